import Foundation
import GoogleMobileAds
import SampleAdSDK
import SampleCustomEvent

/// Forwards every member of a native ad to the reference's mapped ad, so that a broken
/// variant overrides only the member it gets wrong. It does not conform to
/// `MediationNativeAd` itself: `NativeAdDecorator` adds the conformance together with the
/// click callback, which lets the CLK-2 variant conform *without* that callback, exactly as
/// an adapter with a misspelt method does.
open class NativeAdDecoratorBase: NSObject {
    /// The reference's mapping of the network's ad.
    public let mapped: SampleMediatedNativeAd
    /// The SDK's event delegate, set once the load completed successfully.
    public var eventDelegate: (any MediationNativeAdEventDelegate)?

    /// Wraps a mapped ad; runs inside the load's completion, before the SDK sees the ad.
    public required init(wrapping mapped: SampleMediatedNativeAd) {
        self.mapped = mapped
        super.init()
    }

    /// The network's ad.
    public var nativeAd: SampleNativeAd { mapped.nativeAd }

    // MARK: Every member forwards to the reference's mapping.

    open var headline: String? { mapped.headline }
    open var body: String? { mapped.body }
    open var callToAction: String? { mapped.callToAction }
    open var starRating: NSDecimalNumber? { mapped.starRating }
    open var store: String? { mapped.store }
    open var price: String? { mapped.price }
    open var advertiser: String? { mapped.advertiser }
    open var images: [NativeAdImage]? { mapped.images }
    open var icon: NativeAdImage? { mapped.icon }
    open var extraAssets: [String: Any]? { mapped.extraAssets }
    open var adChoicesView: UIView? { mapped.adChoicesView }
    open var mediaView: UIView? { mapped.mediaView }
    open var hasVideoContent: Bool { mapped.hasVideoContent }
    open var duration: TimeInterval { mapped.duration }
    open var currentTime: TimeInterval { mapped.currentTime }
    open var mediaContentAspectRatio: CGFloat { mapped.mediaContentAspectRatio }

    /// Forwarded: the reference leaves click tracking to the SDK.
    open func handlesUserClicks() -> Bool { mapped.handlesUserClicks() }
    /// Forwarded: the reference leaves impression tracking to the SDK.
    open func handlesUserImpressions() -> Bool { mapped.handlesUserImpressions() }

    /// Forwarded: the reference hands the view to the network and starts any video.
    open func didRender(
        in view: UIView, clickableAssetViews: [NativeAssetIdentifier: UIView],
        nonclickableAssetViews: [NativeAssetIdentifier: UIView], viewController: UIViewController
    ) {
        mapped.didRender(
            in: view, clickableAssetViews: clickableAssetViews,
            nonclickableAssetViews: nonclickableAssetViews, viewController: viewController)
    }

    /// Forwarded: the reference passes the impression to the network.
    open func didRecordImpression() { mapped.didRecordImpression() }
    /// Forwarded; the reference has nothing to undo.
    open func didUntrackView(_ view: UIView?) { mapped.didUntrackView(view) }
}

/// A native ad decorator with the full reference behaviour; variants override one member.
open class NativeAdDecorator: NativeAdDecoratorBase, MediationNativeAd {
    /// Forwarded to the reference. Declared here, not in the base, so CLK-2 can omit it.
    open func didRecordClickOnAsset(
        withName assetName: NativeAssetIdentifier, view: UIView, viewController: UIViewController
    ) {
        mapped.didRecordClickOnAsset(withName: assetName, view: view, viewController: viewController)
    }
}

/// A decorator that also takes over the network ad's event reports (video, screens) and
/// forwards them to the reference's mapping, so variants can get event forwarding wrong.
open class NativeAdEventDecorator: NativeAdDecorator, SampleNativeAdDelegate {
    /// Wraps a mapped ad and takes the network ad's delegate over from the reference.
    public required init(wrapping mapped: SampleMediatedNativeAd) {
        super.init(wrapping: mapped)
        mapped.nativeAd.delegate = self
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

/// The reference custom event whose native ads reach the SDK wrapped in `Decorator`.
/// Loading, the completion guard and banners are the reference's.
public final class DecoratedNativeEvent<Decorator: NativeAdDecoratorBase & MediationNativeAd>: SampleCustomEvent {
    /// Creates the custom event.
    public override init() { super.init() }

    /// Loads as the reference does, then gives the SDK the ad wrapped in `Decorator`.
    public override func loadNativeAd(
        for adConfiguration: MediationNativeAdConfiguration,
        completionHandler: @escaping GADMediationNativeLoadCompletionHandler
    ) {
        super.loadNativeAd(for: adConfiguration) { ad, error in
            guard let mapped = ad as? SampleMediatedNativeAd else { return completionHandler(ad, error) }
            let decorated = Decorator(wrapping: mapped)
            let delegate = completionHandler(decorated, error)
            decorated.eventDelegate = delegate
            return delegate
        }
    }
}
