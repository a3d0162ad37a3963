import AdapterConformance
import ConformanceVocabulary
import SampleAdSDKFixture
import Testing

/// No false alarms: an adapter that uses only the Sample SDK's public API, run through the
/// whole catalog with the default Sample SDK fixture, has no violations and no warnings.
@MainActor
@Suite struct PublicAPIAdapterTests {
    @Test func correctPublicAPIAdapterPassesTheCatalog() async throws {
        let fixture = AdapterFixture.sampleSDK(name: "PublicAPI", summary: "public API only") { PublicAPICustomEvent() }
        var problems: [String] = []
        var judgedFullScreen: Set<RuleID> = []
        for scenario in try BuiltInScenarios.load() {
            let result = await ConformanceEngine.run(scenario, fixture: fixture)
            if scenario.format == .interstitial {
                judgedFullScreen.formUnion(result.outcomes.filter { $0.verdict == .passed }.map(\.ruleID))
            }
            for outcome in result.failures + result.warnings {
                problems.append(
                    "\(scenario.id) \(outcome.ruleID): \(outcome.findings.map { "expected \($0.expected); actual \($0.actual)" }.joined(separator: " | "))"
                )
            }
        }
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
        // The interstitial is judged, not skipped, on what the public API lets it know.
        #expect(
            judgedFullScreen.isSuperset(of: [.load1, .ful1, .ful3, .ful4, .ful5]),
            "\(judgedFullScreen.map(\.rawValue).sorted())")
    }
}
