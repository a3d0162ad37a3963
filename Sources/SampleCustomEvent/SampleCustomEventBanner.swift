import Foundation
import GoogleMobileAds
import SampleAdSDK

/// Loads one Sample Ad SDK banner for one `loadBanner` call, completes exactly once, and
/// forwards the banner's events to the SDK only after a successful completion.
public final class SampleCustomEventBanner: NSObject, MediationBannerAd, SampleBannerAdDelegate,
    SampleBannerAdDelegateAdditions
{
    /// The network's banner, created at the requested size before fetching (OPT-9).
    private var bannerAd: SampleBanner?
    /// The guarded SDK completion.
    private var completion: CompletionOnce<any MediationBannerAd, any MediationBannerAdEventDelegate>?
    /// Filled by the completion's winner on success.
    private let eventDelegate = EventDelegateSlot<any MediationBannerAdEventDelegate>()

    /// Creates a loader for one load.
    public override init() { super.init() }

    /// Starts the load; fails at once, without fetching, when the ad unit is missing (LOAD-8).
    public func loadBanner(
        for adConfiguration: MediationBannerAdConfiguration,
        completionHandler: @escaping GADMediationBannerLoadCompletionHandler
    ) {
        let completion = CompletionOnce(completionHandler)
        self.completion = completion
        guard let adUnit = ServerParameter.adUnit(in: adConfiguration.credentials) else {
            completion.complete(nil, SampleCustomEventError.missingAdUnit)
            return
        }
        let size = adConfiguration.adSize.size
        let banner = SampleBanner(frame: CGRect(x: 0, y: 0, width: size.width, height: size.height))
        banner.adUnit = adUnit
        banner.delegate = self
        bannerAd = banner
        banner.fetchAd(SampleAdRequest.make(for: adConfiguration))
    }

    /// The network's banner itself: the view the network renders into (BAN-1).
    public var view: UIView { bannerAd ?? UIView() }

    // MARK: SampleBannerAdDelegate

    /// Completes with this object as the ad; the first answer wins and keeps the event delegate.
    public func bannerDidLoad(_ banner: SampleBanner) {
        guard let handler = completion?.claim() else { return }
        eventDelegate.set(handler(self, nil))
    }

    /// Completes with an error naming the network's code, unless the load already completed.
    public func banner(_ banner: SampleBanner, didFailToLoadAdWith errorCode: SampleErrorCode) {
        completion?.complete(nil, SampleCustomEventError.loadFailure(errorCode))
    }

    /// The network's click: one network click, one `reportClick()` (BAN-2).
    public func bannerWillLeaveApplication(_ banner: SampleBanner) {
        eventDelegate.current?.reportClick()
    }

    /// Reports the impression; dropped before a successful load.
    public func bannerDidRecordImpression(_ banner: SampleBanner) {
        eventDelegate.current?.reportImpression()
    }

    /// Reports the full-screen presentation; dropped before a successful load.
    public func bannerWillPresentScreen(_ banner: SampleBanner) {
        eventDelegate.current?.willPresentFullScreenView()
    }

    /// Reports the coming dismissal; dropped before a successful load.
    public func bannerWillDismissScreen(_ banner: SampleBanner) {
        eventDelegate.current?.willDismissFullScreenView()
    }

    /// Reports the dismissal; dropped before a successful load.
    public func bannerDidDismissScreen(_ banner: SampleBanner) {
        eventDelegate.current?.didDismissFullScreenView()
    }
}
