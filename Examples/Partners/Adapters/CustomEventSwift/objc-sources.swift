// Google's Swift custom event example (the Sample Ad SDK's), compiled unchanged against the
// stand-ins: the proof that the GMA and Sample SDK stand-ins spell what it uses.
// strip-objc: $GOOGLE_MEDIATION_REPO/example/CustomEventSwift
