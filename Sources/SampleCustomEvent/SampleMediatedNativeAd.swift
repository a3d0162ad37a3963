import Foundation
import GoogleMobileAds
import SampleAdSDK

/// One Sample Ad SDK native ad mapped onto the Google Mobile Ads interface. Each network
/// answer is mapped into its own instance, fully built before the load completes, so racing
/// answers never share state and the SDK only ever sees a finished ad.
///
/// The SDK tracks clicks and impressions (`handlesUser…` are `false`) and forwards them to
/// the network; the network's own click and impression reports are therefore not forwarded
/// (CLK-2, IMP-2). Video events are.
public final class SampleMediatedNativeAd: NSObject, MediationNativeAd, SampleNativeAdDelegate {
    /// The network's ad.
    public let nativeAd: SampleNativeAd
    /// The network's images as the loader mapped them: data or URLs, as the publisher asked.
    public let images: [NativeAdImage]?
    /// The network's icon as the loader mapped it; `nil` when it sent none.
    public let icon: NativeAdImage?
    /// The network's ad-info view, or one built from its icon and URL; never both (ADC-3).
    public let adChoicesView: UIView?
    /// Set by the load's single winner once the SDK returns it.
    let eventDelegate = EventDelegateSlot<any MediationNativeAdEventDelegate>()

    /// Maps `nativeAd`; `images`, `icon` and `adChoicesView` are prepared by the loader.
    init(nativeAd: SampleNativeAd, images: [NativeAdImage]?, icon: NativeAdImage?, adChoicesView: UIView?) {
        self.nativeAd = nativeAd
        self.images = images
        self.icon = icon
        self.adChoicesView = adChoicesView
        super.init()
    }

    // MARK: Assets: exactly what the network supplied, `nil` when it supplied nothing.

    /// The network's headline, unchanged.
    public var headline: String? { nativeAd.headline }
    /// The network's body, unchanged.
    public var body: String? { nativeAd.body }
    /// The network's call to action, unchanged.
    public var callToAction: String? { nativeAd.callToAction }
    /// The network's star rating, unchanged.
    public var starRating: NSDecimalNumber? { nativeAd.starRating }
    /// The network's store, unchanged.
    public var store: String? { nativeAd.store }
    /// The network's price, unchanged.
    public var price: String? { nativeAd.price }
    /// The network's advertiser, unchanged.
    public var advertiser: String? { nativeAd.advertiser }

    /// Only extra assets the network supplied; never a `""` stand-in (NAT-3).
    public var extraAssets: [String: Any]? {
        guard let awesomeness = nativeAd.degreeOfAwesomeness else { return nil }
        return [SampleMediatedNativeAd.awesomenessKey: awesomeness]
    }

    /// The key of the Sample Ad SDK's extra asset in `extraAssets`.
    public static let awesomenessKey = "degreeOfAwesomeness"

    // MARK: Media

    /// The network's video view; the network has none without video, and then the SDK
    /// falls back to `images` (MED-2).
    public var mediaView: UIView? { nativeAd.mediaView }
    /// True only with a video view to play it in (MED-1, MED-3).
    public var hasVideoContent: Bool { nativeAd.mediaView?.hasVideo ?? false }
    /// The network's video length; 0 without video.
    public var duration: TimeInterval { nativeAd.mediaView?.videoDuration ?? 0 }
    /// Always 0: the network does not report a playback position.
    public var currentTime: TimeInterval { 0 }
    /// Width over height of the network's media view; 0 when it has none or no height.
    public var mediaContentAspectRatio: CGFloat {
        guard let size = nativeAd.mediaView?.frame.size, size.height > 0 else { return 0 }
        return size.width / size.height
    }

    // MARK: Tracking: the SDK tracks, the network is told.

    /// `false`: the SDK tracks clicks and this ad tells the network.
    public func handlesUserClicks() -> Bool { false }
    /// `false`: the SDK tracks impressions and this ad tells the network.
    public func handlesUserImpressions() -> Bool { false }

    /// Passes the SDK's impression to the network.
    public func didRecordImpression() {
        nativeAd.recordImpression()
    }

    /// Passes the SDK's click to the network, which navigates.
    public func didRecordClickOnAsset(
        withName assetName: NativeAssetIdentifier, view: UIView, viewController: UIViewController
    ) {
        nativeAd.handleClick(on: view)
    }

    /// Gives the network the rendered view and starts any video.
    public func didRender(
        in view: UIView, clickableAssetViews: [NativeAssetIdentifier: UIView],
        nonclickableAssetViews: [NativeAssetIdentifier: UIView], viewController: UIViewController
    ) {
        nativeAd.setNativeAdView(view)
        if hasVideoContent { nativeAd.playVideo() }
    }

    /// Nothing to do: the network has no call to stop tracking a view.
    public func didUntrackView(_ view: UIView?) {}

    // MARK: Network events

    /// Reports video play; dropped before a successful load.
    public func nativeAdDidPlayVideo(_ nativeAd: SampleNativeAd) { eventDelegate.current?.didPlayVideo() }
    /// Reports video pause; dropped before a successful load.
    public func nativeAdDidPauseVideo(_ nativeAd: SampleNativeAd) { eventDelegate.current?.didPauseVideo() }
    /// Reports video end; dropped before a successful load.
    public func nativeAdDidEndVideo(_ nativeAd: SampleNativeAd) { eventDelegate.current?.didEndVideo() }
    /// Reports muting; dropped before a successful load.
    public func nativeAdDidMuteVideo(_ nativeAd: SampleNativeAd) { eventDelegate.current?.didMuteVideo() }
    /// Reports unmuting; dropped before a successful load.
    public func nativeAdDidUnmuteVideo(_ nativeAd: SampleNativeAd) { eventDelegate.current?.didUnmuteVideo() }
    /// Reports the full-screen presentation; dropped before a successful load.
    public func nativeAdWillPresentScreen(_ nativeAd: SampleNativeAd) {
        eventDelegate.current?.willPresentFullScreenView()
    }
    /// Reports the coming dismissal; dropped before a successful load.
    public func nativeAdWillDismissScreen(_ nativeAd: SampleNativeAd) {
        eventDelegate.current?.willDismissFullScreenView()
    }
    /// Reports the dismissal; dropped before a successful load.
    public func nativeAdDidDismissScreen(_ nativeAd: SampleNativeAd) {
        eventDelegate.current?.didDismissFullScreenView()
    }
}
