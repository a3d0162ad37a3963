// Google's Swift custom event example (the Sample Ad SDK's), compiled unchanged against the
// stand-ins, to compare its verdicts with its Objective-C twin's scenario by scenario.
// strip-objc: $GOOGLE_MEDIATION_REPO/example/CustomEventSwift
