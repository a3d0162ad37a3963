import AcmeSDK
import Foundation
import GoogleMobileAds
import Testing
import UIKit

@testable import AcmeAdapter

/// The adapter's own unit tests of its full-screen ads, next to the conformance catalog: they
/// build the ads directly, so they never touch the client factory the catalog's fixture swaps.
@Suite struct AcmeFullScreenTests {
    /// Records what the ad asked Acme to show.
    final class Presenter: AcmeFullScreenPresenter {
        var shownFrom: [UIViewController] = []
        func present(_ ad: AcmeFullScreenAd, from viewController: UIViewController) { shownFrom.append(viewController) }
    }

    /// Records the SDK's side by name.
    final class Events: NSObject, MediationRewardedAdEventDelegate, MediationInterstitialAdEventDelegate {
        var names: [String] = []
        var errors: [NSError] = []
        func reportImpression() { names.append("impression") }
        func reportClick() { names.append("click") }
        func willPresentFullScreenView() { names.append("willPresent") }
        func didFailToPresentWithError(_ error: Error) {
            names.append("failed")
            errors.append(error as NSError)
        }
        func willDismissFullScreenView() { names.append("willDismiss") }
        func didDismissFullScreenView() { names.append("didDismiss") }
        func didRewardUser() { names.append("reward") }
        func didStartVideo() { names.append("videoStart") }
        func didEndVideo() { names.append("videoEnd") }
    }

    @Test func anInterstitialShowsOnceFromTheSDKsControllerInOrder() {
        let presenter = Presenter()
        let acmeAd = AcmeInterstitialAd(placement: "p", presenter: presenter)
        let ad = AcmeInterstitial(ad: acmeAd)
        let events = Events()
        ad.presentation.delegate = events
        acmeAd.onEvent?(.opened)  // before the show: filtered
        let controller = UIViewController()
        ad.present(from: controller)
        for event in [AcmeFullScreenEvent.opened, .impression, .impression, .click, .closed, .click] {
            acmeAd.onEvent?(event)
        }
        ad.present(from: controller)
        #expect(presenter.shownFrom.count == 1 && presenter.shownFrom.first === controller)
        #expect(events.names == ["willPresent", "impression", "click", "willDismiss", "didDismiss", "failed"])
        #expect(events.errors.first?.code == AcmeAdapterError.alreadyShownCode)
    }

    @Test func aRewardPaidOnCloseIsForwardedOnce() {
        let acmeAd = AcmeRewardedAd(
            placement: "p", reward: AcmeReward(currency: "coins", amount: 10), presenter: Presenter())
        let ad = AcmeRewarded(ad: acmeAd)
        let events = Events()
        ad.presentation.delegate = events
        acmeAd.onEvent?(.rewarded(acmeAd.reward))  // before the show: filtered
        ad.present(from: UIViewController())
        for event in [
            AcmeFullScreenEvent.opened, .videoCompleted, .videoStarted, .videoCompleted, .closing, .closed,
            .rewarded(acmeAd.reward), .rewarded(acmeAd.reward),
        ] {
            acmeAd.onEvent?(event)
        }
        #expect(events.names == ["willPresent", "videoStart", "videoEnd", "willDismiss", "didDismiss", "reward"])
    }

    @Test func anExpiredAdFailsWithAcmesCode() {
        let presenter = Presenter()
        let acmeAd = AcmeInterstitialAd(placement: "p", presenter: presenter)
        let ad = AcmeInterstitial(ad: acmeAd)
        let events = Events()
        ad.presentation.delegate = events
        acmeAd.expire()
        ad.present(from: UIViewController())
        acmeAd.onEvent?(.opened)
        #expect(presenter.shownFrom.isEmpty)
        #expect(events.names == ["failed"])
        #expect(events.errors.first?.code == AcmeError.adNotReady.code)
    }
}
