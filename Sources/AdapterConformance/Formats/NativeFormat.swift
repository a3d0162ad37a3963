import ConformanceVocabulary
import Foundation
import GoogleMobileAds

/// Native ads: loader options in the request; after loading the SDK maps the assets, and
/// the scenario may render, click, show and untrack the ad.
struct NativeFormat: FormatDriver {
    var loadMember: OptionalMember { .loadNativeAd }

    @MainActor func load(
        _ adapter: any MediationAdapter, request: ScenarioRequest, recorder: LoadRecorder, sentinel: HandlerSentinel
    ) {
        let common = ConfigurationFactory.Common(request, format: .native)
        let configuration = MediationNativeAdConfiguration(
            options: request.options.map(ConfigurationFactory.loaderOptions),
            credentials: common.credentials, bidResponse: common.bidResponse,
            topViewController: common.topViewController, watermark: common.watermark,
            isTestRequest: common.isTestRequest, childDirectedTreatment: common.childDirectedTreatment)
        adapter.loadNativeAd(for: configuration, completionHandler: recorder.handler(sentinel: sentinel))
    }

    @MainActor func inspect(_ ad: AnyObject, load: Int, in inspection: any LoadInspection) {
        guard let native = ad as? any MediationNativeAd else { return }
        let (snapshot, defaulted) = inspection.timed(.nativeAdAssets, main: true) {
            NativeAdSnapshotter.snapshot(native)
        }
        for member in defaulted.sorted(by: { $0.rawValue < $1.rawValue }) where Self.reportedDefaults.contains(member) {
            inspection.host.record(.defaulted(member), load: load)
        }
        inspection.host.record(.assets(snapshot), load: load)
    }

    /// Defaults worth a trace line: the ones rules care about.
    static let reportedDefaults: Set<OptionalMember> = [
        .hasVideoContent, .adChoicesView, .mediaView, .handlesUserClicks, .handlesUserImpressions,
    ]
}
