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
        banner.onImpression = { [weak self] in self?.delegate?.reportImpression() }
        banner.onClick = { [weak self] in self?.delegate?.reportClick() }
        banner.onLeaveApplication = { [weak self] in self?.delegate?.reportClick() }
        banner.onOverlay = { [weak self] event in
            guard let delegate = self?.delegate else { return }
            switch event {
            case .willOpen: delegate.willPresentFullScreenView()
            case .willClose: delegate.willDismissFullScreenView()
            case .didClose: delegate.didDismissFullScreenView()
            }
        }
    }

    var view: UIView { banner }
}
