import AdapterConformance
import Foundation
import IronSourceStub
import ObjCAdapterHost
import ScriptedNetworkObjCHost
import UIKit

/// Google's IronSource adapter, as the SDK finds it: by its class name. It adopts `GADRTBAdapter`.
final class IronSourceAdapterObjC: ObjCRTBAdapter, @unchecked Sendable {
    override class var objectiveCClassName: String { "GADMediationAdapterIronSource" }
}

extension AdapterFixture {
    /// Google's IronSource adapter (adapters/IronSource/IronSourceAdapter), unchanged, over a stub
    /// of IronSource's SDK (`Sources/IronSourceStub`) that answers from the scenario's network.
    public static let ironSource: AdapterFixture = {
        let capabilities = NetworkCapabilities.all.subtracting([
            // The adapter loads banners, interstitials and rewarded ads: no native ads, so none of
            // their AdChoices, image options, media, video events or assets.
            .native, .adChoicesView, .adChoicesIconAndURL, .adChoicesPositions, .multipleImages, .imageOrientation,
            .imageDownloadOption, .videoEvents, .rendersIntoSDKViews, .assetBody, .assetCallToAction,
            .assetAdvertiser, .assetStore, .assetPrice, .assetStarRating, .assetIcon, .assetExtras,
            // IronSource's load calls take no test-ads flag (the adapter's `isTestEnabled` key is read nowhere).
            .testMode,
            // The banner delegates report no full-screen presentation (landing page, expansion).
            .fullScreenEvents,
            // The banner delegates have a click callback of their own (`didClickBanner:`, `bannerAdViewDidClick:`).
            .leaveApplicationIsClick,
            // `getISDemandOnlyBiddingData` takes no banner size.
            .signalAdSize,
            // The rewarded callbacks have no video start or end (the adapter makes both up).
            .rewardedVideoEvents,
        ])
        var fixture = AdapterFixture(
            name: "IronSource",
            summary:
                "Google's Objective-C IronSource adapter (adapters/IronSource, RTB): banner, interstitial, rewarded",
            capabilities: capabilities,
            // Both banner views (ISDemandOnlyBannerView, ISABannerAdView) are view faces whose Swift
            // object is a UIView: BAN-1 tells the network's view by its identity with the registered one.
            bannerViewTypes: [UIView.self],
            makeAdapter: { IronSourceAdapterObjC() },
            connect: { ObjCScriptedNetwork.connect($0) },
            disconnect: { ObjCScriptedNetwork.disconnect() })
        // GADMAdapterIronSourceConstants.h: `appKey` at set-up and for every waterfall load, the
        // instance ID `instanceId` per load (default "0" on the waterfall, "" when bidding); a
        // bidding load reads the instance ID only.
        let appKey = CredentialKey.required("appKey", sampleValue: "ironsource-app-key")
        fixture.credentials = CredentialLayout(
            setUp: [appKey], load: [appKey, .optionalAdUnit("instanceId")],
            bidding: [.optional("appKey", sampleValue: "ironsource-app-key"), .optionalAdUnit("instanceId")])
        // A bid response when there is one (IronSourceAds' ISA* loaders), else the demand-only
        // load by instance ID; rewarded interstitials go through the rewarded path. The watermark
        // goes to the network as base64 text in the request's extra parameters. The token getter
        // is synchronous and declared nonnull.
        fixture.bidding = BiddingDeclaration(
            paths: .both, formats: [.banner, .interstitial, .rewarded, .rewardedInterstitial],
            watermarkEncoding: .base64)
        fixture.bidding.synchronousTokens = true
        // ISBannerSize_BANNER, _LARGE, _RECTANGLE and ISAAdSize's banner, large, medium rectangle.
        fixture.bannerSizes = [
            CGSize(width: 320, height: 50), CGSize(width: 320, height: 90), CGSize(width: 300, height: 250),
        ]
        // The adapter sets the "is_child_directed" meta data while initializing the SDK only.
        fixture.privacyPoints = [.setUp]
        // IronSource's process-wide state (initialized, meta data, loaded instances) as in a
        // fresh process.
        fixture.resetNetworkState = { gac_ironsource_reset() }
        fixture.harnessSources = ["/Sources/IronSourceStub/", "/Sources/IronSourceFixture/"]
        return fixture
    }()
}
