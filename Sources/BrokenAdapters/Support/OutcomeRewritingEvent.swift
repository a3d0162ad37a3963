import Foundation
import GoogleMobileAds
import SampleCustomEvent

/// The reference custom event with the failure it reports replaced: the load logic and the
/// completion guard stay the reference's, only what reaches the SDK on failure differs.
open class OutcomeRewritingEvent: SampleCustomEvent {
    /// Creates the custom event.
    public override init() { super.init() }

    /// What a native load reports instead of the reference's `(nil, error)`.
    open func nativeFailure(_ error: NSError) -> (ad: (any MediationNativeAd)?, error: Error?) { (nil, error) }

    /// What a banner load reports instead of the reference's `(nil, error)`.
    open func bannerFailure(_ error: NSError) -> (ad: (any MediationBannerAd)?, error: Error?) { (nil, error) }

    /// Loads as the reference does; a failure reaches the SDK as `nativeFailure` rewrites it.
    open override func loadNativeAd(
        for adConfiguration: MediationNativeAdConfiguration,
        completionHandler: @escaping GADMediationNativeLoadCompletionHandler
    ) {
        super.loadNativeAd(for: adConfiguration) { [weak self] ad, error in
            guard let self, let error else { return completionHandler(ad, error) }
            let reported = self.nativeFailure(error as NSError)
            return completionHandler(reported.ad, reported.error)
        }
    }

    /// Loads as the reference does; a failure reaches the SDK as `bannerFailure` rewrites it.
    open override func loadBanner(
        for adConfiguration: MediationBannerAdConfiguration,
        completionHandler: @escaping GADMediationBannerLoadCompletionHandler
    ) {
        super.loadBanner(for: adConfiguration) { [weak self] ad, error in
            guard let self, let error else { return completionHandler(ad, error) }
            let reported = self.bannerFailure(error as NSError)
            return completionHandler(reported.ad, reported.error)
        }
    }
}

/// A native ad with no assets, as an adapter allocates before the network answers.
final class BlankNativeAd: NSObject, MediationNativeAd {
    var headline: String? { nil }
    var images: [NativeAdImage]? { nil }
    var body: String? { nil }
    var icon: NativeAdImage? { nil }
    var callToAction: String? { nil }
    var starRating: NSDecimalNumber? { nil }
    var store: String? { nil }
    var price: String? { nil }
    var advertiser: String? { nil }
    var extraAssets: [String: Any]? { nil }
}

/// A banner with an empty view, as an adapter allocates before the network answers.
final class BlankBannerAd: NSObject, MediationBannerAd {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 50))
}
