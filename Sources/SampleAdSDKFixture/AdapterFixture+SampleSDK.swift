import AdapterConformance
import Foundation
import GoogleMobileAds
import SampleAdSDK
import ScriptedNetwork

// The harness's fixture for adapters built on the Sample Ad SDK stand-in. It lives beside
// the engine, not in it: the engine knows networks only through `NetworkHost`.

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
        fixture.classDeclarations = { type in
            ClassDeclarations(
                biddingOnly: type is any HarnessBiddingOnly.Type,
                refusesChildUsers: type is any HarnessRefusesChildUsers.Type)
        }
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

extension Set where Element == NetworkCapability {
    /// What the Sample Ad SDK's public API offers an adapter (the API Google's custom-event
    /// sample is written against): an ad-info view, image orientation and download options,
    /// test mode, video through its media view, and banner clicks. An adapter written against
    /// that API is never judged on what the API cannot express.
    public static var sampleSDKPublicAPI: Self { SampleSDKCapabilities.publicAPI }

    /// Everything the Sample Ad SDK stand-in can do, including the harness's additions to the
    /// public API, which only the reference adapter and its variants use.
    /// (The Sample SDK draws nothing into the SDK's own views.)
    package static var sampleSDKStandIn: Self { SampleSDKCapabilities.standIn }
}

/// The two sets, made once: every fixture of the executable (the broken variants, over a
/// hundred) reads one as the process starts, and making them each time was half a millisecond
/// of every process's start, workers' included.
private enum SampleSDKCapabilities {
    static let publicAPI = Set<NetworkCapability>.all.subtracting([
        .adChoicesIconAndURL, .adChoicesPositions, .childDirected, .multipleImages, .fullScreenEvents,
        .videoEvents, .bannerImpressionEvents, .setUpCredentials, .fullScreenAdEvents, .signalAdSize,
        .watermark, .rewardedVideoEvents, .rendersIntoSDKViews,
    ])
    static let standIn = Set<NetworkCapability>.all.subtracting([.rendersIntoSDKViews])
}
