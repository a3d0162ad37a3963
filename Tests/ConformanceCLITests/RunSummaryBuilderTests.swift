import AdapterConformance
import ConformanceVocabulary
import Testing

@testable import ConformanceCLI

/// The summary's family rows, counted by rule and folded into families: each check once in
/// its family, an errored scenario once in each family it cites, one that cites none in a row
/// of its own, the rows in the catalog's family order.
struct RunSummaryBuilderTests {
    static func result(_ outcomes: [RuleOutcome], fault: ScenarioFault? = nil) -> ScenarioResult {
        ScenarioResult(
            scenarioID: "a.b", title: "T", format: .native, adapter: "A", outcomes: outcomes, trace: Trace(),
            durationSeconds: 0, fault: fault)
    }

    static let violated = RuleOutcome.Verdict.violated([
        Finding(expected: "one call", actual: "two calls", evidence: TraceEvidence(events: [0]))
    ])

    static let results = [
        result([
            RuleOutcome(ruleID: .load1, level: .required, verdict: .passed),
            RuleOutcome(ruleID: .load2, level: .required, verdict: violated),
            RuleOutcome(ruleID: .nat1, level: .recommended, verdict: violated),
        ]),
        result([RuleOutcome(ruleID: .nat1, level: .recommended, verdict: .skipped("no capability"))]),
        // Two LOAD rules, one crash: one error in LOAD, and none counted as checks.
        result(
            [
                RuleOutcome(ruleID: .load1, level: .required, verdict: .skipped("not judged: crash")),
                RuleOutcome(ruleID: .load2, level: .required, verdict: .skipped("not judged: crash")),
            ], fault: ScenarioFault(kind: .crash, message: "trap")),
        result([], fault: ScenarioFault(kind: .hang, message: "no result")),
    ]

    static func rows(strict: Bool) -> [String: [Int]] {
        let summary = RunSummaryBuilder.summary(results: results, strict: strict, reportPath: "r.xml", seconds: 1)
        return Dictionary(
            uniqueKeysWithValues: summary.rows.map { ($0.family, [$0.passed, $0.failed, $0.skipped, $0.errors]) })
    }

    @Test func familiesCountChecksAndErrorsOnce() {
        #expect(Self.rows(strict: false) == ["LOAD": [1, 1, 0, 1], "NAT": [1, 0, 1, 0], "(scenario)": [0, 0, 0, 1]])
        #expect(Self.rows(strict: true) == ["LOAD": [1, 1, 0, 1], "NAT": [0, 1, 1, 0], "(scenario)": [0, 0, 0, 1]])
    }

    @Test func rowsFollowTheCatalogsFamilyOrderAndScenariosAreCountedAsTests() {
        let summary = RunSummaryBuilder.summary(results: Self.results, strict: false, reportPath: "r.xml", seconds: 1)
        let order = RuleCatalog.all.map(\.family.rawValue).reduce(into: [String]()) {
            if !$0.contains($1) { $0.append($1) }
        }
        let families = summary.rows.map(\.family)
        #expect(families.last == RunSummaryBuilder.uncitedFamily)
        #expect(families.dropLast() == order.filter { families.contains($0) }[...])
        let tests = summary.scenarios
        #expect([tests?.passed, tests?.failed, tests?.skipped, tests?.errors] == [0, 1, 1, 2])
    }
}
