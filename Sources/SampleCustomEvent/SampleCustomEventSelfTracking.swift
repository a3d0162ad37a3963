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

    /// Loads as the reference does, then gives the SDK the ad in its self-tracking form.
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

    /// The reference's headline, unchanged.
    public var headline: String? { mapped.headline }
    /// The reference's body, unchanged.
    public var body: String? { mapped.body }
    /// The reference's call to action, unchanged.
    public var callToAction: String? { mapped.callToAction }
    /// The reference's star rating, unchanged.
    public var starRating: NSDecimalNumber? { mapped.starRating }
    /// The reference's store, unchanged.
    public var store: String? { mapped.store }
    /// The reference's price, unchanged.
    public var price: String? { mapped.price }
    /// The reference's advertiser, unchanged.
    public var advertiser: String? { mapped.advertiser }
    /// The reference's images, unchanged.
    public var images: [NativeAdImage]? { mapped.images }
    /// The reference's icon, unchanged.
    public var icon: NativeAdImage? { mapped.icon }
    /// The reference's extra assets, unchanged.
    public var extraAssets: [String: Any]? { mapped.extraAssets }
    /// The reference's AdChoices view, unchanged.
    public var adChoicesView: UIView? { mapped.adChoicesView }
    /// The reference's media view, unchanged.
    public var mediaView: UIView? { mapped.mediaView }
    /// The reference's video flag, unchanged.
    public var hasVideoContent: Bool { mapped.hasVideoContent }
    /// The reference's video duration, unchanged.
    public var duration: TimeInterval { mapped.duration }
    /// The reference's playback position, unchanged.
    public var currentTime: TimeInterval { mapped.currentTime }
    /// The reference's media aspect ratio, unchanged.
    public var mediaContentAspectRatio: CGFloat { mapped.mediaContentAspectRatio }

    // MARK: Tracking: the network tracks, the SDK is told.

    /// `true`: the network tracks clicks on the view it was handed.
    open func handlesUserClicks() -> Bool { true }
    /// `true`: the network tracks impressions on the view it was handed.
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

    /// Nothing to do: the network has no call to stop tracking a view.
    open func didUntrackView(_ view: UIView?) {}

    // MARK: Network events

    /// One network click, one `reportClick()` (CLK-1).
    open func nativeAdDidRecordClick(_ nativeAd: SampleNativeAd) {
        eventDelegate?.reportClick()
    }

    /// The network's first impression is the ad's one impression (IMP-1, IMP-3).
    open func nativeAdDidRecordImpression(_ nativeAd: SampleNativeAd) {
        guard
            impressionForwarded.compareExchange(expected: false, desired: true, ordering: .acquiringAndReleasing)
                .exchanged
        else { return }
        eventDelegate?.reportImpression()
    }

    /// Forwarded; the reference reports video play.
    open func nativeAdDidPlayVideo(_ nativeAd: SampleNativeAd) { mapped.nativeAdDidPlayVideo(nativeAd) }
    /// Forwarded; the reference reports video pause.
    open func nativeAdDidPauseVideo(_ nativeAd: SampleNativeAd) { mapped.nativeAdDidPauseVideo(nativeAd) }
    /// Forwarded; the reference reports video end.
    open func nativeAdDidEndVideo(_ nativeAd: SampleNativeAd) { mapped.nativeAdDidEndVideo(nativeAd) }
    /// Forwarded; the reference reports muting.
    open func nativeAdDidMuteVideo(_ nativeAd: SampleNativeAd) { mapped.nativeAdDidMuteVideo(nativeAd) }
    /// Forwarded; the reference reports unmuting.
    open func nativeAdDidUnmuteVideo(_ nativeAd: SampleNativeAd) { mapped.nativeAdDidUnmuteVideo(nativeAd) }
    /// Forwarded; the reference reports the full-screen presentation.
    open func nativeAdWillPresentScreen(_ nativeAd: SampleNativeAd) { mapped.nativeAdWillPresentScreen(nativeAd) }
    /// Forwarded; the reference reports the coming dismissal.
    open func nativeAdWillDismissScreen(_ nativeAd: SampleNativeAd) { mapped.nativeAdWillDismissScreen(nativeAd) }
    /// Forwarded; the reference reports the dismissal.
    open func nativeAdDidDismissScreen(_ nativeAd: SampleNativeAd) { mapped.nativeAdDidDismissScreen(nativeAd) }
}
