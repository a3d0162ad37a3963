// Google's Bigo adapter, compiled from a checkout of googleads-mobile-ios-mediation without its
// @objc attributes (the StripObjC plugin; see docs/COMPILING-IN-PLACE.md).
// strip-objc: $GOOGLE_MEDIATION_REPO/adapters/Bigo/BigoAdapter
