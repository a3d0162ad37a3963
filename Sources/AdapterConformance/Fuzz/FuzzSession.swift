import ConformanceVocabulary
import Foundation

/// A fuzz run: generates scenarios in batches, runs them on an executor, shrinks each new kind
/// of failure and keeps the distinct ones. Results are read in scenario order, so the same
/// seed gives the same findings however the executor spreads the work.
package struct FuzzSession: Sendable {
    package let adapter: String
    package let options: FuzzOptions
    package let executor: any FuzzExecutor

    package init(adapter: String, options: FuzzOptions, executor: any FuzzExecutor) {
        self.adapter = adapter
        self.options = options
        self.executor = executor
    }

    /// Runs until the budget is spent, `stopRequested` says so, or enough findings are known.
    /// On the main actor, as the engine itself, so progress can be shown from there.
    @MainActor
    package func run(
        progress: (FuzzProgress) -> Void = { _ in }, stopRequested: @Sendable () -> Bool = { false }
    ) async -> FuzzSummary {
        let generator = ScenarioGenerator(seed: options.seed, target: options.target)
        var summary = FuzzSummary(adapter: adapter, seed: options.seed)
        let start = DispatchTime.now().uptimeNanoseconds
        func elapsed() -> Double { Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9 }
        var shrunk: [FindingKind: Int] = [:]
        var shapes: [String: Int] = [:]
        var total: Int? = nil
        if case .runs(let runs) = options.budget { total = runs }
        var next: (range: Range<Int>, scenarios: Task<[Scenario], Never>)?
        defer { next?.scenarios.cancel() }
        /// The next batch, queued on an executor that draws its scenarios before this one's
        /// results are read.
        var ahead: (range: Range<Int>, results: Task<[ScenarioResult], Never>)?
        /// A kind found in the scenario at `index`: counted, and shrunk unless enough of its
        /// kind were.
        func consider(_ kind: FindingKind, _ scenario: Scenario, _ result: ScenarioResult, index: Int) async {
            summary.occurrences[kind, default: 0] += 1
            guard shrunk[kind, default: 0] < options.shrinkPerKind else { return }
            shrunk[kind, default: 0] += 1
            let finding = await shrink(kind, scenario, result, index: index)
            summary.shrinkRuns += finding.shrinkRuns
            if let known = shapes[finding.shape] {
                summary.findings[known].occurrences += 1
                return
            }
            shapes[finding.shape] = summary.findings.count
            summary.findings.append(finding)
            progress(
                FuzzProgress(
                    runs: index + 1, total: total, findings: summary.findings.count, seconds: elapsed(),
                    found: finding))
        }
        /// Generated scenarios of the last two batches by ID, with their place in the run (the
        /// scenario itself when the session drew it; else it is drawn again if needed).
        var recent: [String: (index: Int, scenario: Scenario?)] = [:]
        /// Results an executor replaced after returning them (a crash charged back to an
        /// earlier scenario): the tallies follow, and what the new result shows is a finding
        /// at that scenario's place. Shrink candidates (same ID, another scenario) are left out.
        func correct(_ corrections: [FuzzCorrection]) async {
            for correction in corrections {
                guard let (index, kept) = recent[correction.scenario.id] else { continue }
                let scenario = kept ?? generator.scenario(at: index)
                guard scenario == correction.scenario else { continue }
                untally(correction.replaced, from: &summary)
                tally(correction.result, into: &summary)
                let before = Set(FindingKind.found(in: correction.replaced, counts: options.counts))
                for kind in FindingKind.found(in: correction.result, counts: options.counts)
                where !before.contains(kind) {
                    await consider(kind, scenario, correction.result, index: index)
                }
            }
        }
        while !generator.isEmpty, !stopRequested() {
            let count: Int
            switch options.budget {
            case .runs(let runs): count = min(options.batchSize, runs - summary.runs)
            case .seconds(let seconds): count = elapsed() < seconds ? options.batchSize : 0
            }
            if count <= 0 { break }
            let range = summary.runs..<(summary.runs + count)
            // The scenarios as drawn here, unless the executor draws them where they run.
            var drawn: [Scenario]?
            let results: [ScenarioResult]
            if executor.drawsScenarios {
                if let queued = ahead, queued.range == range {
                    results = await queued.results.value
                } else {
                    results = await executor.run(drawing: range, from: generator, seed: options.seed)
                }
                // The workers go on with the next batch while this one is read, shrunk and
                // tallied (they waited for that at each batch's end, a twentieth of a run in
                // two workers). Its results are read only if the run goes on; a shrinker's
                // candidates go ahead of it (``FuzzExecutor``).
                ahead = nil
                if let nextRange = batch(after: range) {
                    let (executor, seed) = (executor, options.seed)
                    ahead = (
                        nextRange,
                        Task.detached { await executor.run(drawing: nextRange, from: generator, seed: seed) }
                    )
                }
            } else {
                let scenarios: [Scenario]
                if let next, next.range == range {
                    scenarios = await next.scenarios.value
                } else {
                    scenarios = range.map(generator.scenario(at:))
                }
                // The next batch is drawn while this one runs: drawing (the rule aims above all)
                // was a fifth of a fuzz run's CPU, and workers waited for it between batches.
                next = nil
                if let nextRange = batch(after: range) {
                    next = (nextRange, Task.detached { Self.draw(nextRange, from: generator) })
                }
                drawn = scenarios
                results = await executor.run(scenarios, seed: options.seed)
            }
            for (offset, result) in results.enumerated() {
                let index = summary.runs + offset
                tally(result, into: &summary)
                let kinds = FindingKind.found(in: result, counts: options.counts)
                guard !kinds.isEmpty else { continue }
                let scenario = drawn?[offset] ?? generator.scenario(at: index)
                for kind in kinds { await consider(kind, scenario, result, index: index) }
            }
            // The places of this batch's scenarios and the one before, for corrections.
            recent = recent.filter { $0.value.index >= range.lowerBound - options.batchSize }
            for (offset, result) in results.enumerated() {
                recent[result.scenarioID] = (range.lowerBound + offset, drawn?[offset])
            }
            await correct(executor.corrections(finished: false))
            summary.runs += count
            summary.seconds = elapsed()
            progress(
                FuzzProgress(runs: summary.runs, total: total, findings: summary.findings.count, seconds: elapsed()))
            if let stop = options.stopAfterFindings, aimedFindings(summary) >= stop { break }
        }
        // A batch queued ahead of a run that ended: what no worker took is withdrawn, and the
        // executor's last corrections come after what is under way.
        if let queued = ahead {
            queued.results.cancel()
            _ = await queued.results.value
        }
        await correct(executor.corrections(finished: true))
        summary.seconds = elapsed()
        return summary
    }

    /// The batch after `range` that the budget may still run, if any: the one drawn or queued
    /// ahead.
    private func batch(after range: Range<Int>) -> Range<Int>? {
        let count: Int
        switch options.budget {
        case .runs(let runs): count = min(options.batchSize, runs - range.upperBound)
        case .seconds: count = options.batchSize
        }
        return count > 0 ? range.upperBound..<(range.upperBound + count) : nil
    }

    /// The scenarios of `range`, unless the run ended first (then it stops early: its batch
    /// is never used).
    private static func draw(_ range: Range<Int>, from generator: ScenarioGenerator) -> [Scenario] {
        var scenarios: [Scenario] = []
        scenarios.reserveCapacity(range.count)
        for index in range {
            if Task.isCancelled { break }
            scenarios.append(generator.scenario(at: index))
        }
        return scenarios
    }

    /// Findings that count toward `stopAfterFindings`: those of the aimed rules when the run
    /// aims at some (LOAD-1 and LOAD-2, judged in every load scenario, may turn up first),
    /// else all.
    private func aimedFindings(_ summary: FuzzSummary) -> Int {
        let aimed = options.target.rules
        guard !aimed.isEmpty else { return summary.findings.count }
        return summary.findings.filter { finding in
            if case .rule(let id) = finding.kind { return aimed.contains(id) }
            return true
        }.count
    }

    private func tally(_ result: ScenarioResult, into summary: inout FuzzSummary) {
        if let fault = result.fault, fault.kind == .harness {
            summary.harnessFaults.append((result.scenarioID, fault))
        }
        for outcome in result.outcomes where !outcome.verdict.isSkipped {
            summary.judged[outcome.ruleID, default: 0] += 1
        }
    }

    /// Takes back what ``tally(_:into:)`` counted for a result that was replaced.
    private func untally(_ result: ScenarioResult, from summary: inout FuzzSummary) {
        if let fault = result.fault, fault.kind == .harness,
            let place = summary.harnessFaults.firstIndex(where: {
                $0.scenarioID == result.scenarioID && $0.fault == fault
            })
        {
            summary.harnessFaults.remove(at: place)
        }
        for outcome in result.outcomes where !outcome.verdict.isSkipped {
            summary.judged[outcome.ruleID, default: 0] -= 1
        }
    }

    @MainActor
    private func shrink(_ kind: FindingKind, _ scenario: Scenario, _ result: ScenarioResult, index: Int) async
        -> FuzzFinding
    {
        let shrinker = ScenarioShrinker(kind: kind, maximumRuns: options.shrinkRuns)
        let outcome = await shrinker.shrink(scenario, result: result, executor: executor, seed: options.seed)
        var shrunk = outcome.scenario
        shrunk.id = FuzzFinding.name(kind: kind, format: shrunk.format, seed: options.seed, index: index)
        shrunk.title = "\(kind) found by fuzzing: seed \(options.seed), scenario \(index), shrunk"
        shrunk.source = nil
        var shrunkResult = outcome.result
        (shrunkResult.scenarioID, shrunkResult.title) = (shrunk.id, shrunk.title)
        return FuzzFinding(
            kind: kind, seed: options.seed, index: index, original: scenario, scenario: shrunk, result: shrunkResult,
            shrinkRuns: outcome.runs)
    }
}
