/// Where a fuzz run's scenarios run: in this process (the engine, one after another), or in
/// worker processes that survive a crashing adapter (the command line's).
package protocol FuzzExecutor: Sendable {
    /// How many scenarios it runs at once; the shrinker tries that many candidates together.
    var width: Int { get }
    /// The result of each scenario, in order, each run with `seed` for its racing lanes.
    func run(_ scenarios: [Scenario], seed: UInt64) async -> [ScenarioResult]
}

/// Runs scenarios with the engine in this process. A crashing adapter takes the process
/// with it, as under `conformance run --jobs 0`.
package struct InProcessExecutor: FuzzExecutor {
    package let fixture: AdapterFixture
    package var width: Int { 1 }

    package init(fixture: AdapterFixture) { self.fixture = fixture }

    package func run(_ scenarios: [Scenario], seed: UInt64) async -> [ScenarioResult] {
        await ConformanceEngine.run(scenarios, fixture: fixture, options: RunOptions(seed: seed))
    }
}
