import Foundation
import GoogleMobileAds
import SampleAdSDK
import SampleCustomEvent

/// BAN-1: returns a fresh container view instead of the network's banner.
final class NewViewBanner: BannerDecorator {
    private lazy var container = UIView(frame: wrapped.view.frame)
    override var view: UIView { container }
}

/// BAN-2: reports a click for "will leave application" and another for the click behind it.
final class DoubleClickBanner: BannerDecorator {
    override func bannerWillLeaveApplication(_ banner: SampleBanner) {
        super.bannerWillLeaveApplication(banner)
        super.bannerWillLeaveApplication(banner)
    }
}

/// BAN-3: drops the network's impressions.
final class DropsImpressionBanner: BannerDecorator {
    override func bannerDidRecordImpression(_ banner: SampleBanner) {}
}

/// BAN-4: has present and dismissal crossed: the landing page's appearance is forwarded as
/// its dismissal and the dismissal as its appearance.
final class CrossedScreenEventsBanner: BannerDecorator {
    override func bannerWillPresentScreen(_ banner: SampleBanner) { super.bannerDidDismissScreen(banner) }
    override func bannerDidDismissScreen(_ banner: SampleBanner) { super.bannerWillPresentScreen(banner) }
}
