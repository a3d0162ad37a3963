import AdapterConformance
import ConformanceVocabulary
import Foundation
import SampleCustomEvent
import Testing

/// The reference adapters pass every generated scenario: a violation here is an expectation
/// the generator should not have made, or a bug in the reference. `FUZZ_RUNS` and
/// `FUZZ_SEED` widen the search.
@MainActor
@Suite struct FuzzReferenceTests {
    static var runs: Int { Int(ProcessInfo.processInfo.environment["FUZZ_RUNS"] ?? "") ?? 2_000 }
    static var seed: UInt64 { UInt64(ProcessInfo.processInfo.environment["FUZZ_SEED"] ?? "") ?? 1 }

    @Test(arguments: [
        "SampleCustomEvent", "SampleCustomEventSelfTracking", "SampleBiddingCustomEvent",
        "SampleBiddingOnlyCustomEvent",
        "SampleChildRefusingCustomEvent",
    ])
    func referenceHasNoViolations(adapter: String) async throws {
        let fixture =
            switch adapter {
            case "SampleCustomEvent": TeethSupport.reference
            case "SampleBiddingCustomEvent": TeethSupport.bidding
            case "SampleBiddingOnlyCustomEvent": TeethSupport.biddingOnly
            case "SampleChildRefusingCustomEvent": TeethSupport.childRefusing
            default: TeethSupport.selfTracking
            }
        let generator = ScenarioGenerator(seed: Self.seed)
        var byRule: [String: (count: Int, example: String)] = [:]
        for index in 0..<Self.runs {
            let scenario = generator.scenario(at: index)
            let result = await ConformanceEngine.run(scenario, fixture: fixture, options: RunOptions(seed: Self.seed))
            // Timing rules judge this machine's load as much as the adapter.
            for outcome in result.failures + result.warnings
            where ![.con3, .adp3].contains(outcome.ruleID) {
                let example =
                    byRule[outcome.ruleID.rawValue]?.example ?? """
                        \(ScenarioWriter.file([scenario]))
                        \(outcome.findings.map { "expected: \($0.expected)\nactual:   \($0.actual)" }.joined(separator: "\n"))
                        \(result.trace.text)
                        """
                byRule[outcome.ruleID.rawValue] = ((byRule[outcome.ruleID.rawValue]?.count ?? 0) + 1, example)
            }
        }
        for (rule, found) in byRule.sorted(by: { $0.key < $1.key }) {
            Issue.record(Comment(rawValue: "\(rule): \(found.count) of \(Self.runs)\n\(found.example)"))
        }
    }
}
