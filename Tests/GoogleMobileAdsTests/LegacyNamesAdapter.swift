// An adapter written the way Google's guides write them: GAD-prefixed names, a UIKit import,
// and every optional member a native ad can have. It exists to prove such sources compile
// against the stand-ins; the tests below also drive it.
import GoogleMobileAds
import UIKit

final class LegacyNamesAdapter: NSObject, GADMediationAdapter {
    static func adapterVersion() -> GADVersionNumber {
        var version = GADVersionNumber()
        version.majorVersion = 2
        version.minorVersion = 1
        version.patchVersion = 0
        return version
    }

    static func adSDKVersion() -> GADVersionNumber {
        GADVersionNumber(majorVersion: 5, minorVersion: 0, patchVersion: 3)
    }

    static func networkExtrasClass() -> GADAdNetworkExtras.Type? { LegacyExtras.self }

    static func setUpWith(
        _ configuration: GADMediationServerConfiguration,
        completionHandler: @escaping GADMediationAdapterSetUpCompletionBlock
    ) {
        let units = configuration.credentials.compactMap { $0.settings["parameter"] as? String }
        completionHandler(units.isEmpty ? NSError(domain: "legacy", code: 1, userInfo: nil) : nil)
    }

    var native: LegacyNativeAd?

    func loadNativeAd(
        for adConfiguration: GADMediationNativeAdConfiguration,
        completionHandler: @escaping GADMediationNativeAdLoadCompletionHandler
    ) {
        let ad = LegacyNativeAd()
        for options in adConfiguration.options {
            if let image = options as? GADNativeAdImageAdLoaderOptions {
                ad.urlsOnly = image.disableImageLoading
            } else if let media = options as? GADNativeAdMediaAdLoaderOptions,
                media.mediaAspectRatio == GADMediaAspectRatio.landscape
            {
                ad.landscape = true
            } else if let view = options as? GADNativeAdViewAdOptions {
                ad.corner = view.preferredAdChoicesPosition
            }
        }
        native = ad
        ad.delegate = completionHandler(ad, nil)
    }

    func loadBanner(
        for adConfiguration: GADMediationBannerAdConfiguration,
        completionHandler: @escaping GADMediationBannerLoadCompletionHandler
    ) {
        let banner = LegacyBanner(size: adConfiguration.adSize)
        _ = completionHandler(banner, nil)
    }
}

final class LegacyExtras: NSObject, GADAdNetworkExtras {}

final class LegacyBanner: NSObject, GADMediationBannerAd {
    let view: UIView
    init(size: GADAdSize) { view = UIView(frame: CGRect(origin: .zero, size: size.size)) }
}

final class LegacyNativeAd: NSObject, GADMediationNativeAd {
    var urlsOnly = false
    var landscape = false
    var corner: GADAdChoicesPosition = .topRightCorner
    var delegate: GADMediationNativeAdEventDelegate?
    var clicks: [GADUnifiedNativeAssetIdentifier] = []

    var headline: String? { "Legacy" }
    var images: [GADNativeAdImage]? {
        urlsOnly
            ? [GADNativeAdImage(url: URL(string: "https://example.com/a.png")!, scale: 1)]
            : [GADNativeAdImage(image: UIImage(data: Data([1, 2, 3]))!)]
    }
    var body: String? { nil }
    var icon: GADNativeAdImage? { nil }
    var callToAction: String? { nil }
    var starRating: NSDecimalNumber? { NSDecimalNumber(string: "4.5") }
    var store: String? { nil }
    var price: String? { nil }
    var advertiser: String? { nil }
    var extraAssets: [String: Any]? { nil }
    var adChoicesView: UIView? = UIImageView(image: nil)
    var mediaView: UIView? { nil }
    var hasVideoContent: Bool { false }

    func didRecordClickOnAsset(
        withName assetName: GADUnifiedNativeAssetIdentifier, view: UIView, viewController: UIViewController
    ) {
        clicks.append(assetName)
    }

    func handlesUserClicks() -> Bool { false }
}
