import AdapterConformance
import Foundation
import ObjCAdapterHost
import ScriptedNetworkObjCHost
import UIKit

/// Google's maio adapter, as the SDK finds it: by its class name.
final class MaioAdapterObjC: ObjCMediationAdapter, @unchecked Sendable {
    override class var objectiveCClassName: String { "GADMediationAdapterMaio" }
}

extension AdapterFixture {
    /// Google's maio adapter (adapters/Maio/MaioAdapter), unchanged, over a stub of maio's SDK
    /// (`Sources/MaioStub`) that answers from the scenario's scripted network.
    public static let maio: AdapterFixture = {
        let capabilities = NetworkCapabilities.all.subtracting([
            // maio serves banners, interstitials and rewarded ads: no native ads, so none of
            // their AdChoices, image options, media or assets.
            .native, .adChoicesView, .adChoicesIconAndURL, .adChoicesPositions, .multipleImages, .imageOrientation,
            .imageDownloadOption, .videoEvents, .rendersIntoSDKViews, .assetBody, .assetCallToAction,
            .assetAdvertiser, .assetStore, .assetPrice, .assetStarRating, .assetIcon, .assetExtras,
            // maio takes no child or age flag; the adapter refuses child users instead.
            .childDirected,
            // The banner delegate reports no full-screen presentation (landing page, expansion).
            .fullScreenEvents,
            // The banner delegate has a click callback of its own (`didClick:`).
            .leaveApplicationIsClick,
            // maio has no initialization call: set-up needs no credentials.
            .setUpCredentials,
            // The show callbacks report open, close, reward and a failed show only: no click
            // (`didClick:` is deprecated), no impression of their own, no will-close, no video.
            .fullScreenAdEvents, .rewardedVideoEvents,
            // No bidding since adapter 2.2.0.1: no bid token, no watermark.
            .signalAdSize, .watermark,
        ])
        var fixture = AdapterFixture(
            name: "Maio",
            summary: "Google's Objective-C maio adapter (adapters/Maio): banner, interstitial, rewarded",
            capabilities: capabilities,
            // The banner's view is a plain view face (MaioBannerView) whose Swift object is a
            // UIView: BAN-1 tells the network's view by its identity with the registered one.
            bannerViewTypes: [UIView.self],
            makeAdapter: { MaioAdapterObjC() },
            connect: { ObjCScriptedNetwork.connect($0) },
            disconnect: { ObjCScriptedNetwork.disconnect() })
        // GADMMaioConstants.h: AdMob hands maio's media ID and zone ID; the adapter reads the zone
        // (`zoneId`) per load, for every format, and nothing at set-up.
        let mediaID = CredentialKey.optional("mediaId", sampleValue: "maio-media-id")
        fixture.credentials = CredentialLayout(
            setUp: [mediaID, .optional("zoneId", sampleValue: "maio-zone-id")], load: [.adUnit("zoneId"), mediaID])
        // MaioBannerSize: banner, big banner, medium rectangle.
        fixture.bannerSizes = [
            CGSize(width: 320, height: 50), CGSize(width: 320, height: 100), CGSize(width: 300, height: 250),
        ]
        // The adapter fails set-up and every load for a child user (GADMAdapterMaioErrorChildUser).
        fixture.refusesChildUsers = true
        // maio takes no privacy flag anywhere.
        fixture.privacyPoints = []
        fixture.harnessSources = ["/Sources/MaioStub/", "/Sources/MaioFixture/"]
        return fixture
    }()
}
