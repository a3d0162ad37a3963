import ObjCAdapterHost

// One Swift class per Objective-C adapter class, naming it: the SDK finds an adapter by its
// class name, and class members (versions, set-up) need the class without an instance.

/// The reference custom event.
final class SampleObjCCustomEventAdapter: ObjCMediationAdapter, @unchecked Sendable {
    override class var objectiveCClassName: String { "SampleObjCCustomEvent" }
}
