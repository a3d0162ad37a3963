import ConformanceVocabulary

/// Where a fuzz run's scenarios run: in this process (the engine, one after another), or in
/// worker processes that survive a crashing adapter (the command line's).
package protocol FuzzExecutor: Sendable {
    /// How many scenarios it runs at once; the shrinker tries that many candidates together.
    var width: Int { get }
    /// The result of each scenario, in order, each run with `seed` for its racing lanes.
    func run(_ scenarios: [Scenario], seed: UInt64) async -> [ScenarioResult]
    /// Whether ``run(drawing:from:seed:)`` draws the scenarios where they run (in worker
    /// processes), so the session need not draw them first.
    var drawsScenarios: Bool { get }
    /// The results of scenarios `range` of `generator`, in order; a result whose scenario
    /// showed nothing may come without its trace. The session calls it for the next batch
    /// before it reads this one's, and cancels that call when the run ends first (its
    /// scenarios not run come back empty); scenarios given to ``run(_:seed:)`` meanwhile (a
    /// shrinker's) run before the batch's that are still waiting.
    func run(drawing range: Range<Int>, from generator: ScenarioGenerator, seed: UInt64) async -> [ScenarioResult]
    /// Results that replace ones an earlier ``run(_:seed:)`` returned, taken once: a crash
    /// that came while a later scenario ran, charged back to the scenario that caused it (an
    /// executor that keeps its worker processes from one call to the next). With `finished`,
    /// the run is over: the executor ends its work first, so every correction is in.
    func corrections(finished: Bool) async -> [FuzzCorrection]
}

extension FuzzExecutor {
    package func corrections(finished: Bool) async -> [FuzzCorrection] { [] }
    package var drawsScenarios: Bool { false }
    package func run(drawing range: Range<Int>, from generator: ScenarioGenerator, seed: UInt64) async
        -> [ScenarioResult]
    {
        await run(range.map(generator.scenario(at:)), seed: seed)
    }
}

/// A result that replaces one returned earlier for `scenario` (see
/// ``FuzzExecutor/corrections(finished:)``).
package struct FuzzCorrection: Sendable {
    package let scenario: Scenario
    package let replaced: ScenarioResult
    package let result: ScenarioResult

    package init(scenario: Scenario, replaced: ScenarioResult, result: ScenarioResult) {
        self.scenario = scenario
        self.replaced = replaced
        self.result = result
    }
}

/// Real time a fuzz run waits, after a scenario, for calls from an adapter that kept its
/// completion handler: far less than `conformance run` (`RunOptions.settleMilliseconds`), as
/// an adapter that keeps every handler would otherwise cost that wait thousands of times.
package let fuzzSettleMilliseconds = 10

/// Runs scenarios with the engine in this process. A crashing adapter takes the process
/// with it, as under `conformance run --jobs 0`.
package struct InProcessExecutor: FuzzExecutor {
    package let fixture: AdapterFixture
    package var width: Int { 1 }

    package init(fixture: AdapterFixture) { self.fixture = fixture }

    package func run(_ scenarios: [Scenario], seed: UInt64) async -> [ScenarioResult] {
        var options = RunOptions(seed: seed)
        options.settleMilliseconds = fuzzSettleMilliseconds
        // The fuzzer draws interleavings itself, one seed per scenario.
        options.raceSeeds = 1
        return await ConformanceEngine.run(scenarios, fixture: fixture, options: options)
    }
}
