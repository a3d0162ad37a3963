import Foundation
import GoogleMobileAds

/// App-open ads: full screen while the app comes to the foreground.
struct AppOpenFormat: FullScreenFormatDriver {
    var loadMember: OptionalMember { .loadAppOpenAd }

    @MainActor func load(
        _ adapter: any MediationAdapter, request: ScenarioRequest, recorder: LoadRecorder, sentinel: HandlerSentinel
    ) {
        let common = ConfigurationFactory.Common(request, format: .appOpen)
        let configuration = MediationAppOpenAdConfiguration(
            credentials: common.credentials, bidResponse: common.bidResponse,
            topViewController: common.topViewController, watermark: common.watermark,
            isTestRequest: common.isTestRequest, childDirectedTreatment: common.childDirectedTreatment)
        adapter.loadAppOpenAd(for: configuration, completionHandler: recorder.handler(sentinel: sentinel))
    }

    @MainActor func present(_ ad: AnyObject, from viewController: UIViewController) -> Bool {
        guard let ad = ad as? any MediationAppOpenAd else { return false }
        ad.present(from: viewController)
        return true
    }
}
