import AdapterConformance
import BrokenAdapters
import ConformanceVocabulary
import SampleAdSDKFixture
import SampleCustomEvent
import ScriptedNetwork
import Testing

/// An adapter that goes silent after the network answered swallowed the answer: LOAD-3's
/// verdict, naming the answer; LOAD-1 ("called 0 times") says so only where LOAD-3 is not cited.
@MainActor
@Suite struct LoadSilenceTests {
    static let swallowing: AdapterFixture = {
        let entry = BrokenAdapterCatalog.entry(named: "broken-load-3-unretained-load")!
        return .sampleSDKStandIn(name: entry.name, summary: entry.summary, makeAdapter: entry.makeAdapter)
    }()

    static func scenario(_ rules: [RuleID]) -> Scenario {
        Scenario(
            id: "banner.load.swallowed", title: "a swallowed answer", format: .banner, rules: rules,
            loads: [NetworkScript(answers: [NetworkAnswer(.ad(.standard), afterMilliseconds: 5)])])
    }

    static func outcome(_ rule: RuleID, _ result: ScenarioResult) -> RuleOutcome? {
        result.outcomes.first { $0.ruleID == rule }
    }

    @Test func silenceAfterAnAnswerIsLOAD3NamingTheAnswer() async {
        let result = await ConformanceEngine.run(Self.scenario([.load1, .load3]), fixture: Self.swallowing)
        let load3 = Self.outcome(.load3, result)
        #expect(load3?.verdict.isViolated == true, "\(result.trace.text)")
        #expect(load3?.verdict.text.contains("answered with an ad") == true, "\(load3?.verdict.text ?? "")")
        #expect(Self.outcome(.load1, result)?.verdict.isViolated == false, "LOAD-1 repeats LOAD-3's finding")
    }

    @Test func withoutLOAD3LOAD1NamesTheSwallowedAnswer() async {
        let result = await ConformanceEngine.run(Self.scenario([.load1]), fixture: Self.swallowing)
        let load1 = Self.outcome(.load1, result)
        #expect(load1?.verdict.isViolated == true)
        #expect(load1?.verdict.text.contains("swallowed it (LOAD-3)") == true, "\(load1?.verdict.text ?? "")")
    }

    @Test func theReferencePassesBoth() async {
        let reference = AdapterFixture.sampleSDKStandIn(name: "reference", summary: "reference") { SampleCustomEvent() }
        let result = await ConformanceEngine.run(Self.scenario([.load1, .load3]), fixture: reference)
        #expect(result.failures.isEmpty, "\(result.failures)")
    }
}
