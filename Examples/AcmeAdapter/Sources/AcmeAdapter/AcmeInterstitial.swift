import AcmeSDK
import Foundation
import GoogleMobileAds
import UIKit

/// An Acme interstitial as the Google Mobile Ads SDK sees it.
final class AcmeInterstitial: NSObject, MediationInterstitialAd {
    private let ad: AcmeInterstitialAd
    /// The one showing, which also holds the SDK's delegate.
    let presentation = AcmePresentation()

    init(ad: AcmeInterstitialAd) {
        self.ad = ad
        super.init()
        let presentation = presentation
        ad.onEvent = { presentation.handle($0) }
    }

    /// Shows the ad once, over the SDK's view controller.
    func present(from viewController: UIViewController) {
        guard presentation.start() else { return }
        ad.show(from: viewController)
    }
}
