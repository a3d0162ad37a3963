import Foundation
import GoogleMobileAds
import SampleAdSDK

/// Loads one Sample Ad SDK rewarded ad for one `loadRewardedAd` or
/// `loadRewardedInterstitialAd` call (the network serves both from the same ad type),
/// completes exactly once, presents it at most once, and pays the reward once.
public final class SampleCustomEventRewarded: NSObject, MediationRewardedAd, SampleRewardedAdDelegate,
    SampleRewardedAdDelegateAdditions
{
    /// Whether the SDK asked for a rewarded interstitial, which the network records as such.
    private let isRewardedInterstitial: Bool
    /// The network's ad; kept because it holds this object only weakly.
    private var rewardedAd: SampleRewardedAd?
    /// The guarded SDK completion.
    private var completion: CompletionOnce<any MediationRewardedAd, any MediationRewardedAdEventDelegate>?
    /// The single presentation and the SDK's event delegate, kept past dismissal for a late
    /// reward (RWD-2).
    private let presentation = FullScreenPresentation()

    /// Creates a loader for one rewarded (or rewarded interstitial) load.
    public init(rewardedInterstitial: Bool = false) {
        isRewardedInterstitial = rewardedInterstitial
        super.init()
    }

    /// Harness-only: a loader that forwards each reward the network reports as it comes,
    /// shown or not, as production adapters that trust their network do.
    package convenience init(rewardedInterstitial: Bool, forwardingRewardsAsReported: Bool) {
        self.init(rewardedInterstitial: rewardedInterstitial)
        presentation.forwardsRewardsAsReported = forwardingRewardsAsReported
    }

    /// Starts the load; fails at once, without fetching, when the ad unit is missing (LOAD-8).
    public func loadRewardedAd(
        for adConfiguration: MediationRewardedAdConfiguration,
        completionHandler: @escaping GADMediationRewardedLoadCompletionHandler
    ) {
        let completion = CompletionOnce(completionHandler)
        self.completion = completion
        guard let adUnit = ServerParameter.adUnit(in: adConfiguration.credentials) else {
            completion.complete(nil, SampleCustomEventError.missingAdUnit)
            return
        }
        let rewardedAd = SampleRewardedAd(adUnitID: adUnit)
        rewardedAd.isRewardedInterstitial = isRewardedInterstitial
        rewardedAd.delegate = self
        self.rewardedAd = rewardedAd
        rewardedAd.fetch(SampleAdRequest.make(for: adConfiguration))
    }

    /// Presents the ad once, from the view controller the SDK passed in (FUL-1). A network
    /// without a ready ad is not asked at all: the SDK hears why (FUL-3).
    public func present(from viewController: UIViewController) {
        guard presentation.begin() else { return }
        guard let rewardedAd, rewardedAd.isReady else {
            return presentation.receive(.failedToPresent(SampleCustomEventError.presentationFailure(.notReady)))
        }
        rewardedAd.present(fromRootViewController: viewController)
    }

    // MARK: SampleRewardedAdDelegate

    /// Completes with this object as the ad; the first answer wins and keeps the event delegate.
    public func rewardedAdDidReceive(_ rewardedAd: SampleRewardedAd) {
        guard let handler = completion?.claim() else { return }
        presentation.connect(handler(self, nil))
    }

    /// Completes with an error naming the network's code, unless the load already completed.
    public func rewardedAdDidFailToLoadWithError(_ errorCode: SampleErrorCode) {
        completion?.complete(nil, SampleCustomEventError.loadFailure(errorCode))
    }

    /// The network's reward; the amount is the network's business, the SDK's reward is the
    /// one the publisher configured.
    public func rewardedAd(_ rewardedAd: SampleRewardedAd, userDidEarnReward reward: UInt) {
        presentation.receive(.reward)
    }

    /// The network covers the screen.
    public func rewardedAdDidPresent(_ rewardedAd: SampleRewardedAd) { presentation.receive(.willPresent) }
    /// The network closed the ad.
    public func rewardedAdDidDismiss(_ rewardedAd: SampleRewardedAd) { presentation.receive(.didDismiss) }

    // MARK: SampleRewardedAdDelegateAdditions

    /// The network's impression.
    public func rewardedAdDidRecordImpression(_ rewardedAd: SampleRewardedAd) { presentation.receive(.impression) }
    /// The network's click.
    public func rewardedAdDidRecordClick(_ rewardedAd: SampleRewardedAd) { presentation.receive(.click) }
    /// The network is about to close the ad.
    public func rewardedAdWillDismiss(_ rewardedAd: SampleRewardedAd) { presentation.receive(.willDismiss) }
    /// The ad's video started.
    public func rewardedAdDidStartVideo(_ rewardedAd: SampleRewardedAd) { presentation.receive(.videoStart) }
    /// The ad's video played to its end.
    public func rewardedAdDidEndVideo(_ rewardedAd: SampleRewardedAd) { presentation.receive(.videoEnd) }

    /// The network could not show the ad.
    package func rewardedAd(_ rewardedAd: SampleRewardedAd, didFailToPresentWith error: SamplePresentationError) {
        presentation.receive(.failedToPresent(SampleCustomEventError.presentationFailure(error)))
    }
}
