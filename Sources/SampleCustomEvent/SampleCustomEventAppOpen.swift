import Foundation
import GoogleMobileAds
import SampleAdSDK

/// Loads one Sample Ad SDK app-open ad for one `loadAppOpenAd` call, completes exactly once,
/// and presents it at most once.
public final class SampleCustomEventAppOpen: NSObject, MediationAppOpenAd, SampleAppOpenAdDelegate,
    SampleAppOpenAdDelegateAdditions
{
    /// The network's ad; kept because it holds this object only weakly.
    private var appOpenAd: SampleAppOpenAd?
    /// The guarded SDK completion.
    private var completion: CompletionOnce<any MediationAppOpenAd, any MediationAppOpenAdEventDelegate>?
    /// The single presentation and the SDK's event delegate.
    private let presentation = FullScreenPresentation()

    /// Creates a loader for one load.
    public override init() { super.init() }

    /// Starts the load; fails at once, without fetching, when the ad unit is missing (LOAD-8).
    public func loadAppOpenAd(
        for adConfiguration: MediationAppOpenAdConfiguration,
        completionHandler: @escaping GADMediationAppOpenLoadCompletionHandler
    ) {
        let completion = CompletionOnce(completionHandler)
        self.completion = completion
        guard let adUnit = ServerParameter.adUnit(in: adConfiguration.credentials) else {
            completion.complete(nil, SampleCustomEventError.missingAdUnit)
            return
        }
        let appOpenAd = SampleAppOpenAd(adUnitID: adUnit)
        appOpenAd.delegate = self
        self.appOpenAd = appOpenAd
        appOpenAd.fetch(SampleAdRequest.make(for: adConfiguration))
    }

    /// Presents the ad once, from the view controller the SDK passed in (FUL-1). A network
    /// without a ready ad is not asked at all: the SDK hears why (FUL-3).
    public func present(from viewController: UIViewController) {
        guard presentation.begin() else { return }
        guard let appOpenAd, appOpenAd.isReady else {
            return presentation.receive(.failedToPresent(SampleCustomEventError.presentationFailure(.notReady)))
        }
        appOpenAd.present(fromRootViewController: viewController)
    }

    // MARK: SampleAppOpenAdDelegate

    /// Completes with this object as the ad; the first answer wins and keeps the event delegate.
    public func appOpenAdDidReceive(_ appOpenAd: SampleAppOpenAd) {
        guard let handler = completion?.claim() else { return }
        presentation.connect(handler(self, nil))
    }

    /// Completes with an error naming the network's code, unless the load already completed.
    public func appOpenAdDidFailToLoadWithError(_ errorCode: SampleErrorCode) {
        completion?.complete(nil, SampleCustomEventError.loadFailure(errorCode))
    }

    /// The network is about to cover the screen.
    public func appOpenAdWillPresent(_ appOpenAd: SampleAppOpenAd) { presentation.receive(.willPresent) }
    /// Nothing to pass on: "will present" already told the SDK.
    public func appOpenAdDidPresent(_ appOpenAd: SampleAppOpenAd) {}
    /// The network closed the ad.
    public func appOpenAdDidDismiss(_ appOpenAd: SampleAppOpenAd) { presentation.receive(.didDismiss) }
    /// The network's click.
    public func appOpenWillLeaveApplication(_ appOpenAd: SampleAppOpenAd) { presentation.receive(.click) }

    // MARK: SampleAppOpenAdDelegateAdditions

    /// The network's impression.
    public func appOpenAdDidRecordImpression(_ appOpenAd: SampleAppOpenAd) { presentation.receive(.impression) }
    /// The network is about to close the ad.
    public func appOpenAdWillDismiss(_ appOpenAd: SampleAppOpenAd) { presentation.receive(.willDismiss) }

    /// The network could not show the ad.
    package func appOpenAd(_ appOpenAd: SampleAppOpenAd, didFailToPresentWith error: SamplePresentationError) {
        presentation.receive(.failedToPresent(SampleCustomEventError.presentationFailure(error)))
    }
}
