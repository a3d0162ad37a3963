// Swift Testing declares a cross-import overlay for UIKit: a file that sees both Testing and
// UIKit also loads `_Testing_UIKit`. Linux toolchains do not ship that module, and our UIKit
// stand-in makes the compiler look for it, so this empty module answers the lookup.
// Adapter test targets that import Testing and GoogleMobileAds compile because of it.

// An overlay stands in for the module that declared it, so it must re-export it.
#if canImport(Testing)
@_exported import Testing
#endif
