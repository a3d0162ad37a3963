// The public-API custom event's interstitial: the Sample SDK's public headers say when the
// ad will present and dismiss and when the user leaves, nothing else, so this adapter checks
// readiness itself, presents once, and reports the impression as the ad appears.
import Foundation
import GoogleMobileAds
import SampleAdSDK

extension PublicAPICustomEvent {
    func loadInterstitial(
        for adConfiguration: GADMediationInterstitialAdConfiguration,
        completionHandler: @escaping GADMediationInterstitialLoadCompletionHandler
    ) {
        interstitial = PublicAPIInterstitial(adConfiguration, completionHandler)
    }
}

final class PublicAPIInterstitial: NSObject, GADMediationInterstitialAd, SampleInterstitialAdDelegate {
    private enum Phase { case loading, loaded, showing, closed }

    private let complete: PublicAPIOnce<any GADMediationInterstitialAd, any GADMediationInterstitialAdEventDelegate>
    private var ad: SampleInterstitial?
    private var phase = Phase.loading
    private var presented = false
    private weak var delegate: (any GADMediationInterstitialAdEventDelegate)?

    init(
        _ configuration: GADMediationInterstitialAdConfiguration,
        _ handler: @escaping GADMediationInterstitialLoadCompletionHandler
    ) {
        complete = PublicAPIOnce(handler)
        super.init()
        guard let unit = configuration.credentials.settings["parameter"] as? String, !unit.isEmpty else {
            _ = complete(nil, PublicAPIError.make(11, "The server parameter (ad unit) is missing."))
            return
        }
        let ad = SampleInterstitial(adUnitID: unit)!
        ad.delegate = self
        self.ad = ad
        let request = SampleAdRequest()
        request.testMode = configuration.isTestRequest
        ad.fetchAd(request)
    }

    func present(from viewController: UIViewController) {
        guard !presented else {
            delegate?.didFailToPresentWithError(PublicAPIError.make(21, "The interstitial was shown already."))
            return
        }
        presented = true
        guard let ad, ad.isInterstitialLoaded else {
            delegate?.didFailToPresentWithError(PublicAPIError.make(20, "The interstitial is not ready."))
            return
        }
        ad.show()
    }

    func interstitialDidLoad(_ interstitial: SampleInterstitial) {
        // Only the answer that completes the load moves on: a second one, maybe on another
        // thread, touches nothing.
        guard let finish = complete.take() else { return }
        phase = .loaded
        delegate = finish(self, nil)
    }

    func interstitial(_ interstitial: SampleInterstitial, didFailToLoadAdWith errorCode: SampleErrorCode) {
        _ = complete(nil, PublicAPIError.make(errorCode.rawValue, "The Sample network failed to load: \(errorCode)."))
    }

    func interstitialWillPresentScreen(_ interstitial: SampleInterstitial) {
        guard presented, phase == .loaded else { return }
        phase = .showing
        delegate?.willPresentFullScreenView()
        delegate?.reportImpression()
    }

    func interstitialWillDismissScreen(_ interstitial: SampleInterstitial) {
        if phase == .showing { delegate?.willDismissFullScreenView() }
    }

    func interstitialDidDismissScreen(_ interstitial: SampleInterstitial) {
        guard phase == .showing else { return }
        phase = .closed
        delegate?.didDismissFullScreenView()
    }

    func interstitialWillLeaveApplication(_ interstitial: SampleInterstitial) {
        if phase == .showing { delegate?.reportClick() }
    }
}
