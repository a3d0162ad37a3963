import Foundation
import GoogleMobileAds
import SampleAdSDK
import ScriptedNetwork

extension AdapterFixture {
    /// A ready-made fixture for any adapter built on the Sample Ad SDK stand-in: the SDK
    /// finds the scenario's network through `NetworkEnvironment`, so no glue is needed.
    public static func sampleSDK(
        name: String, summary: String,
        capabilities: NetworkCapabilities = NetworkCapabilities(),
        makeAdapter: @escaping @Sendable () -> any MediationAdapter
    ) -> AdapterFixture {
        AdapterFixture(
            name: name, summary: summary, capabilities: capabilities,
            adChoicesViewTypes: [SampleAdInfoView.self], bannerViewTypes: [SampleBanner.self],
            makeAdapter: makeAdapter,
            connect: { NetworkEnvironment.install($0) },
            disconnect: { NetworkEnvironment.install(nil) })
    }
}
