import Foundation
import GoogleMobileAds

/// Rewarded interstitials: rewarded ads the app shows without asking first; the SDK loads them through their own adapter method.
struct RewardedInterstitialFormat: FullScreenFormatDriver {
    var loadMember: OptionalMember { .loadRewardedInterstitialAd }

    @MainActor func load(
        _ adapter: any MediationAdapter, request: ScenarioRequest, recorder: LoadRecorder, sentinel: HandlerSentinel
    ) {
        let common = ConfigurationFactory.Common(request, format: .rewardedInterstitial)
        let configuration = MediationRewardedAdConfiguration(
            credentials: common.credentials, bidResponse: common.bidResponse,
            topViewController: common.topViewController, watermark: common.watermark,
            isTestRequest: common.isTestRequest, childDirectedTreatment: common.childDirectedTreatment)
        adapter.loadRewardedInterstitialAd(for: configuration, completionHandler: recorder.handler(sentinel: sentinel))
    }

    @MainActor func present(_ ad: AnyObject, from viewController: UIViewController) -> Bool {
        guard let ad = ad as? any MediationRewardedAd else { return false }
        ad.present(from: viewController)
        return true
    }
}
