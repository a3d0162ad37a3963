import AdapterConformance
import Foundation
import GoogleMobileAds
import MolocoAdapter
import MolocoSDK
import ScriptedNetwork

// Moloco through its SDK module: the adapter is used exactly as the SDK makes it (public
// `init()`, the real `Moloco.shared` path), and the stub MolocoSDK answers from the scenario.

extension AdapterFixture {
    /// Google's Moloco adapter over a stub Moloco SDK connected to the scenario's network.
    public static let moloco: AdapterFixture = {
        // What the Moloco SDK's API the adapter uses has: no AdChoices view or icon, no image
        // options, no several images, no banner full-screen or native video callbacks, a bid
        // token without a size, a click callback of its own; a test placement as test mode,
        // one "age-restricted user" flag, the watermark with each ad, video callbacks on
        // rewarded ads.
        let capabilities = NetworkCapabilities.all.subtracting([
            .adChoicesView, .adChoicesIconAndURL, .adChoicesPositions, .multipleImages, .imageOrientation,
            .imageDownloadOption, .fullScreenEvents, .videoEvents, .signalAdSize, .leaveApplicationIsClick,
            // Moloco's native assets: title, description, sponsor, call to action, rating, icon,
            // main image, video; no store, price or extra assets.
            .assetStore, .assetPrice, .assetExtras,
            // Moloco hands the adapter its video view; it draws nothing into the SDK's views.
            .rendersIntoSDKViews,
        ])
        var fixture = AdapterFixture(
            name: "Moloco", summary: "Google's Moloco adapter (RTB): banner, native, interstitial, rewarded",
            capabilities: capabilities, bannerViewTypes: [MolocoBannerAdView.self],
            makeAdapter: { MolocoMediationAdapter() },
            connect: { host in ScriptedMoloco.connect(host) },
            disconnect: { ScriptedMoloco.connect(nil) })
        // `MolocoConstants.appIDKey` at set-up, `adUnitIdKey` per load.
        // A crash in the stub SDK is placed at the adapter's frame that called it.
        fixture.harnessSources = ["/Sources/MolocoSDK/", "/Sources/MolocoFixture/"]
        fixture.credentials = CredentialLayout(
            setUp: [.required("app_key", sampleValue: "moloco-app-key")], load: [.adUnit("ad_unit_id")])
        // Every load fails without a bid response; the watermark is passed when present.
        fixture.bidding = BiddingDeclaration(
            paths: .biddingOnly, formats: [.banner, .native, .interstitial, .rewarded], watermarkEncoding: .raw)
        // The SDK singleton's "initialized" flag and privacy setting, as in a fresh process.
        fixture.resetNetworkState = { ScriptedMoloco.connect(nil) }
        // The adapter sets Moloco's age-restricted flag at set-up only.
        fixture.privacyPoints = [.setUp]
        return fixture
    }()
}
