import Foundation
import GoogleMobileAds
import SampleAdSDK
import ScriptedNetwork

extension AdapterFixture {
    /// A ready-made fixture for any adapter built on the Sample Ad SDK stand-in: the SDK
    /// finds the scenario's network through `NetworkEnvironment`, so no glue is needed.
    /// By default the network can do what the Sample SDK's public API offers; an adapter that
    /// also uses the stand-in's additions passes `.sampleSDKStandIn`.
    public static func sampleSDK(
        name: String, summary: String,
        capabilities: NetworkCapabilities = .sampleSDKPublicAPI,
        makeAdapter: @escaping @Sendable () -> any MediationAdapter
    ) -> AdapterFixture {
        var fixture = AdapterFixture(
            name: name, summary: summary, capabilities: capabilities,
            adChoicesViewTypes: [SampleAdInfoView.self], bannerViewTypes: [SampleBanner.self],
            makeAdapter: makeAdapter,
            connect: { NetworkEnvironment.install($0) },
            disconnect: { NetworkEnvironment.install(nil) })
        if fixture.adapterType is any HarnessBiddingOnly.Type { fixture.bidding.paths = .biddingOnly }
        if fixture.adapterType is any HarnessRefusesChildUsers.Type { fixture.refusesChildUsers = true }
        return fixture
    }
}

extension AdapterFixture {
    /// A fixture for adapters written against the Sample Ad SDK stand-in including its
    /// additions to the public API (the reference adapter and its variants).
    package static func sampleSDKStandIn(
        name: String, summary: String, makeAdapter: @escaping @Sendable () -> any MediationAdapter
    ) -> AdapterFixture {
        sampleSDK(name: name, summary: summary, capabilities: .sampleSDKStandIn, makeAdapter: makeAdapter)
    }
}
