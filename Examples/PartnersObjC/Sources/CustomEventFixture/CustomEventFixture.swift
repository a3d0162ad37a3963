import AdapterConformance
import ObjCAdapterHost
import SampleAdSDKFixture
import SampleAdSDKObjCHost

/// Google's Objective-C sample custom event, as the SDK finds it: by its class name.
final class SampleCustomEventObjC: ObjCMediationAdapter, @unchecked Sendable {
    override class var objectiveCClassName: String { "SampleCustomEvent" }
}

extension AdapterFixture {
    /// Google's Objective-C sample custom event (example/CustomEvent) on the Sample Ad SDK's
    /// Objective-C face: the stock Sample Ad SDK fixture, whose network the scenarios script.
    public static let customEvent = AdapterFixture.sampleSDK(
        name: "CustomEvent",
        summary:
            "Google's Objective-C sample custom event (example/CustomEvent), on the Sample Ad SDK's Objective-C face."
    ) {
        SampleAdSDKFaces.declare()
        return SampleCustomEventObjC()
    }
}
