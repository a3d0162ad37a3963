import AdapterConformance
import ConformanceVocabulary
import Testing

/// `ScenarioResult.status(strict:)` is searched in place; these hold it to its definition as
/// written with the arrays it no longer makes, over every result of up to two outcomes.
struct ScenarioStatusTests {
    /// One outcome of every kind: each level, each verdict, cited or implicit.
    static let outcomes: [RuleOutcome] = [RuleLevel.required, .recommended].flatMap { level in
        [
            RuleOutcome.Verdict.passed, .skipped("no capability"),
            .violated([Finding(expected: "one call", actual: "two calls", evidence: TraceEvidence(events: [0]))]),
        ].flatMap { verdict in
            [nil, true].map { implicit in
                var outcome = RuleOutcome(ruleID: level == .required ? .load1 : .nat1, level: level, verdict: verdict)
                outcome.implicit = implicit
                return outcome
            }
        }
    }

    /// The status as the reports define it: an error with a fault; failed with a required
    /// violation (or, strict, a recommended one); skipped when the scenario cites rules and
    /// every cited one was skipped; passed otherwise.
    static func defined(_ result: ScenarioResult, strict: Bool) -> ScenarioStatus {
        if result.fault != nil { return .error }
        if !result.failures.isEmpty || (strict && !result.warnings.isEmpty) { return .failed }
        let cited = result.outcomes.filter { $0.implicit != true }
        return !cited.isEmpty && cited.allSatisfy(\.verdict.isSkipped) ? .skipped : .passed
    }

    @Test func statusIsItsDefinitionForEveryPairOfOutcomes() {
        let sets = [[]] + Self.outcomes.map { [$0] } + Self.outcomes.flatMap { a in Self.outcomes.map { [a, $0] } }
        var seen: Set<ScenarioStatus> = []
        for outcomes in sets {
            for fault in [nil, ScenarioFault(kind: .crash, message: "trap")] {
                let result = ScenarioResult(
                    scenarioID: "a.b", title: "T", format: .native, adapter: "A", outcomes: outcomes,
                    trace: Trace(), durationSeconds: 0, fault: fault)
                for strict in [false, true] {
                    let status = result.status(strict: strict)
                    #expect(
                        status == Self.defined(result, strict: strict),
                        "\(outcomes.map { ($0.level, $0.verdict, $0.implicit) }), fault \(fault != nil), strict \(strict)"
                    )
                    seen.insert(status)
                }
            }
        }
        // Every status comes up, so the comparison above covers each branch.
        #expect(seen == [.passed, .failed, .skipped, .error])
    }
}
