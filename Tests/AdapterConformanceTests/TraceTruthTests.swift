import AdapterConformance
import ConformanceVocabulary
import Foundation
import GoogleMobileAds
import SampleAdSDKFixture
import SampleCustomEvent
import ScriptedNetwork
import Testing

/// The trace says who scheduled what: only the delivery of a scripted answer reads as the
/// network's answer; work a fixture or a network schedules for itself (a set-up completion, a
/// refusal, a download) runs on the clock without being shown as one.
@MainActor
@Suite struct TraceTruthTests {
    /// The reference, but its set-up completes from work it schedules on the network's clock.
    final class ScheduledSetUpAdapter: SampleCustomEvent {
        override class func setUp(
            with configuration: MediationServerConfiguration,
            completionHandler: @escaping GADMediationAdapterSetUpCompletionBlock
        ) {
            let done = LegacyTransfer(completionHandler)
            guard let host = NetworkEnvironment.host else { return completionHandler(nil) }
            host.schedule(afterMilliseconds: 5, on: .main) { done.value(nil) }
        }
    }

    static func answers(_ result: ScenarioResult) -> [TraceEvent] {
        result.trace.events.filter { if case .networkAnswer = $0.kind { true } else { false } }
    }

    @Test func aFixturesOwnWorkIsNotAScriptedAnswer() async {
        let fixture = AdapterFixture.sampleSDKStandIn(name: "scheduled-set-up", summary: "schedules its set-up") {
            ScheduledSetUpAdapter()
        }
        let scenario = Scenario(
            id: "adapter.setup.scheduled", title: "set-up on the clock", format: .setUp, rules: [.adp2])
        let result = await ConformanceEngine.run(scenario, fixture: fixture)
        let completed = result.trace.events.contains { if case .setUpCompleted = $0.kind { true } else { false } }
        #expect(completed, "\(result.trace.text)")
        #expect(Self.answers(result).isEmpty, "shown as a network answer:\n\(result.trace.text)")
    }

    @Test func scriptedAnswersStillReadAsAnswers() async {
        let fixture = AdapterFixture.sampleSDKStandIn(name: "reference", summary: "reference") { SampleCustomEvent() }
        let scenario = Scenario(
            id: "banner.load.twice", title: "two answers", format: .banner, rules: [.load1],
            loads: [
                NetworkScript(answers: [
                    NetworkAnswer(.ad(.standard), afterMilliseconds: 5),
                    NetworkAnswer(.failure(code: 3), afterMilliseconds: 9),
                ])
            ])
        let result = await ConformanceEngine.run(scenario, fixture: fixture)
        let texts = Self.answers(result).map { if case .networkAnswer(let text) = $0.kind { text } else { "" } }
        #expect(texts.count == 2, "\(result.trace.text)")
        #expect(texts.first?.contains("an ad") == true && texts.last?.contains("failure 3") == true, "\(texts)")
    }
}
