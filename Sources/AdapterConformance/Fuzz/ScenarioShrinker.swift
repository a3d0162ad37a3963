import ConformanceVocabulary

/// Reduces a failing scenario to a smallest one that still fails the same way: it tries the
/// moves of `ShrinkMoves` biggest first, keeps the first candidate (in that order) that
/// still fails, and starts over from it until no candidate does. Candidates are tried
/// `width` at a time, and the first in order wins whatever the width, so the result does
/// not depend on how many run at once.
package struct ScenarioShrinker: Sendable {
    package let kind: FindingKind
    /// Candidate runs at most, counted as if candidates ran one at a time.
    package var maximumRuns: Int

    package init(kind: FindingKind, maximumRuns: Int = 400) {
        self.kind = kind
        self.maximumRuns = maximumRuns
    }

    /// What shrinking left, and what it cost.
    package struct Outcome: Sendable {
        package var scenario: Scenario
        /// The result of `scenario`: its trace and findings.
        package var result: ScenarioResult
        package var runs: Int
    }

    /// Shrinks `scenario`, whose run gave `result`; `execute` runs candidates.
    package func shrink(_ scenario: Scenario, result: ScenarioResult, executor: any FuzzExecutor, seed: UInt64) async
        -> Outcome
    {
        var current = scenario
        var currentResult = result
        var runs = 0
        // Citing only the rule makes every candidate cheaper to judge; a fault keeps the rules
        // the scenario had, as what the engine does may depend on them.
        if case .rule(let id) = kind, scenario.rules != [id] {
            var focused = scenario
            focused.rules = [id]
            let again = await executor.run([focused], seed: seed)[0]
            runs += 1
            if kind.isShown(by: again) { (current, currentResult) = (focused, again) }
        }
        let width = max(1, executor.width)
        search: while runs < maximumRuns {
            let size = ScenarioSize(current)
            let candidates = ShrinkMoves.candidates(of: current).map(normalized).filter { candidate in
                ScenarioSize(candidate) < size && usable(candidate)
            }
            var start = 0
            while start < candidates.count, runs < maximumRuns {
                let chunk = Array(candidates[start..<min(candidates.count, start + width, start + maximumRuns - runs)])
                let results = await executor.run(chunk, seed: seed)
                // Counted as one at a time would have run them, so the limit cuts every width alike.
                if let first = results.firstIndex(where: kind.isShown(by:)) {
                    runs += first + 1
                    (current, currentResult) = (chunk[first], results[first])
                    continue search
                }
                runs += chunk.count
                start += chunk.count
            }
            break
        }
        return Outcome(scenario: current, result: currentResult, runs: runs)
    }

    /// The candidate with what follows from its script brought up to date.
    private func normalized(_ scenario: Scenario) -> Scenario {
        var scenario = scenario
        // Answers play by their delay, script order only among equal delays, so putting them
        // in delay order changes nothing but the text, and lets two findings that differ only
        // in that order become one.
        for load in scenario.loads.indices {
            scenario.loads[load].answers = scenario.loads[load].answers.enumerated()
                .sorted { ($0.element.delayMilliseconds, $0.offset) < ($1.element.delayMilliseconds, $1.offset) }
                .map(\.element)
        }
        if scenario.format.phase.loads { scenario.expect.outcome = ExpectedOutcome(script: scenario) }
        if case .fault = kind { scenario.rules = scenario.rules.filter { RuleAim.limit(of: $0, in: scenario) == nil } }
        return scenario
    }

    /// Whether a candidate is one a finding may rest on: fair, and still a situation in which
    /// the rule can judge the adapter.
    private func usable(_ scenario: Scenario) -> Bool {
        guard !scenario.rules.isEmpty, ScenarioFairness.holds(for: scenario) else { return false }
        if case .rule(let id) = kind, RuleAim.limit(of: id, in: scenario) != nil { return false }
        assert(ScenarioWriter.isLoadable(scenario), "a shrink move made an invalid scenario: \(scenario)")
        return true
    }
}
