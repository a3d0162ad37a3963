import Foundation
import GoogleMobileAds
import SampleAdSDK
import SampleCustomEvent

/// Stands between the reference banner and both the SDK and the network: it becomes the
/// network banner's delegate after a successful load and forwards each event to the
/// reference, so a variant overrides only the event (or the view) it gets wrong.
open class BannerDecorator: NSObject, MediationBannerAd, SampleBannerAdDelegate, SampleBannerAdDelegateAdditions {
    /// The reference's banner load, which holds the SDK's event delegate.
    public let wrapped: SampleCustomEventBanner

    /// Wraps a loaded banner; runs inside the load's completion.
    public required init(wrapping wrapped: SampleCustomEventBanner) {
        self.wrapped = wrapped
        super.init()
        networkBanner?.delegate = self
    }

    /// The network's banner view.
    public var networkBanner: SampleBanner? { wrapped.view as? SampleBanner }

    /// The reference's view, which is the network's banner.
    open var view: UIView { wrapped.view }

    /// Forwarded; only a repeat answer gets here, and the reference's guard drops it.
    public func bannerDidLoad(_ banner: SampleBanner) { wrapped.bannerDidLoad(banner) }
    /// Forwarded; only a late failure gets here, and the reference's guard drops it.
    public func banner(_ banner: SampleBanner, didFailToLoadAdWith errorCode: SampleErrorCode) {
        wrapped.banner(banner, didFailToLoadAdWith: errorCode)
    }
    /// Forwarded; the reference reports the network's click.
    open func bannerWillLeaveApplication(_ banner: SampleBanner) { wrapped.bannerWillLeaveApplication(banner) }
    /// Forwarded; the reference reports the impression.
    open func bannerDidRecordImpression(_ banner: SampleBanner) { wrapped.bannerDidRecordImpression(banner) }
    /// Forwarded; the reference reports the full-screen presentation.
    open func bannerWillPresentScreen(_ banner: SampleBanner) { wrapped.bannerWillPresentScreen(banner) }
    /// Forwarded; the reference reports the coming dismissal.
    open func bannerWillDismissScreen(_ banner: SampleBanner) { wrapped.bannerWillDismissScreen(banner) }
    /// Forwarded; the reference reports the dismissal.
    open func bannerDidDismissScreen(_ banner: SampleBanner) { wrapped.bannerDidDismissScreen(banner) }
}

/// The reference custom event whose banners reach the SDK wrapped in `Decorator`.
public final class DecoratedBannerEvent<Decorator: BannerDecorator>: SampleCustomEvent {
    /// Creates the custom event.
    public override init() { super.init() }

    /// Loads as the reference does, then gives the SDK the banner wrapped in `Decorator`.
    public override func loadBanner(
        for adConfiguration: MediationBannerAdConfiguration,
        completionHandler: @escaping GADMediationBannerLoadCompletionHandler
    ) {
        super.loadBanner(for: adConfiguration) { ad, error in
            guard let banner = ad as? SampleCustomEventBanner else { return completionHandler(ad, error) }
            return completionHandler(Decorator(wrapping: banner), error)
        }
    }
}
