import ObjCAdapterHost

// One Swift class per Objective-C adapter class, naming it: the SDK finds an adapter by its
// class name, and class members (versions, set-up) need the class without an instance.

/// The reference custom event.
final class SampleObjCCustomEventAdapter: ObjCMediationAdapter, @unchecked Sendable {
    override class var objectiveCClassName: String { "SampleObjCCustomEvent" }
}

// MARK: Broken variants

final class BrokenObjCADP2SetUpTwiceAdapter: ObjCMediationAdapter, @unchecked Sendable {
    override class var objectiveCClassName: String { "BrokenObjCADP2SetUpTwice" }
}

final class BrokenObjCADP4GlobalNativeAdAdapter: ObjCMediationAdapter, @unchecked Sendable {
    override class var objectiveCClassName: String { "BrokenObjCADP4GlobalNativeAd" }
}

final class BrokenObjCLOAD1NoGuardAdapter: ObjCMediationAdapter, @unchecked Sendable {
    override class var objectiveCClassName: String { "BrokenObjCLOAD1NoGuard" }
}

final class BrokenObjCLOAD4EmptyDomainAdapter: ObjCMediationAdapter, @unchecked Sendable {
    override class var objectiveCClassName: String { "BrokenObjCLOAD4EmptyDomain" }
}

final class BrokenObjCOPT6IgnoresAspectRatioAdapter: ObjCMediationAdapter, @unchecked Sendable {
    override class var objectiveCClassName: String { "BrokenObjCOPT6IgnoresAspectRatio" }
}

final class BrokenObjCNAT2EmptyStringsAdapter: ObjCMediationAdapter, @unchecked Sendable {
    override class var objectiveCClassName: String { "BrokenObjCNAT2EmptyStrings" }
}

final class BrokenObjCADC1DropsAdChoicesAdapter: ObjCMediationAdapter, @unchecked Sendable {
    override class var objectiveCClassName: String { "BrokenObjCADC1DropsAdChoices" }
}

final class BrokenObjCMED1VideoAsImageAdapter: ObjCMediationAdapter, @unchecked Sendable {
    override class var objectiveCClassName: String { "BrokenObjCMED1VideoAsImage" }
}

final class BrokenObjCCLK2DoubleCountedClickAdapter: ObjCMediationAdapter, @unchecked Sendable {
    override class var objectiveCClassName: String { "BrokenObjCCLK2DoubleCountedClick" }
}

final class BrokenObjCIMP2AlsoReportsImpressionAdapter: ObjCMediationAdapter, @unchecked Sendable {
    override class var objectiveCClassName: String { "BrokenObjCIMP2AlsoReportsImpression" }
}

final class BrokenObjCBAN1WrappedViewAdapter: ObjCMediationAdapter, @unchecked Sendable {
    override class var objectiveCClassName: String { "BrokenObjCBAN1WrappedView" }
}

final class BrokenObjCCON2RacyGuardAdapter: ObjCMediationAdapter, @unchecked Sendable {
    override class var objectiveCClassName: String { "BrokenObjCCON2RacyGuard" }
}

final class BrokenObjCFUL3UncheckedShowAdapter: ObjCMediationAdapter, @unchecked Sendable {
    override class var objectiveCClassName: String { "BrokenObjCFUL3UncheckedShow" }
}

final class BrokenObjCRWD1RewardOnPresentAdapter: ObjCMediationAdapter, @unchecked Sendable {
    override class var objectiveCClassName: String { "BrokenObjCRWD1RewardOnPresent" }
}

/// A `GADRTBAdapter` class: it collects signals.
final class BrokenObjCBID1SignalsTwiceAdapter: ObjCRTBAdapter, @unchecked Sendable {
    override class var objectiveCClassName: String { "BrokenObjCBID1SignalsTwice" }
}

final class BrokenObjCPRV2ServesChildrenAdapter: ObjCMediationAdapter, @unchecked Sendable {
    override class var objectiveCClassName: String { "BrokenObjCPRV2ServesChildren" }
}

// MARK: Crash kinds

final class CrashingObjCUncaughtExceptionAdapter: ObjCMediationAdapter, @unchecked Sendable {
    override class var objectiveCClassName: String { "CrashingObjCUncaughtException" }
}

final class CrashingObjCFreedObjectAdapter: ObjCMediationAdapter, @unchecked Sendable {
    override class var objectiveCClassName: String { "CrashingObjCFreedObject" }
}

final class CrashingObjCOverReleaseAdapter: ObjCMediationAdapter, @unchecked Sendable {
    override class var objectiveCClassName: String { "CrashingObjCOverRelease" }
}

final class ConformingObjCWeakEventDelegateAdapter: ObjCMediationAdapter, @unchecked Sendable {
    override class var objectiveCClassName: String { "ConformingObjCWeakEventDelegate" }
}
