import Foundation
import GoogleMobileAds
import SampleAdSDK

/// Loads one Sample Ad SDK interstitial for one `loadInterstitial` call, completes exactly
/// once, and presents it at most once, passing the network's presentation events on as
/// `FullScreenPresentation` allows.
public final class SampleCustomEventInterstitial: NSObject, MediationInterstitialAd, SampleInterstitialAdDelegate,
    SampleInterstitialAdDelegateAdditions
{
    /// The network's interstitial; kept because it holds this object only weakly.
    private var interstitial: SampleInterstitial?
    /// The guarded SDK completion.
    private var completion: CompletionOnce<any MediationInterstitialAd, any MediationInterstitialAdEventDelegate>?
    /// The single presentation and the SDK's event delegate.
    private let presentation = FullScreenPresentation()

    /// Creates a loader for one load.
    public override init() { super.init() }

    /// Starts the load; fails at once, without fetching, when the ad unit is missing (LOAD-8).
    public func loadInterstitial(
        for adConfiguration: MediationInterstitialAdConfiguration,
        completionHandler: @escaping GADMediationInterstitialLoadCompletionHandler
    ) {
        let completion = CompletionOnce(completionHandler)
        self.completion = completion
        guard let adUnit = ServerParameter.adUnit(in: adConfiguration.credentials) else {
            completion.complete(nil, SampleCustomEventError.missingAdUnit)
            return
        }
        let interstitial: SampleInterstitial = SampleInterstitial(adUnitID: adUnit)
        interstitial.delegate = self
        self.interstitial = interstitial
        interstitial.fetchAd(SampleAdRequest.make(for: adConfiguration))
    }

    /// Shows the interstitial once. The Sample SDK's `show()` takes no view controller, so
    /// `viewController` has nowhere to go (FUL-1). A network without a ready ad is not asked
    /// at all: the SDK hears why (FUL-3).
    public func present(from viewController: UIViewController) {
        guard presentation.begin() else { return }
        guard let interstitial, interstitial.isInterstitialLoaded else {
            return presentation.receive(.failedToPresent(SampleCustomEventError.presentationFailure(.notReady)))
        }
        interstitial.show()
    }

    // MARK: SampleInterstitialAdDelegate

    /// Completes with this object as the ad; the first answer wins and keeps the event delegate.
    public func interstitialDidLoad(_ interstitial: SampleInterstitial) {
        guard let handler = completion?.claim() else { return }
        presentation.connect(handler(self, nil))
    }

    /// Completes with an error naming the network's code, unless the load already completed.
    public func interstitial(_ interstitial: SampleInterstitial, didFailToLoadAdWith errorCode: SampleErrorCode) {
        completion?.complete(nil, SampleCustomEventError.loadFailure(errorCode))
    }

    /// The network covers the screen.
    public func interstitialWillPresentScreen(_ interstitial: SampleInterstitial) { presentation.receive(.willPresent) }
    /// The network is about to close the ad.
    public func interstitialWillDismissScreen(_ interstitial: SampleInterstitial) { presentation.receive(.willDismiss) }
    /// The network closed the ad.
    public func interstitialDidDismissScreen(_ interstitial: SampleInterstitial) { presentation.receive(.didDismiss) }
    /// The network's click.
    public func interstitialWillLeaveApplication(_ interstitial: SampleInterstitial) { presentation.receive(.click) }

    // MARK: SampleInterstitialAdDelegateAdditions

    /// The network's impression.
    public func interstitialDidRecordImpression(_ interstitial: SampleInterstitial) {
        presentation.receive(.impression)
    }

    /// The network could not show the ad.
    package func interstitial(_ interstitial: SampleInterstitial, didFailToPresentWith error: SamplePresentationError) {
        presentation.receive(.failedToPresent(SampleCustomEventError.presentationFailure(error)))
    }
}
