// A correct custom event written only against the Sample Ad SDK's public API, the way an ad
// network would write it from Google's guides, with no knowledge of the stand-in's additions.
// The default Sample SDK fixture must pass it over the whole catalog: no false alarms.
import Foundation
import GoogleMobileAds
import SampleAdSDK
import Synchronization

final class PublicAPICustomEvent: NSObject, GADMediationAdapter {
    static func adapterVersion() -> GADVersionNumber {
        GADVersionNumber(majorVersion: 3, minorVersion: 1, patchVersion: 0)
    }
    static func adSDKVersion() -> GADVersionNumber {
        GADVersionNumber(majorVersion: 1, minorVersion: 2, patchVersion: 0)
    }
    static func networkExtrasClass() -> GADAdNetworkExtras.Type? { nil }

    static func setUp(
        with configuration: GADMediationServerConfiguration,
        completionHandler: @escaping GADMediationAdapterSetUpCompletionBlock
    ) {
        let usable = configuration.credentials.contains { !(($0.settings["parameter"] as? String) ?? "").isEmpty }
        completionHandler(usable ? nil : PublicAPIError.make(10, "No ad unit is configured for the Sample network."))
    }

    private var banner: PublicAPIBanner?
    private var native: PublicAPINative?
    var interstitial: PublicAPIInterstitial?

    func loadBanner(
        for adConfiguration: GADMediationBannerAdConfiguration,
        completionHandler: @escaping GADMediationBannerLoadCompletionHandler
    ) {
        banner = PublicAPIBanner(adConfiguration, completionHandler)
    }

    func loadNativeAd(
        for adConfiguration: GADMediationNativeAdConfiguration,
        completionHandler: @escaping GADMediationNativeAdLoadCompletionHandler
    ) {
        native = PublicAPINative(adConfiguration, completionHandler)
    }
}

enum PublicAPIError {
    static func make(_ code: Int, _ text: String) -> NSError {
        NSError(domain: "com.example.sample-public", code: code, userInfo: [NSLocalizedDescriptionKey: text])
    }
}

/// Calls the SDK's handler at most once, from any thread, then lets it go.
final class PublicAPIOnce<Ad, Delegate>: @unchecked Sendable {
    private let lock = NSLock()
    private var handler: ((Ad?, Error?) -> Delegate?)?
    init(_ handler: @escaping (Ad?, Error?) -> Delegate?) { self.handler = handler }
    func callAsFunction(_ ad: Ad?, _ error: Error?) -> Delegate? { take()?(ad, error) }
    /// The handler, to the first caller only: an answer that takes it may prepare the ad
    /// before calling it, while a racing answer on another thread touches nothing.
    func take() -> ((Ad?, Error?) -> Delegate?)? {
        lock.withLock {
            defer { handler = nil }; return handler
        }
    }
}

final class PublicAPIBanner: NSObject, GADMediationBannerAd, SampleBannerAdDelegate {
    private let sampleBanner: SampleBanner
    private let complete: PublicAPIOnce<GADMediationBannerAd, GADMediationBannerAdEventDelegate>
    private var events: GADMediationBannerAdEventDelegate?
    var view: UIView { sampleBanner }

    init(
        _ configuration: GADMediationBannerAdConfiguration, _ handler: @escaping GADMediationBannerLoadCompletionHandler
    ) {
        sampleBanner = SampleBanner(frame: CGRect(origin: .zero, size: configuration.adSize.size))
        complete = PublicAPIOnce(handler)
        super.init()
        guard let unit = configuration.credentials.settings["parameter"] as? String, !unit.isEmpty else {
            _ = complete(nil, PublicAPIError.make(11, "The server parameter (ad unit) is missing."))
            return
        }
        sampleBanner.adUnit = unit
        sampleBanner.delegate = self
        let request = SampleAdRequest()
        request.testMode = configuration.isTestRequest
        sampleBanner.fetchAd(request)
    }

    // A second answer gets nil back from the guard; keeping the first delegate matters (BAN-2 catches the overwrite).
    func bannerDidLoad(_ banner: SampleBanner) { if let delegate = complete(self, nil) { events = delegate } }
    func banner(_ banner: SampleBanner, didFailToLoadAdWith errorCode: SampleErrorCode) {
        _ = complete(
            nil, PublicAPIError.make(errorCode.rawValue, "The Sample network failed with code \(errorCode.rawValue)."))
    }
    func bannerWillLeaveApplication(_ banner: SampleBanner) { events?.reportClick() }
}

final class PublicAPINative: NSObject, GADMediationNativeAd, SampleNativeAdLoaderDelegate {
    private let loader = SampleNativeAdLoader()
    private let complete: PublicAPIOnce<GADMediationNativeAd, GADMediationNativeAdEventDelegate>
    private var events: GADMediationNativeAdEventDelegate?
    private var sampleAd: SampleNativeAd?
    private(set) var images: [GADNativeAdImage]?
    private(set) var icon: GADNativeAdImage?
    private(set) var adChoicesView: UIView?

    init(
        _ configuration: GADMediationNativeAdConfiguration,
        _ handler: @escaping GADMediationNativeAdLoadCompletionHandler
    ) {
        complete = PublicAPIOnce(handler)
        super.init()
        guard let unit = configuration.credentials.settings["parameter"] as? String, !unit.isEmpty else {
            _ = complete(nil, PublicAPIError.make(11, "The server parameter (ad unit) is missing."))
            return
        }
        let request = SampleNativeAdRequest()
        request.testMode = configuration.isTestRequest
        for option in configuration.options {
            if let image = option as? GADNativeAdImageAdLoaderOptions {
                request.shouldDownloadImages = !image.disableImageLoading
                request.shouldRequestMultipleImages = image.shouldRequestMultipleImages
            } else if let media = option as? GADNativeAdMediaAdLoaderOptions {
                switch media.mediaAspectRatio {
                case .landscape: request.preferredImageOrientation = .landscape
                case .portrait: request.preferredImageOrientation = .portrait
                default: request.preferredImageOrientation = .any
                }
            }
        }
        loader.adUnitID = unit
        loader.delegate = self
        loader.fetchAd(request)
    }

    func adLoader(_ adLoader: SampleNativeAdLoader, didReceive nativeAd: SampleNativeAd) {
        // The ad's state is written by the answer that completes the load only: two answers on
        // two threads would otherwise write it at once.
        guard let finish = complete.take() else { return }
        sampleAd = nativeAd
        if let image = nativeAd.image {
            images = [GADNativeAdImage(image: image)]
        } else if let url = nativeAd.imageURL.flatMap(URL.init(string:)) {
            images = [GADNativeAdImage(url: url, scale: nativeAd.imageScale)]
        }
        if let image = nativeAd.icon {
            icon = GADNativeAdImage(image: image)
        } else if let url = nativeAd.iconURL.flatMap(URL.init(string:)) {
            icon = GADNativeAdImage(url: url, scale: nativeAd.iconScale)
        }
        adChoicesView = SampleAdInfoView()
        if let delegate = finish(self, nil) { events = delegate }
    }

    func adLoader(_ adLoader: SampleNativeAdLoader, didFailToLoadAdWith errorCode: SampleErrorCode) {
        _ = complete(
            nil, PublicAPIError.make(errorCode.rawValue, "The Sample network failed with code \(errorCode.rawValue)."))
    }

    var headline: String? { sampleAd?.headline }
    var body: String? { sampleAd?.body }
    var callToAction: String? { sampleAd?.callToAction }
    var starRating: NSDecimalNumber? { sampleAd?.starRating }
    var store: String? { sampleAd?.store }
    var price: String? { sampleAd?.price }
    var advertiser: String? { sampleAd?.advertiser }
    var extraAssets: [String: Any]? { sampleAd?.degreeOfAwesomeness.map { ["awesomeness": $0] } }
    var mediaView: UIView? { sampleAd?.mediaView }
    var hasVideoContent: Bool { sampleAd?.mediaView != nil }

    func didRecordImpression() { sampleAd?.recordImpression() }
    func didRecordClickOnAsset(
        withName assetName: GADNativeAssetIdentifier, view: UIView, viewController: UIViewController
    ) {
        sampleAd?.handleClick(on: view)
    }
}
