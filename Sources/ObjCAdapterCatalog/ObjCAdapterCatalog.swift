import AdapterConformance
import Foundation
import GoogleMobileAds
import ObjCAdapterHost
import SampleAdSDKFixture
import SampleAdSDKObjCHost

/// The harness's Objective-C adapters as fixtures: the reference custom event, its broken
/// variants (one defect each, named by the rule that catches it) and the adapters that crash on
/// purpose. Each runs on the Sample Ad SDK's public Objective-C API (`.sampleSDKPublicAPI`).
public enum ObjCAdapterCatalog {
    /// The reference, then the broken variants, then the crash kinds: what `conformance-objc`
    /// offers.
    public static let fixtures: [AdapterFixture] = [reference] + broken.map(\.fixture) + crashing.map(\.fixture)

    /// The reference custom event, `SampleObjCCustomEvent`.
    public static let reference = fixture(
        "objc-sample-custom-event",
        "The reference Objective-C custom event (all six formats) on the Sample Ad SDK's public API."
    ) { SampleObjCCustomEventAdapter() }

    /// Each broken variant with the rule that catches it.
    public static let broken: [(name: String, rule: String, fixture: AdapterFixture)] = []

    /// The adapters that crash the process on purpose, each in one situation, by kind.
    public static let crashing: [(name: String, fixture: AdapterFixture)] = []

    /// A fixture for an Objective-C adapter on the Sample Ad SDK's public Objective-C API.
    static func fixture(
        _ name: String, _ summary: String, makeAdapter: @escaping @Sendable () -> any MediationAdapter
    ) -> AdapterFixture {
        .sampleSDK(name: name, summary: summary, capabilities: .sampleSDKPublicAPI) {
            SampleAdSDKFaces.declare()
            return makeAdapter()
        }
    }
}
