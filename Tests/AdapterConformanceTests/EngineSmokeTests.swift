import AdapterConformance
import ConformanceVocabulary
import SampleAdSDKFixture
import SampleCustomEvent
import ScriptedNetwork
import Testing

@MainActor
@Suite struct EngineSmokeTests {
    let fixture = AdapterFixture.sampleSDKStandIn(name: "SampleCustomEvent", summary: "reference") {
        SampleCustomEvent()
    }

    @Test func nativeLoadTwiceCompletesOnce() async {
        let scenario = Scenario(
            id: "smoke.native.twice", title: "twice", format: .native, rules: [.load1, .load2, .load7],
            loads: [
                NetworkScript(answers: [
                    NetworkAnswer(.ad(.standard)), NetworkAnswer(.ad(.standard), afterMilliseconds: 5),
                ])
            ],
            steps: [.render, .click(asset: "headline"), .impression])
        let result = await ConformanceEngine.run(scenario, fixture: fixture)
        print(result.trace.text)
        #expect(result.failures.isEmpty, "\(result.failures)")
        #expect(result.trace.events.contains { if case .completion = $0.kind { true } else { false } })
    }

    @Test func bannerBackgroundRace() async {
        let scenario = Scenario(
            id: "smoke.banner.race", title: "race", format: .banner, rules: [.load1, .con2],
            loads: [
                NetworkScript(answers: [
                    NetworkAnswer(.ad(.standard), afterMilliseconds: 10, on: .background(lane: 1)),
                    NetworkAnswer(.ad(.standard), afterMilliseconds: 10, on: .background(lane: 2)),
                ])
            ])
        let result = await ConformanceEngine.run(scenario, fixture: fixture)
        print(result.trace.text)
        #expect(result.failures.isEmpty, "\(result.failures)")
    }

    /// The load window passes in scenario time only (the benchmark measures the real cost).
    @Test func silentNetworkRunsOutTheLoadWindowVirtually() async {
        let scenario = Scenario(
            id: "smoke.silent", title: "silent", format: .native, rules: [.load3], loads: [.silent])
        let result = await ConformanceEngine.run(scenario, fixture: fixture)
        #expect(result.trace.events.last?.timeMilliseconds == 10_000)
        #expect(!result.trace.events.contains { if case .completion = $0.kind { true } else { false } })
    }
}
