import Foundation
import GoogleMobileAds
import SampleAdSDK
import Synchronization

/// The reference custom event in the other tracking mode: the network tracks clicks and
/// impressions on the ad view it is handed, and the adapter forwards what the network
/// counted (`handlesUserClicks()` and `handlesUserImpressions()` are `true`). Loading,
/// mapping and banners are the reference's own; only the native ad's tracking differs.
///
/// It exists so the rules of this mode (CLK-1, IMP-1, IMP-3, IMP-4) have a correct adapter
/// to pass them, as the reference does for the SDK-tracked mode.
open class SampleCustomEventSelfTracking: SampleCustomEvent {
    /// Creates the custom event, as the SDK does for every request.
    public override init() { super.init() }

    open override func loadNativeAd(
        for adConfiguration: MediationNativeAdConfiguration,
        completionHandler: @escaping GADMediationNativeLoadCompletionHandler
    ) {
        // The reference completes once, with its fully mapped ad; the SDK gets that ad in its
        // self-tracking form instead, which takes over the network ad's event reports.
        super.loadNativeAd(for: adConfiguration) { [weak self] ad, error in
            guard let mapped = ad as? SampleMediatedNativeAd else { return completionHandler(ad, error) }
            let tracked = self?.makeNativeAd(tracking: mapped) ?? SampleSelfTrackingNativeAd(tracking: mapped)
            mapped.nativeAd.delegate = tracked
            return completionHandler(tracked, nil)
        }
    }

    /// The self-tracking form of a mapped ad. A subclass may return a subclass of
    /// `SampleSelfTrackingNativeAd` (the harness's broken variants do).
    open func makeNativeAd(tracking mapped: SampleMediatedNativeAd) -> SampleSelfTrackingNativeAd {
        SampleSelfTrackingNativeAd(tracking: mapped)
    }
}

/// A mapped Sample native ad whose clicks and impressions the network counts itself. The
/// adapter hands the network the rendered view (IMP-4), forwards each network click as one
/// `reportClick()` (CLK-1) and the network's first impression as the only
/// `reportImpression()` (IMP-1, IMP-3). Assets, media and video events are the reference's.
open class SampleSelfTrackingNativeAd: NSObject, MediationNativeAd, SampleNativeAdDelegate {
    /// The reference mapping this ad tracks for; it holds the SDK's event delegate.
    public let mapped: SampleMediatedNativeAd
    /// Whether an impression has been forwarded; the network may report one per showing.
    private let impressionForwarded = Atomic<Bool>(false)

    /// Wraps a mapped ad; the caller makes this object the network ad's delegate.
    public required init(tracking mapped: SampleMediatedNativeAd) {
        self.mapped = mapped
        super.init()
    }

    /// The network's ad.
    public var nativeAd: SampleNativeAd { mapped.nativeAd }
    /// The SDK's event delegate, `nil` until the load succeeded.
    public var eventDelegate: (any MediationNativeAdEventDelegate)? { mapped.eventDelegate.current }

    // MARK: Assets and media: the reference's.

    public var headline: String? { mapped.headline }
    public var body: String? { mapped.body }
    public var callToAction: String? { mapped.callToAction }
    public var starRating: NSDecimalNumber? { mapped.starRating }
    public var store: String? { mapped.store }
    public var price: String? { mapped.price }
    public var advertiser: String? { mapped.advertiser }
    public var images: [NativeAdImage]? { mapped.images }
    public var icon: NativeAdImage? { mapped.icon }
    public var extraAssets: [String: Any]? { mapped.extraAssets }
    public var adChoicesView: UIView? { mapped.adChoicesView }
    public var mediaView: UIView? { mapped.mediaView }
    public var hasVideoContent: Bool { mapped.hasVideoContent }
    public var duration: TimeInterval { mapped.duration }
    public var currentTime: TimeInterval { mapped.currentTime }
    public var mediaContentAspectRatio: CGFloat { mapped.mediaContentAspectRatio }

    // MARK: Tracking: the network tracks, the SDK is told.

    open func handlesUserClicks() -> Bool { true }
    open func handlesUserImpressions() -> Bool { true }

    /// Hands the rendered view to the network, which tracks it from now on (IMP-4).
    open func didRender(
        in view: UIView, clickableAssetViews: [NativeAssetIdentifier: UIView],
        nonclickableAssetViews: [NativeAssetIdentifier: UIView], viewController: UIViewController
    ) {
        mapped.didRender(
            in: view, clickableAssetViews: clickableAssetViews,
            nonclickableAssetViews: nonclickableAssetViews, viewController: viewController)
    }

    /// Not called in this mode: the SDK leaves impressions to the network.
    open func didRecordImpression() {}

    /// Not called in this mode: the SDK leaves clicks to the network.
    open func didRecordClickOnAsset(
        withName assetName: NativeAssetIdentifier, view: UIView, viewController: UIViewController
    ) {}

    open func didUntrackView(_ view: UIView?) {}

    // MARK: Network events

    /// One network click, one `reportClick()` (CLK-1).
    open func nativeAdDidRecordClick(_ nativeAd: SampleNativeAd) {
        eventDelegate?.reportClick()
    }

    /// The network's first impression is the ad's one impression (IMP-1, IMP-3).
    open func nativeAdDidRecordImpression(_ nativeAd: SampleNativeAd) {
        guard impressionForwarded.compareExchange(expected: false, desired: true, ordering: .acquiringAndReleasing).exchanged
        else { return }
        eventDelegate?.reportImpression()
    }

    open func nativeAdDidPlayVideo(_ nativeAd: SampleNativeAd) { mapped.nativeAdDidPlayVideo(nativeAd) }
    open func nativeAdDidPauseVideo(_ nativeAd: SampleNativeAd) { mapped.nativeAdDidPauseVideo(nativeAd) }
    open func nativeAdDidEndVideo(_ nativeAd: SampleNativeAd) { mapped.nativeAdDidEndVideo(nativeAd) }
    open func nativeAdDidMuteVideo(_ nativeAd: SampleNativeAd) { mapped.nativeAdDidMuteVideo(nativeAd) }
    open func nativeAdDidUnmuteVideo(_ nativeAd: SampleNativeAd) { mapped.nativeAdDidUnmuteVideo(nativeAd) }
    open func nativeAdWillPresentScreen(_ nativeAd: SampleNativeAd) { mapped.nativeAdWillPresentScreen(nativeAd) }
    open func nativeAdWillDismissScreen(_ nativeAd: SampleNativeAd) { mapped.nativeAdWillDismissScreen(nativeAd) }
    open func nativeAdDidDismissScreen(_ nativeAd: SampleNativeAd) { mapped.nativeAdDidDismissScreen(nativeAd) }
}
