import Foundation
import GoogleMobileAds

/// Rewarded ads: full screen, and the user earns a reward the adapter forwards (RWD rules).
struct RewardedFormat: FullScreenFormatDriver {
    var loadMember: OptionalMember { .loadRewardedAd }

    @MainActor func load(
        _ adapter: any MediationAdapter, request: ScenarioRequest, recorder: LoadRecorder, sentinel: HandlerSentinel
    ) {
        let common = ConfigurationFactory.Common(request, format: .rewarded)
        let configuration = MediationRewardedAdConfiguration(
            credentials: common.credentials, bidResponse: common.bidResponse,
            topViewController: common.topViewController, watermark: common.watermark,
            isTestRequest: common.isTestRequest, childDirectedTreatment: common.childDirectedTreatment)
        adapter.loadRewardedAd(for: configuration, completionHandler: recorder.handler(sentinel: sentinel))
    }

    @MainActor func present(_ ad: AnyObject, from viewController: UIViewController) -> Bool {
        guard let ad = ad as? any MediationRewardedAd else { return false }
        ad.present(from: viewController)
        return true
    }
}
