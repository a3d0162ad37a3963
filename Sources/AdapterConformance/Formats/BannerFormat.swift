import ConformanceVocabulary
import Foundation
import GoogleMobileAds
import ScriptedNetwork

/// Banners: a sized request; after loading the SDK reads the ad's view (BAN rules).
struct BannerFormat: FormatDriver {
    var loadMember: OptionalMember { .loadBanner }

    @MainActor func load(
        _ adapter: any MediationAdapter, request: ScenarioRequest, recorder: LoadRecorder, sentinel: HandlerSentinel
    ) {
        let common = ConfigurationFactory.Common(request, format: .banner)
        let configuration = MediationBannerAdConfiguration(
            adSize: AdSize(size: CGSize(width: request.adWidth, height: request.adHeight), flags: 0),
            credentials: common.credentials, bidResponse: common.bidResponse,
            topViewController: common.topViewController, watermark: common.watermark,
            isTestRequest: common.isTestRequest, childDirectedTreatment: common.childDirectedTreatment)
        adapter.loadBanner(for: configuration, completionHandler: recorder.handler(sentinel: sentinel))
    }

    @MainActor func inspect(_ ad: AnyObject, load: Int, in inspection: any LoadInspection) {
        guard let banner = ad as? any MediationBannerAd else { return }
        let view = inspection.timed(.bannerView, main: true) { banner.view }
        let isNetworkView = inspection.fixture.bannerViewTypes.contains { type(of: view).isSubclass(of: $0) }
        inspection.host.record(
            .bannerView(
                BannerSnapshot(
                    type: TypeName.of(view), width: Double(view.frame.width),
                    height: Double(view.frame.height), isNetworkView: isNetworkView,
                    isFetchingView: inspection.host.adView(load: load) === view)), load: load)
    }
}
