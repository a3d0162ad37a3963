import AcmeSDK
import Foundation
import GoogleMobileAds
import UIKit

/// An Acme rewarded ad as the Google Mobile Ads SDK sees it. Acme's reward amount is not
/// passed on: the SDK pays the reward the publisher configured.
final class AcmeRewarded: NSObject, MediationRewardedAd {
    private let ad: AcmeRewardedAd
    /// The one showing, which also holds the SDK's delegate.
    let presentation = AcmePresentation()

    init(ad: AcmeRewardedAd) {
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
