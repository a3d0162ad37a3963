import ConformanceVocabulary
import CThreadSanitizer
import Foundation
import GoogleMobileAds
import ScriptedNetwork

/// Options for a run.
package struct RunOptions: Sendable {
    /// ``raceSeeds`` by default: 8, or 32 in a ThreadSanitizer build, which reports a race only
    /// in a run whose lanes the scheduler let run at once; on a loaded machine that is some
    /// interleavings, not all.
    package static let defaultRaceSeeds = ThreadSanitizerReports.isActive ? 32 : 8
    /// Seed for anything randomized; printed so a run can be replayed.
    package var seed: UInt64
    /// Real time to wait for an adapter that kept a completion handler (see `settle`). None by
    /// default: a fixed real-time wait per scenario made such an adapter's catalog 50 times
    /// slower. Calls after the end are then judged through ``LateCalls``, which callers settle
    /// once for many scenarios (``ConformanceEngine/runKeepingLateCalls(_:fixture:options:)``).
    package var settleMilliseconds = 0
    /// Sees every trace event as it is recorded; worker processes stream them to the
    /// supervisor so the trace survives a crash.
    package var traceObserver: (@Sendable (TraceEvent) -> Void)?
    /// How many interleavings a scenario whose callbacks race on several lanes is run under:
    /// seeds `seed`, `seed + 1`, …; a race that shows in one of them is reported, and a verdict
    /// that differs between them is marked unstable with the seeds. 1 runs `seed` alone.
    package var raceSeeds = RunOptions.defaultRaceSeeds
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
        await runKeepingLateCalls(scenario, fixture: fixture, options: options).result
    }

    /// ``run(_:fixture:options:)``, and, when the adapter kept a completion handler and no
    /// settle was asked for, what judges the calls it makes after the scenario ended (see
    /// ``LateCalls``).
    @MainActor
    package static func runKeepingLateCalls(
        _ scenario: Scenario, fixture: AdapterFixture, options: RunOptions = RunOptions()
    ) async -> (result: ScenarioResult, late: LateCalls?) {
        guard options.raceSeeds > 1, scenario.racesLanes else {
            return await runOnce(scenario, fixture: fixture, options: options)
        }
        // A race may show in one interleaving of many: each seed starts the racing lanes in
        // another order. The run reported is the first that violates a required rule (else a
        // recommended one, else the first), with the seeds that disagree.
        var runs: [(seed: UInt64, run: (result: ScenarioResult, late: LateCalls?))] = []
        for offset in 0..<UInt64(options.raceSeeds) {
            var seeded = options
            seeded.seed = options.seed &+ offset
            // Every run's events stream out (a crash in any shows its run), each run after the
            // first announced, so the streamed trace says which interleaving it is.
            if offset > 0 {
                options.traceObserver?(
                    TraceEvent(
                        sequence: 0, timeMilliseconds: 0, thread: .main, load: nil,
                        kind: .note("the lanes race: the scenario runs again under seed \(seeded.seed)")))
            }
            runs.append((seeded.seed, await runOnce(scenario, fixture: fixture, options: seeded)))
        }
        let chosen =
            runs.first { !$0.run.result.failures.isEmpty } ?? runs.first { !$0.run.result.warnings.isEmpty } ?? runs[0]
        let violatedBySeed = runs.map {
            ($0.seed, Set(($0.run.result.failures + $0.run.result.warnings).map(\.ruleID)))
        }
        return (markingUnstable(chosen.run.result, violatedBySeed: violatedBySeed), chosen.run.late)
    }

    /// `result` with each finding of a rule violated under some of the seeds run, not all,
    /// saying under which.
    private static func markingUnstable(_ result: ScenarioResult, violatedBySeed: [(UInt64, Set<RuleID>)])
        -> ScenarioResult
    {
        guard Set(violatedBySeed.map(\.1)).count > 1, let first = violatedBySeed.first?.0,
            let last = violatedBySeed.last?.0
        else { return result }
        var result = result
        for index in result.outcomes.indices {
            guard case .violated(let findings) = result.outcomes[index].verdict else { continue }
            let rule = result.outcomes[index].ruleID
            let seeds = violatedBySeed.filter { $0.1.contains(rule) }.map { String($0.0) }
            // A rule violated under every seed is stable, whatever the others do.
            guard seeds.count < violatedBySeed.count else { continue }
            let note =
                " (unstable: violated under seed\(seeds.count == 1 ? "" : "s") \(seeds.joined(separator: ", ")) of the \(violatedBySeed.count) interleavings run, seeds \(first)–\(last); replay with --seed \(seeds[0]))"
            result.outcomes[index].verdict = .violated(
                findings.map { finding in
                    var finding = finding
                    finding.actual += note
                    return finding
                })
        }
        return result
    }

    /// One run of `scenario` under `options.seed`.
    @MainActor
    private static func runOnce(
        _ scenario: Scenario, fixture: AdapterFixture, options: RunOptions
    ) async -> (result: ScenarioResult, late: LateCalls?) {
        await ScenarioGate.shared.enter()
        defer { ScenarioGate.shared.leave() }
        let start = DispatchTime.now().uptimeNanoseconds
        let earlier = ThreadSanitizerReports.take(fixtureSources: fixture.harnessSources, betweenScenarios: true)
        harness_tsan_set_position(0)
        var run = await ScenarioRunner(
            scenario: scenario, fixture: fixture, seed: options.seed, observer: options.traceObserver
        ).run()
        let retained = run.trace.keepsAHandler
        let leftActivity = await settle(&run, retained: retained, milliseconds: options.settleMilliseconds)
        let reported = ThreadSanitizerReports.take(fixtureSources: fixture.harnessSources)
        run.trace.add(races: earlier.races + reported.races, dropped: earlier.dropped + reported.dropped)
        let outcomes = judge(run, capabilities: fixture.capabilities)
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        var result = ScenarioResult(
            scenarioID: scenario.id, title: scenario.title, format: scenario.format,
            adapter: fixture.name, outcomes: outcomes, trace: run.trace, durationSeconds: seconds)
        result.leftActivity = leftActivity
        // A race none of whose accesses is the adapter's is the harness's (or its stub SDK's)
        // to fix: the scenario errs rather than charging the adapter.
        if let race = run.trace.dataRaces.first(where: { !$0.race.isAdapters })?.race {
            result.fault = ScenarioFault(
                kind: .harness, message: "a data race in the harness, not the adapter: \(race.summary)",
                details: race.accesses.map { access in
                    "\(access.summary)\n" + access.frames.map { "  \($0.place)" }.joined(separator: "\n")
                }.joined(separator: "\n"))
        }
        guard retained, options.settleMilliseconds == 0 else { return (result, nil) }
        return (result, LateCalls(run: run, result: result, capabilities: fixture.capabilities))
    }

    /// An adapter that kept a completion handler may call it after the scenario ended (from a
    /// timer, a late network answer). Such calls are this scenario's: the engine waits a
    /// little real time for them, adds them to this trace after a note, and the rules judge
    /// them (a second completion is still LOAD-1). Adapters that let go of their handlers
    /// cost nothing here. With no settle (the default), ``LateCalls`` does this for many
    /// scenarios at once.
    @MainActor
    private static func settle(_ run: inout ScenarioRun, retained: Bool, milliseconds: Int) async -> Bool {
        guard retained, milliseconds > 0 else { return false }
        try? await Task.sleep(for: .milliseconds(milliseconds))
        guard let amended = withLateCalls(run, note: "within \(milliseconds) ms of real time") else { return false }
        run = amended
        return true
    }

    /// `run` with what its host recorded after the scenario ended, after a note saying when;
    /// nil when nothing was.
    static func withLateCalls(_ run: ScenarioRun, note when: String) -> ScenarioRun? {
        let all = run.host.trace.events
        let ended = run.trace.events.count
        guard all.count > ended else { return nil }
        var events = Array(all[..<ended])
        let last = events.last
        events.append(
            TraceEvent(
                sequence: ended, timeMilliseconds: last?.timeMilliseconds ?? 0, thread: .main, load: nil,
                kind: .note("the scenario ended; the adapter went on calling \(when):")))
        for event in all[ended...] {
            var late = event
            late.sequence = events.count
            events.append(late)
        }
        var amended = run
        amended.trace = Trace(events: events)
        return amended
    }

    /// The scenario a description job runs under (``describe(_:options:)``): it names the
    /// job in a worker's protocol and files, and is never reported as a scenario.
    package static let descriptionScenario = Scenario(
        id: "adapter.description", title: "what the report says about the adapter", format: .setUp, rules: [],
        loads: [], steps: [])

    /// Asks the adapter class what the report says about it (its versions), as worker code:
    /// the values are traced as the set-up scenarios trace them, so a worker's trace file
    /// keeps the answers given before a hang or a crash. See
    /// ``AdapterProperties/init(trace:missing:)``.
    @MainActor
    package static func describe(_ fixture: AdapterFixture, options: RunOptions = RunOptions()) async
        -> ScenarioResult
    {
        await ScenarioGate.shared.enter()
        defer { ScenarioGate.shared.leave() }
        let start = DispatchTime.now().uptimeNanoseconds
        let runner = ScenarioRunner(
            scenario: descriptionScenario, fixture: fixture, seed: options.seed, observer: options.traceObserver)
        ThreadLabel.markMain()
        await runner.queryVersions()
        ThreadLabel.set(nil)
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        return ScenarioResult(
            scenarioID: descriptionScenario.id, title: descriptionScenario.title, format: .setUp,
            adapter: fixture.name, outcomes: [], trace: runner.host.trace, durationSeconds: seconds)
    }

    /// ``describe(_:options:)`` for a process that must not wait on the adapter for long (the
    /// CLI with `--jobs 0`, a test process). Where the engine's lane is the process's main
    /// thread, or the adapter is `@MainActor` (``AdapterFixture/mainActorIsolated``), the class
    /// is asked there, as the SDK asks it (a `@MainActor` adapter's members trap anywhere else),
    /// and a query that never returns holds the run as a scenario's would.
    /// Elsewhere (under `swift test`) it is asked from a thread of its own, so a hop to the main
    /// queue finds the lane free, and a query that has not returned within `timeout` reads
    /// "unknown, the adapter hung" while the thread is left behind.
    @MainActor
    package static func describeWithin(_ timeout: Duration, fixture: AdapterFixture) async -> AdapterProperties {
        let ask: @Sendable () -> AdapterProperties = {
            let type = fixture.adapterType
            return AdapterProperties(
                adapterVersion: string(for: type.adapterVersion()), networkSDKVersion: string(for: type.adSDKVersion()))
        }
        if MainLane.isProcessMainThread || fixture.mainActorIsolated { return ask() }
        let answer = await MainLane.offLane(ask, timeout: timeout)
        return answer?.value ?? .unknown(because: "the adapter hung")
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
        // An adapter need not load every format; one it lacks is not judged.
        let lacksFormat = run.scenario.format.driver.map { driver in
            context.defaulted.contains(driver.loadMember)
        }
        func judge(_ id: RuleID) -> RuleOutcome {
            let check = id.check
            let rule = check.rule
            if check.isOwed(by: run.trace) {
                return RuleOutcome(ruleID: id, level: rule.level, verdict: check.evaluate(context))
            }
            if lacksFormat == true, let member = run.scenario.format.driver?.loadMember {
                return RuleOutcome(
                    ruleID: id, level: rule.level,
                    verdict: .skipped("the adapter does not implement \(member.rawValue)"))
            }
            if let capability = rule.capability, !capabilities.contains(capability) {
                return RuleOutcome(
                    ruleID: id, level: rule.level,
                    verdict: .skipped(
                        "the adapter's network has no \(capability.displayName), which \(id) needs"))
            }
            if let reason = context.refusalSkip(id) {
                return RuleOutcome(ruleID: id, level: rule.level, verdict: .skipped(reason))
            }
            return RuleOutcome(ruleID: id, level: rule.level, verdict: check.evaluate(context))
        }
        // Rules the trace itself owes (a data race for CON-2) come after the ones the scenario cites.
        let cited = run.scenario.judgedRules
        let owed = RuleID.allCases.filter { !cited.contains($0) && $0.check.isOwed(by: run.trace) }
        return (cited + owed).map { id in
            var outcome = judge(id)
            if !run.scenario.rules.contains(id) { outcome.implicit = true }
            return outcome
        }
    }
}
