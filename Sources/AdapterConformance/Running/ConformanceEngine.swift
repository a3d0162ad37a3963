import Foundation

/// Options for a run.
package struct RunOptions: Sendable {
    /// Seed for anything randomized; printed so a run can be replayed.
    package var seed: UInt64
    /// Sees every trace event as it is recorded; worker processes stream them to the
    /// supervisor so the trace survives a crash.
    package var traceObserver: (@Sendable (TraceEvent) -> Void)?
    /// Creates options.
    package init(seed: UInt64 = 0, traceObserver: (@Sendable (TraceEvent) -> Void)? = nil) {
        self.seed = seed
        self.traceObserver = traceObserver
    }
}

/// The programmatic entry point: run scenarios against an adapter fixture and get one result
/// per scenario. The CLI, the Swift Testing integration and the benchmarks all call this.
package enum ConformanceEngine {
    /// Runs one scenario and judges it against the rules it cites.
    @MainActor
    package static func run(_ scenario: Scenario, fixture: AdapterFixture, options: RunOptions = RunOptions()) async
        -> ScenarioResult
    {
        await ScenarioGate.shared.enter()
        defer { ScenarioGate.shared.leave() }
        let start = DispatchTime.now().uptimeNanoseconds
        let run = await ScenarioRunner(
            scenario: scenario, fixture: fixture, seed: options.seed, observer: options.traceObserver
        ).run()
        let outcomes = judge(run, capabilities: fixture.capabilities)
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        return ScenarioResult(
            scenarioID: scenario.id, title: scenario.title, format: scenario.format,
            adapter: fixture.name, outcomes: outcomes, trace: run.trace, durationSeconds: seconds)
    }

    /// Runs scenarios in order, reporting each result as it is ready.
    @MainActor
    package static func run(
        _ scenarios: [Scenario], fixture: AdapterFixture, options: RunOptions = RunOptions(),
        progress: (ScenarioResult) -> Void = { _ in }
    ) async -> [ScenarioResult] {
        var results: [ScenarioResult] = []
        results.reserveCapacity(scenarios.count)
        for scenario in scenarios {
            let result = await run(scenario, fixture: fixture, options: options)
            progress(result)
            results.append(result)
        }
        return results
    }

    /// Applies the rules a scenario cites to its trace.
    package static func judge(_ run: ScenarioRun, capabilities: NetworkCapabilities) -> [RuleOutcome] {
        let context = CheckContext(
            scenario: run.scenario, trace: run.trace, capabilities: capabilities, timings: run.timings)
        return run.scenario.rules.map { id in
            guard let check = RuleChecks.byID[id] else {
                return RuleOutcome(ruleID: id, level: .required, verdict: .skipped("no check is registered for \(id)"))
            }
            let rule = check.rule
            if let capability = rule.capability, !capabilities.contains(capability) {
                return RuleOutcome(
                    ruleID: id, level: rule.level,
                    verdict: .skipped(
                        "the adapter's network has no \(capability.displayName), which \(id) needs"))
            }
            return RuleOutcome(ruleID: id, level: rule.level, verdict: check.evaluate(context))
        }
    }
}
