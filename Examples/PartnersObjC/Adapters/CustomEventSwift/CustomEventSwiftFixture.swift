import AdapterConformance
import SampleAdSDKFixture

// The example's adapter class is internal to its module, so its fixture is compiled with it.

/// Google's Swift sample custom event (example/CustomEventSwift) on the Sample Ad SDK stand-in.
public let customEventSwiftFixture = AdapterFixture.sampleSDK(
    name: "CustomEventSwift",
    summary: "Google's Swift sample custom event (example/CustomEventSwift), the Objective-C one's twin."
) { SampleCustomEventSwift() }
