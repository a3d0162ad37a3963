import AdapterConformance
import ConformanceVocabulary
import Foundation
import GoogleMobileAds
import SampleAdSDK
import SampleAdSDKFixture
import SampleCustomEvent
import ScriptedNetwork

/// Shared by the rule-check suites: the reference fixture, a runner that returns one rule's
/// verdict, and `TamperingAdapter`, the reference adapter with one deliberate defect at a time.
@MainActor
enum RuleCheckSupport {
    static let reference = AdapterFixture.sampleSDKStandIn(name: "SampleCustomEvent", summary: "reference") {
        SampleCustomEvent()
    }

    /// The reference adapter with `tamper` applied.
    static func tampered(_ tamper: Tamper) -> AdapterFixture {
        AdapterFixture.sampleSDKStandIn(name: "Tampered", summary: "reference with a defect") {
            TamperingAdapter(tamper)
        }
    }

    /// Runs `scenario` and returns the outcome of `rule` (which the scenario must cite).
    static func verdict(
        _ rule: RuleID, _ scenario: Scenario, fixture: AdapterFixture = reference
    ) async -> (verdict: RuleOutcome.Verdict, result: ScenarioResult) {
        var scenario = scenario
        if !scenario.rules.contains(rule) { scenario.rules.append(rule) }
        let result = await ConformanceEngine.run(scenario, fixture: fixture)
        let outcome = result.outcomes.first { $0.ruleID == rule }
        return (outcome?.verdict ?? .skipped("rule not judged"), result)
    }

    static func native(
        _ id: String, request: ScenarioRequest = ScenarioRequest(), ad: NetworkAd = .standard,
        publisher: PublisherSetup = PublisherSetup(), steps: [ScenarioStep] = []
    ) -> Scenario {
        Scenario(
            id: "rulecheck.\(id)", title: id, format: .native, rules: [], request: request,
            loads: [.deliver(ad)], publisher: publisher, steps: steps)
    }

    static func banner(_ id: String, request: ScenarioRequest = ScenarioRequest(), steps: [ScenarioStep] = [])
        -> Scenario
    {
        Scenario(
            id: "rulecheck.\(id)", title: id, format: .banner, rules: [], request: request, loads: [.deliver()],
            steps: steps)
    }
}

extension RuleOutcome.Verdict {
    var isPassed: Bool { self == .passed }
    var isViolated: Bool { if case .violated = self { true } else { false } }
    var skipReason: String? { if case .skipped(let reason) = self { reason } else { nil } }
    /// Findings as one line, for failure messages and content checks.
    var text: String {
        switch self {
        case .passed: "passed"
        case .skipped(let reason): "skipped: \(reason)"
        case .violated(let findings):
            findings.map { "expected \($0.expected); got \($0.actual)" }.joined(separator: " | ")
        }
    }
}

/// One deliberate defect (or several) on top of the reference adapter.
struct Tamper: Sendable {
    // The request the adapter makes.
    var adUnitSuffix: String?
    var flipTestMode = false
    var dropLoaderOptions = false
    var disableImageLoading = false
    var dropChildDirected = false
    var failOnUnknownOptions = false
    var bannerSize: CGSize?
    // The mapped native ad.
    var emptyStringsForMissingAssets = false
    var alteredHeadline: String?
    var extraAssets: [String: String]?
    var fileURLIcon = false
    var hideAdChoicesView = false
    var secondAdChoicesViewInDidRender = false
    var adChoicesCorner: AdChoicesPosition?
    var claimsVideo: Bool?
    var dropMediaView = false
    /// Draws a video view into the SDK's own media view in `didRender` (a network that
    /// renders into the SDK's views).
    var drawVideoIntoSDKMediaView = false
    var dropImages = false
    // Tracking.
    var handlesUserClicks: Bool?
    var handlesUserImpressions: Bool?
    var reportClickOnSDKClick = false
    var forwardSDKClicks = true
    var reportImpressionOnSDKImpression = false
    var forwardSDKImpressions = true
    var forwardDidRender = true
    var forwardNetworkClicks = true
    var forwardNetworkImpressions = true
    var clickControlURL: String?
    // Events towards the SDK.
    var droppedDelegateCalls: Set<String> = []
    var doubledDelegateCalls: Set<String> = []
    // Banner.
    var plainBannerView = false
}

/// The reference adapter, with the request, the mapped ad and the event delegate bent by a `Tamper`.
final class TamperingAdapter: NSObject, MediationAdapter {
    private let inner = SampleCustomEvent()
    private let tamper: Tamper

    init(_ tamper: Tamper) {
        self.tamper = tamper
        super.init()
    }

    /// The SDK needs a no-argument initializer; tests always go through `init(_:)`.
    override convenience init() { self.init(Tamper()) }

    static func adapterVersion() -> VersionNumber { SampleCustomEvent.adapterVersion() }
    static func adSDKVersion() -> VersionNumber { SampleCustomEvent.adSDKVersion() }
    static func networkExtrasClass() -> AdNetworkExtras.Type? { SampleCustomEvent.networkExtrasClass() }

    private func credentials(_ original: MediationCredentials) -> MediationCredentials {
        guard let suffix = tamper.adUnitSuffix else { return original }
        var settings = original.settings
        settings["parameter"] = ((settings["parameter"] as? String) ?? "") + suffix
        return MediationCredentials(format: original.format, settings: settings)
    }

    private func childDirected(_ value: NSNumber?) -> NSNumber? { tamper.dropChildDirected ? nil : value }

    func loadNativeAd(
        for configuration: MediationNativeAdConfiguration,
        completionHandler: @escaping GADMediationNativeLoadCompletionHandler
    ) {
        if tamper.failOnUnknownOptions,
            configuration.options.contains(where: {
                !($0 is NativeAdImageAdLoaderOptions || $0 is NativeAdMediaAdLoaderOptions
                    || $0 is NativeAdViewAdOptions)
            })
        {
            _ = completionHandler(
                nil,
                NSError(domain: "Tampered", code: 7, userInfo: [NSLocalizedDescriptionKey: "Unknown loader option."]))
            return
        }
        var options = tamper.dropLoaderOptions ? [] : configuration.options
        if tamper.disableImageLoading {
            let image = NativeAdImageAdLoaderOptions()
            image.isImageLoadingDisabled = true
            options.append(image)
        }
        let bent = MediationNativeAdConfiguration(
            options: options, credentials: credentials(configuration.credentials),
            topViewController: configuration.topViewController,
            isTestRequest: tamper.flipTestMode ? !configuration.isTestRequest : configuration.isTestRequest,
            childDirectedTreatment: childDirected(configuration.childDirectedTreatment))
        let tamper = self.tamper
        inner.loadNativeAd(for: bent) { ad, error in
            guard let base = ad as? SampleMediatedNativeAd else { return completionHandler(ad, error) }
            let wrapped = TamperedNativeAd(base: base, tamper: tamper)
            let delegate = completionHandler(wrapped, error)
            let proxy = delegate.map { TamperedEventDelegate(real: $0, tamper: tamper) }
            wrapped.eventDelegate = proxy
            return proxy
        }
    }

    func loadBanner(
        for configuration: MediationBannerAdConfiguration,
        completionHandler: @escaping GADMediationBannerLoadCompletionHandler
    ) {
        let bent = MediationBannerAdConfiguration(
            adSize: tamper.bannerSize.map { AdSize(size: $0, flags: 0) } ?? configuration.adSize,
            credentials: credentials(configuration.credentials), topViewController: configuration.topViewController,
            isTestRequest: tamper.flipTestMode ? !configuration.isTestRequest : configuration.isTestRequest,
            childDirectedTreatment: childDirected(configuration.childDirectedTreatment))
        let tamper = self.tamper
        inner.loadBanner(for: bent) { ad, error in
            guard let base = ad else { return completionHandler(nil, error) }
            let wrapped = TamperedBanner(base: base, plainView: tamper.plainBannerView)
            return completionHandler(wrapped, error).map { TamperedEventDelegate(real: $0, tamper: tamper) }
        }
    }
}

/// A banner whose view may be swapped for a plain view.
final class TamperedBanner: NSObject, MediationBannerAd {
    private let base: any MediationBannerAd
    private let plain: UIView?
    init(base: any MediationBannerAd, plainView: Bool) {
        self.base = base
        self.plain = plainView ? UIView(frame: base.view.frame) : nil
    }
    var view: UIView { plain ?? base.view }
}

/// Forwards the adapter's events to the SDK, dropping or doubling the ones the tamper names.
final class TamperedEventDelegate: NSObject, MediationNativeAdEventDelegate, MediationBannerAdEventDelegate {
    private let real: any MediationAdEventDelegate
    private let tamper: Tamper
    init(real: any MediationAdEventDelegate, tamper: Tamper) {
        self.real = real
        self.tamper = tamper
    }

    private func pass(_ name: String, _ call: () -> Void) {
        guard !tamper.droppedDelegateCalls.contains(name) else { return }
        call()
        if tamper.doubledDelegateCalls.contains(name) { call() }
    }

    func reportImpression() { pass("reportImpression()") { real.reportImpression() } }
    func reportClick() { pass("reportClick()") { real.reportClick() } }
    func willPresentFullScreenView() { pass("willPresentFullScreenView()") { real.willPresentFullScreenView() } }
    func didFailToPresentWithError(_ error: Error) { real.didFailToPresentWithError(error) }
    func willDismissFullScreenView() { pass("willDismissFullScreenView()") { real.willDismissFullScreenView() } }
    func didDismissFullScreenView() { pass("didDismissFullScreenView()") { real.didDismissFullScreenView() } }
    func willBackgroundApplication() { (real as? MediationBannerAdEventDelegate)?.willBackgroundApplication() }
    private var native: (any MediationNativeAdEventDelegate)? { real as? MediationNativeAdEventDelegate }
    func didPlayVideo() { pass("didPlayVideo()") { native?.didPlayVideo() } }
    func didPauseVideo() { pass("didPauseVideo()") { native?.didPauseVideo() } }
    func didEndVideo() { pass("didEndVideo()") { native?.didEndVideo() } }
    func didMuteVideo() { pass("didMuteVideo()") { native?.didMuteVideo() } }
    func didUnmuteVideo() { pass("didUnmuteVideo()") { native?.didUnmuteVideo() } }
}

/// The reference's mapped ad with assets and tracking bent by a tamper. It takes over as the
/// network ad's delegate so it can forward (or not) the network's own clicks and impressions.
final class TamperedNativeAd: NSObject, MediationNativeAd, SampleNativeAdDelegate {
    private let base: SampleMediatedNativeAd
    private let tamper: Tamper
    var eventDelegate: (any MediationNativeAdEventDelegate)?

    init(base: SampleMediatedNativeAd, tamper: Tamper) {
        self.base = base
        self.tamper = tamper
        super.init()
        base.nativeAd.delegate = self
    }

    private func text(_ value: String?) -> String? { value ?? (tamper.emptyStringsForMissingAssets ? "" : nil) }

    var headline: String? { tamper.alteredHeadline ?? text(base.headline) }
    var body: String? { text(base.body) }
    var callToAction: String? { text(base.callToAction) }
    var advertiser: String? { text(base.advertiser) }
    var store: String? { text(base.store) }
    var price: String? { text(base.price) }
    var starRating: NSDecimalNumber? { base.starRating ?? (tamper.emptyStringsForMissingAssets ? 0 : nil) }
    var images: [NativeAdImage]? { tamper.dropImages ? nil : base.images }
    var icon: NativeAdImage? {
        guard tamper.fileURLIcon else { return base.icon }
        return NativeAdImage(url: URL(fileURLWithPath: base.nativeAd.iconURL ?? "icon.png"), scale: 0)
    }
    var extraAssets: [String: Any]? { tamper.extraAssets ?? base.extraAssets }
    var adChoicesView: UIView? { tamper.hideAdChoicesView ? nil : base.adChoicesView }
    var mediaView: UIView? { tamper.dropMediaView ? nil : base.mediaView }
    var hasVideoContent: Bool { tamper.claimsVideo ?? base.hasVideoContent }
    var mediaContentAspectRatio: CGFloat { base.mediaContentAspectRatio }
    var duration: TimeInterval { base.duration }
    var currentTime: TimeInterval { base.currentTime }

    func handlesUserClicks() -> Bool { tamper.handlesUserClicks ?? base.handlesUserClicks() }
    func handlesUserImpressions() -> Bool { tamper.handlesUserImpressions ?? base.handlesUserImpressions() }

    func didRender(
        in view: UIView, clickableAssetViews: [NativeAssetIdentifier: UIView],
        nonclickableAssetViews: [NativeAssetIdentifier: UIView], viewController: UIViewController
    ) {
        if tamper.forwardDidRender {
            base.didRender(
                in: view, clickableAssetViews: clickableAssetViews, nonclickableAssetViews: nonclickableAssetViews,
                viewController: viewController)
        }
        if tamper.drawVideoIntoSDKMediaView, let media = clickableAssetViews[.mediaViewAsset] {
            media.addSubview(UIView(frame: media.bounds))
        }
        if tamper.secondAdChoicesViewInDidRender {
            let info = SampleAdInfoView()
            info.frame = CGRect(x: 0, y: 300, width: 20, height: 20)
            view.addSubview(info)
        }
        if let corner = tamper.adChoicesCorner, let choices = adChoicesView {
            let x: CGFloat = corner == .topLeftCorner || corner == .bottomLeftCorner ? 0 : view.frame.width - 20
            let y: CGFloat = corner == .topLeftCorner || corner == .topRightCorner ? 0 : view.frame.height - 20
            choices.frame = CGRect(x: x, y: y, width: 20, height: 20)
        }
        if let link = tamper.clickControlURL, let url = URL(string: link) {
            for assetView in clickableAssetViews.values {
                assetView.addSubview(
                    UIButton(frame: assetView.bounds, primaryAction: UIAction { _ in UIApplication.shared.open(url) }))
            }
        }
    }

    func didRecordImpression() {
        if tamper.forwardSDKImpressions { base.didRecordImpression() }
        if tamper.reportImpressionOnSDKImpression { eventDelegate?.reportImpression() }
    }

    func didRecordClickOnAsset(
        withName assetName: NativeAssetIdentifier, view: UIView, viewController: UIViewController
    ) {
        if tamper.forwardSDKClicks {
            base.didRecordClickOnAsset(withName: assetName, view: view, viewController: viewController)
        }
        if tamper.reportClickOnSDKClick { eventDelegate?.reportClick() }
    }

    func didUntrackView(_ view: UIView?) { base.didUntrackView(view) }

    // The network's own reports.
    func nativeAdDidRecordClick(_ nativeAd: SampleNativeAd) {
        if handlesUserClicks(), tamper.forwardNetworkClicks { eventDelegate?.reportClick() }
    }
    func nativeAdDidRecordImpression(_ nativeAd: SampleNativeAd) {
        if handlesUserImpressions(), tamper.forwardNetworkImpressions { eventDelegate?.reportImpression() }
    }
    func nativeAdDidPlayVideo(_ nativeAd: SampleNativeAd) { eventDelegate?.didPlayVideo() }
    func nativeAdDidPauseVideo(_ nativeAd: SampleNativeAd) { eventDelegate?.didPauseVideo() }
    func nativeAdDidEndVideo(_ nativeAd: SampleNativeAd) { eventDelegate?.didEndVideo() }
    func nativeAdDidMuteVideo(_ nativeAd: SampleNativeAd) { eventDelegate?.didMuteVideo() }
    func nativeAdDidUnmuteVideo(_ nativeAd: SampleNativeAd) { eventDelegate?.didUnmuteVideo() }
}
