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
    public let images: [NativeAdImage]?
    public let icon: NativeAdImage?
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

    public var headline: String? { nativeAd.headline }
    public var body: String? { nativeAd.body }
    public var callToAction: String? { nativeAd.callToAction }
    public var starRating: NSDecimalNumber? { nativeAd.starRating }
    public var store: String? { nativeAd.store }
    public var price: String? { nativeAd.price }
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
    public var duration: TimeInterval { nativeAd.mediaView?.videoDuration ?? 0 }
    public var currentTime: TimeInterval { 0 }
    public var mediaContentAspectRatio: CGFloat {
        guard let size = nativeAd.mediaView?.frame.size, size.height > 0 else { return 0 }
        return size.width / size.height
    }

    // MARK: Tracking: the SDK tracks, the network is told.

    public func handlesUserClicks() -> Bool { false }
    public func handlesUserImpressions() -> Bool { false }

    public func didRecordImpression() {
        nativeAd.recordImpression()
    }

    public func didRecordClickOnAsset(
        withName assetName: NativeAssetIdentifier, view: UIView, viewController: UIViewController
    ) {
        nativeAd.handleClick(on: view)
    }

    public func didRender(
        in view: UIView, clickableAssetViews: [NativeAssetIdentifier: UIView],
        nonclickableAssetViews: [NativeAssetIdentifier: UIView], viewController: UIViewController
    ) {
        nativeAd.setNativeAdView(view)
        if hasVideoContent { nativeAd.playVideo() }
    }

    public func didUntrackView(_ view: UIView?) {}

    // MARK: Network events

    public func nativeAdDidPlayVideo(_ nativeAd: SampleNativeAd) { eventDelegate.current?.didPlayVideo() }
    public func nativeAdDidPauseVideo(_ nativeAd: SampleNativeAd) { eventDelegate.current?.didPauseVideo() }
    public func nativeAdDidEndVideo(_ nativeAd: SampleNativeAd) { eventDelegate.current?.didEndVideo() }
    public func nativeAdDidMuteVideo(_ nativeAd: SampleNativeAd) { eventDelegate.current?.didMuteVideo() }
    public func nativeAdDidUnmuteVideo(_ nativeAd: SampleNativeAd) { eventDelegate.current?.didUnmuteVideo() }
    public func nativeAdWillPresentScreen(_ nativeAd: SampleNativeAd) {
        eventDelegate.current?.willPresentFullScreenView()
    }
    public func nativeAdWillDismissScreen(_ nativeAd: SampleNativeAd) {
        eventDelegate.current?.willDismissFullScreenView()
    }
    public func nativeAdDidDismissScreen(_ nativeAd: SampleNativeAd) {
        eventDelegate.current?.didDismissFullScreenView()
    }
}
