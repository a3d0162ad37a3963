import AdapterConformance
import ConformanceVocabulary
import Dispatch
import GoogleMobileAds
import SampleAdSDKFixture
import SampleCustomEvent
import ScriptedNetwork
import Testing

/// The engine drains the main queue with chained main-queue blocks instead of suspending
/// (see MainQueue); an adapter that hops to the main queue, even twice, must still have its
/// work done inside the scenario and before the engine's next step.
@MainActor
@Suite struct MainQueueHopTests {
    /// The reference adapter, but it starts its load only after two hops through the main queue.
    final class HoppingAdapter: SampleCustomEvent {
        override func loadNativeAd(
            for adConfiguration: MediationNativeAdConfiguration,
            completionHandler: @escaping GADMediationNativeLoadCompletionHandler
        ) {
            let configuration = LegacyTransfer(adConfiguration)
            let handler = LegacyTransfer(completionHandler)
            let adapter = LegacyTransfer(self)
            DispatchQueue.main.async {
                DispatchQueue.main.async {
                    adapter.value.load(configuration.value, handler.value)
                }
            }
        }

        private func load(
            _ configuration: MediationNativeAdConfiguration,
            _ handler: @escaping GADMediationNativeLoadCompletionHandler
        ) {
            super.loadNativeAd(for: configuration, completionHandler: handler)
        }
    }

    let fixture = AdapterFixture.sampleSDKStandIn(name: "hopping", summary: "hops to the main queue") {
        HoppingAdapter()
    }

    @Test func loadStartedAfterTwoMainQueueHopsCompletesWithinTheScenario() async {
        let scenario = Scenario(
            id: "hop.native.two-hops", title: "two hops", format: .native, rules: [.load1, .load2],
            loads: [NetworkScript(answers: [NetworkAnswer(.ad(.standard), afterMilliseconds: 5)])],
            steps: [.render, .impression])
        let result = await ConformanceEngine.run(scenario, fixture: fixture)
        let kinds = result.trace.events.map(\.kind)
        let completion = kinds.firstIndex { if case .completion(_, let ad, _) = $0 { ad != nil } else { false } }
        let render = kinds.firstIndex { if case .render = $0 { true } else { false } }
        #expect(completion != nil, "the hopped load never completed:\n\(result.trace.text)")
        #expect(render != nil)
        if let completion, let render { #expect(completion < render, "the engine moved on before the hop ran") }
        #expect(!kinds.contains { if case .note(let text) = $0 { text.contains("load window") } else { false } })
        #expect(result.trace.events.allSatisfy { $0.thread == .main })
        #expect(result.failures.isEmpty, "\(result.failures)")
    }

    @Test func tracesStayDeterministic() async {
        let scenario = Scenario(
            id: "hop.native.deterministic", title: "same trace twice", format: .native, rules: [.load1],
            loads: [
                NetworkScript(answers: [NetworkAnswer(.ad(.standard), afterMilliseconds: 3, on: .background(lane: 1))])
            ],
            steps: [.render, .click(asset: "headline"), .impression])
        let first = await ConformanceEngine.run(scenario, fixture: fixture)
        let second = await ConformanceEngine.run(scenario, fixture: fixture)
        #expect(first.trace == second.trace)
    }
}
