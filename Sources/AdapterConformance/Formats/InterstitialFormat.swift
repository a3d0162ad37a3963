import Foundation
import GoogleMobileAds

/// Interstitials: shown once, full screen, from the view controller the SDK passes.
struct InterstitialFormat: FullScreenFormatDriver {
    var loadMember: OptionalMember { .loadInterstitial }

    @MainActor func load(
        _ adapter: any MediationAdapter, request: ScenarioRequest, recorder: LoadRecorder, sentinel: HandlerSentinel
    ) {
        let common = ConfigurationFactory.Common(request, format: .interstitial)
        let configuration = MediationInterstitialAdConfiguration(
            credentials: common.credentials, bidResponse: common.bidResponse,
            topViewController: common.topViewController, watermark: common.watermark,
            isTestRequest: common.isTestRequest, childDirectedTreatment: common.childDirectedTreatment)
        adapter.loadInterstitial(for: configuration, completionHandler: recorder.handler(sentinel: sentinel))
    }

    @MainActor func present(_ ad: AnyObject, from viewController: UIViewController) -> Bool {
        guard let ad = ad as? any MediationInterstitialAd else { return false }
        ad.present(from: viewController)
        return true
    }
}
