import AdapterConformance
import ConformanceCLI
import Foundation
import ObjCAdapterHost
import SampleAdSDKFixture
import SampleAdSDKObjCHost

#if canImport(CustomEventSwift)
import CustomEventSwift
#endif

/// Google's Objective-C sample custom event, as the SDK finds it: by its class name.
final class SampleCustomEventObjC: ObjCMediationAdapter, @unchecked Sendable {
    override class var objectiveCClassName: String { "SampleCustomEvent" }
}

// The harness's command line for Google's Objective-C adapters:
//   swift run objc-partner-conformance run --adapter CustomEvent
var fixtures: [AdapterFixture] = [
    .sampleSDK(
        name: "CustomEvent",
        summary:
            "Google's Objective-C sample custom event (example/CustomEvent), on the Sample Ad SDK's Objective-C face."
    ) {
        SampleAdSDKFaces.declare()
        return SampleCustomEventObjC()
    }
]
#if canImport(CustomEventSwift)
fixtures.append(customEventSwiftFixture)
#endif
exit(await ConformanceCommand.main(fixtures: fixtures, programName: "objc-partner-conformance"))
