import AdapterConformance
import ConformanceVocabulary
import Foundation
import GoogleMobileAds
import SampleCustomEvent
import ScriptedNetwork
import UIKit

/// Part 1: what the engine adds to one typical scenario (native load, render, click on the
/// headline, impression) over making the same adapter calls directly.
@MainActor
enum OverheadPart {
    struct Figures {
        var engine: Double
        var bare: Double
        var ratio: Double
    }

    /// The typical scenario, built in code so edits to the catalog do not move this figure.
    static let scenario = Scenario(
        id: "benchmark.native.load-render-click-impression", title: "load, render, click, impression",
        format: .native, rules: [.load1, .load2, .clk1, .imp1],
        loads: [NetworkScript(answers: [NetworkAnswer(.ad(.standard))])],
        publisher: PublisherSetup(installedAppSchemes: ["sample"]),
        steps: [.render, .click(asset: "headline"), .impression])

    /// Medians of `iterations` single-scenario timings, for each of `runs` runs. Each run
    /// alternates the two sides in slices (twenty scenarios, then four batches of bare calls)
    /// so that both see the same conditions: measured one block after the other, a burst of
    /// the machine's other load during one block moved the ratio alone.
    static func measure(fixture: AdapterFixture, runs: Int, iterations: Int) async -> [Figures] {
        for _ in 0..<50 { _ = await ConformanceEngine.run(scenario, fixture: fixture) }  // warm up
        for _ in 0..<500 { BareLoad.once() }
        // The bare calls take a few microseconds: time batches and divide.
        let slice = 20, batch = 50, batchesPerSlice = 4
        var figures: [Figures] = []
        for _ in 0..<runs {
            var engine: [Double] = []
            var bare: [Double] = []
            engine.reserveCapacity(iterations)
            for _ in 0..<max(1, iterations / slice) {
                for _ in 0..<slice {
                    let start = Measure.now()
                    let result = await ConformanceEngine.run(scenario, fixture: fixture)
                    engine.append(Double(Measure.now() - start) / 1e9)
                    precondition(
                        result.failures.isEmpty,
                        "the reference adapter failed the benchmark scenario: \(result.failures)")
                }
                for _ in 0..<batchesPerSlice {
                    let seconds = Measure.seconds { for _ in 0..<batch { BareLoad.once() } }
                    bare.append(seconds / Double(batch))
                }
            }
            let engineMedian = Measure.median(engine), bareMedian = Measure.median(bare)
            figures.append(Figures(engine: engineMedian, bare: bareMedian, ratio: engineMedian / bareMedian))
        }
        return figures
    }
}

/// The adapter calls of the typical scenario without the engine: the same configuration,
/// the same scripted answer (delivered synchronously), the same ad view and SDK calls.
@MainActor
enum BareLoad {
    private static let configuration = MediationNativeAdConfiguration(
        options: [], credentials: MediationCredentials(format: .native, settings: ["parameter": "sample-ad-unit"]),
        isTestRequest: false, childDirectedTreatment: nil)
    private static let events = SilentEventDelegate()
    private static let urls = IgnoringURLHandler()

    static func once() {
        let host = BareNetworkHost(script: NetworkScript(answers: [NetworkAnswer(.ad(.standard))]))
        let previousHost = NetworkEnvironment.install(host)
        let previousURLs = UIApplication.conformanceInstallURLHandler(urls)
        defer {
            NetworkEnvironment.install(previousHost)
            UIApplication.conformanceInstallURLHandler(previousURLs)
        }
        let adapter = SampleCustomEvent()
        let loaded = LoadedAd()
        adapter.loadNativeAd(for: configuration) { ad, _ in
            loaded.ad = ad
            return ad == nil ? nil : events
        }
        host.runPending()
        guard let ad = loaded.ad else { preconditionFailure("the bare load did not deliver an ad") }
        let adView = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 320))
        let headline = UILabel(frame: CGRect(x: 40, y: 0, width: 240, height: 20))
        headline.text = ad.headline
        adView.addSubview(headline)
        let media = UIView(frame: CGRect(x: 0, y: 160, width: 320, height: 160))
        adView.addSubview(media)
        if let choices = ad.adChoicesView { adView.addSubview(choices) }
        let viewController = UIViewController()
        ad.didRender(
            in: adView, clickableAssetViews: [.headlineAsset: headline, .mediaViewAsset: media],
            nonclickableAssetViews: [:], viewController: viewController)
        ad.didRecordClickOnAsset(with: .headlineAsset, view: headline, viewController: viewController)
        ad.didRecordImpression()
        adapter.hold()
    }
}

/// Keeps the adapter alive to the end of the bare run, as the engine does.
extension SampleCustomEvent {
    fileprivate func hold() { withExtendedLifetime(self) {} }
}

private final class LoadedAd: @unchecked Sendable {
    var ad: (any MediationNativeAd)?
}

private final class SilentEventDelegate: MediationNativeAdEventDelegate, @unchecked Sendable {
    func reportImpression() {}
    func reportClick() {}
    func willPresentFullScreenView() {}
    func didFailToPresentWithError(_ error: Error) {}
    func willDismissFullScreenView() {}
    func didDismissFullScreenView() {}
    func didPlayVideo() {}
    func didPauseVideo() {}
    func didEndVideo() {}
    func didMuteVideo() {}
    func didUnmuteVideo() {}
}

private struct IgnoringURLHandler: URLHandler {
    func canOpen(_ url: URL) -> Bool { true }
    func open(_ url: URL) -> Bool { true }
}
