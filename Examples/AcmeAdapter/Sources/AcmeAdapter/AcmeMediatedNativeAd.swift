import AcmeSDK
import Foundation
import GoogleMobileAds
import UIKit

/// An Acme native ad as the Google Mobile Ads SDK sees it. Acme tracks impressions and
/// clicks on the registered view itself, so the adapter declares `handlesUserClicks` and
/// `handlesUserImpressions` and forwards what Acme reports.
final class AcmeMediatedNativeAd: NSObject, MediationNativeAd {
    private let ad: AcmeNativeAd
    private var impressionReported = false

    /// Set from the load's completion; weak, as the SDK owns the delegate.
    weak var delegate: MediationNativeAdEventDelegate?

    let icon: NativeAdImage?
    let images: [NativeAdImage]?
    let adChoicesView: UIView?
    let mediaView: UIView?

    init(ad: AcmeNativeAd, images loaded: AcmeNativeImages, imageLoadingDisabled: Bool) {
        self.ad = ad
        func image(_ url: URL, _ data: Data?) -> NativeAdImage {
            if !imageLoadingDisabled, let data, let image = UIImage(data: data) { return NativeAdImage(image: image) }
            return NativeAdImage(url: url, scale: 1)
        }
        icon = ad.iconURL.map { image($0, loaded.icon) }
        images = ad.imageURLs.isEmpty ? nil : ad.imageURLs.map { image($0, loaded.images[$0]) }
        adChoicesView = ad.privacyClickURL.map { AcmeAdChoicesView(icon: loaded.privacyIcon, clickURL: $0) }
        mediaView = ad.video.map { AcmeVideoView(video: $0) }
        super.init()
        forwardEvents()
    }

    private func forwardEvents() {
        ad.onEvent = { [weak self] event in
            guard let self, let delegate = self.delegate else { return }
            switch event {
            case .impression:
                guard !self.impressionReported else { return }  // one ad, one impression
                self.impressionReported = true
                delegate.reportImpression()
            case .click: delegate.reportClick()
            case .leftApplication: break  // the click that caused it was reported already
            case .overlayWillOpen: delegate.willPresentFullScreenView()
            case .overlayWillClose: delegate.willDismissFullScreenView()
            case .overlayDidClose: delegate.didDismissFullScreenView()
            case .videoStarted: delegate.didPlayVideo()
            case .videoPaused: delegate.didPauseVideo()
            case .videoCompleted: delegate.didEndVideo()
            case .videoMuted: delegate.didMuteVideo()
            case .videoUnmuted: delegate.didUnmuteVideo()
            }
        }
    }

    // MARK: Assets

    var headline: String? { ad.title }
    var body: String? { ad.text }
    var callToAction: String? { ad.cta }
    var advertiser: String? { ad.sponsoredBy }
    var store: String? { ad.appStore }
    var price: String? { ad.price }
    var starRating: NSDecimalNumber? { ad.rating.map { NSDecimalNumber(decimal: $0) } }
    var extraAssets: [String: Any]? { ad.custom.isEmpty ? nil : ad.custom }
    var hasVideoContent: Bool { ad.video != nil }
    var mediaContentAspectRatio: CGFloat { CGFloat(ad.video?.aspectRatio ?? 0) }
    var duration: TimeInterval { ad.video?.duration ?? 0 }
    var currentTime: TimeInterval { 0 }

    // MARK: Tracking

    func handlesUserClicks() -> Bool { true }
    func handlesUserImpressions() -> Bool { true }

    /// Acme tracks the view it is given.
    func didRender(
        in view: UIView, clickableAssetViews: [NativeAssetIdentifier: UIView],
        nonclickableAssetViews: [NativeAssetIdentifier: UIView], viewController: UIViewController
    ) {
        ad.registerView(view)
    }

    func didUntrackView(_ view: UIView?) {
        ad.unregisterView()
    }
}
