import AcmeSDK
import Foundation
import GoogleMobileAds
import UIKit

/// An Acme banner as the Google Mobile Ads SDK sees it: Acme's own rendered view, and its
/// events forwarded one for one.
final class AcmeBannerAd: NSObject, MediationBannerAd {
    private let banner: AcmeBannerView

    /// Set from the load's completion; weak, as the SDK owns the delegate.
    weak var delegate: MediationBannerAdEventDelegate?

    init(banner: AcmeBannerView) {
        self.banner = banner
        super.init()
        banner.onEvent = { [weak self] event in
            guard let delegate = self?.delegate else { return }
            switch event {
            case .impression: delegate.reportImpression()
            // Acme reports a tap that leaves the app as leftApplication instead of click.
            case .click, .leftApplication: delegate.reportClick()
            case .overlayWillOpen: delegate.willPresentFullScreenView()
            case .overlayWillClose: delegate.willDismissFullScreenView()
            case .overlayDidClose: delegate.didDismissFullScreenView()
            // Banners have no video.
            case .videoStarted, .videoPaused, .videoCompleted, .videoMuted, .videoUnmuted: break
            }
        }
    }

    var view: UIView { banner }
}
