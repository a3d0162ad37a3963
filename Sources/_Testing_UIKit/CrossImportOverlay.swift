// Swift Testing declares a cross-import overlay for UIKit: a file that sees both Testing and
// UIKit also loads `_Testing_UIKit`. Linux toolchains do not ship that module, and our UIKit
// stand-in makes the compiler look for it, so this empty module answers the lookup.
// Adapter test targets that import Testing and GoogleMobileAds compile because of it.
//
// It imports nothing, Testing included: every import leaves a link request in the object file,
// and UIKit depends on this module, so an import here would link libTesting into every program
// that links the stand-ins (the harness and each of its worker processes). A file that loads
// the overlay has imported Testing itself.
