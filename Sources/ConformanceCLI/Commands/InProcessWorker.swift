import AdapterConformance
import ConformanceReporting
import ConformanceWorkers
import Foundation

/// `run --jobs 0` and `fuzz --jobs 0`: this process plays the worker. With `WorkerCommand`, the only CLI code that
/// reaches adapter code (through the engine), which `AdapterCallTests` holds by reading the
/// CLI's sources.
///
/// Scenarios run on this process's main thread, as in a worker; an adapter that hangs one holds
/// the run until a signal writes the report so far (see ``RunReport``). The adapter classes are
/// described after the scenarios, on the main thread too, as the SDK asks them (a `@MainActor`
/// adapter traps anywhere else). What adapter code prints goes to standard error, so standard
/// output carries only the harness's summary.
struct InProcessWorker {
    let context: CommandContext
    let seed: UInt64
    let timeout: Duration

    @MainActor
    func run(
        _ jobs: [WorkerJob], adapters: [AdapterFixture], send: RunEventHandler, stopRequested: () -> Bool
    ) async {
        MainThread.runsScenarios.store(true, ordering: .relaxed)
        var kept: [LateCalls] = []
        for job in jobs {
            if stopRequested() { return }
            guard let fixture = context.fixture(named: job.adapter) else { continue }
            let (result, late) = await ConformanceEngine.runKeepingLateCalls(
                job.scenario, fixture: fixture, options: RunOptions(seed: seed))
            send(.finished(result))
            if let late { kept.append(late) }
        }
        // Scenarios whose adapter kept a handler are judged again with what it did after they
        // ended, after one wait for all of them, as a worker does when its input ends.
        if !kept.isEmpty {
            await LateCalls.settle(kept)
            for late in kept {
                if let amended = late.amended() { send(.corrected(amended)) }
            }
        }
        for fixture in adapters {
            if stopRequested() { return }
            let properties = await ConformanceEngine.describeWithin(timeout, fixture: fixture)
            send(.described(AdapterDescription(name: fixture.name, properties: properties)))
        }
    }

    /// `fuzz --jobs 0`: generated scenarios run here.
    static func fuzzExecutor(for fixture: AdapterFixture) -> any FuzzExecutor {
        MainThread.runsScenarios.store(true, ordering: .relaxed)
        return InProcessExecutor(fixture: fixture)
    }

    /// What the fuzz report says about `fixture`, read as `run` reads it.
    @MainActor
    static func describe(_ fixture: AdapterFixture, within timeout: Duration) async -> AdapterDescription {
        AdapterDescription(
            name: fixture.name, properties: await ConformanceEngine.describeWithin(timeout, fixture: fixture))
    }
}
