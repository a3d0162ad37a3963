import AdapterConformance
import ConformanceReporting
import ConformanceWorkers
import Foundation
import Synchronization

/// Runs a fuzz run's scenarios in worker processes, so an adapter that crashes or hangs costs
/// its scenario (a `crash` or `hang` finding) and not the run. Each batch gets a pool of its
/// own; scenarios of one batch are told apart by their place in it, since shrink candidates
/// share one ID.
final class WorkerExecutor: FuzzExecutor {
    let executable: String
    let adapter: String
    let count: Int
    let timeout: Duration
    /// The pools of batches under way, so Ctrl-C can stop them.
    private let pools = Mutex<[WorkerPool]>([])

    init(executable: String, adapter: String, count: Int, timeout: Duration) {
        self.executable = executable
        self.adapter = adapter
        self.count = count
        self.timeout = timeout
    }

    /// Starting a pool costs a worker start per process, far more than a scenario, so the
    /// shrinker hands it many candidates at once, though it needs only the first that fails.
    var width: Int { max(8, 16 * count) }

    func run(_ scenarios: [Scenario], seed: UInt64) async -> [ScenarioResult] {
        let jobs = scenarios.enumerated().map { index, scenario in
            var tagged = scenario
            tagged.id = Self.tag(scenario.id, index)
            var job = WorkerJob(id: index, adapter: adapter, scenario: tagged, seed: seed)
            job.settleMilliseconds = fuzzSettleMilliseconds
            return job
        }
        let launch = WorkerLaunch(key: "", executable: executable, arguments: [ConformanceCommands.Name.worker])
        let queue = WorkerQueue(jobs.map { PoolJob(job: $0, launch: launch, timeout: timeout) }, open: false)
        let pool = WorkerPool(count: min(count, max(1, jobs.count)), queue: queue)
        pools.withLock { $0.append(pool) }
        let collected = Mutex<[String: ScenarioResult]>([:])
        await pool.run { _, result, _ in collected.withLock { $0[result.scenarioID] = result } }
        pools.withLock { $0.removeAll { $0 === pool } }
        let results = collected.withLock { $0 }
        return scenarios.enumerated().map { index, scenario in
            guard var result = results[Self.tag(scenario.id, index)] else {
                // Interrupted before this scenario ran: an empty result, judged nothing.
                return ScenarioResult(
                    scenarioID: scenario.id, title: scenario.title, format: scenario.format, adapter: adapter,
                    outcomes: [], trace: Trace(), durationSeconds: 0)
            }
            result.scenarioID = scenario.id
            return result
        }
    }

    /// What the report says about `adapter`, asked in a worker of its own (see
    /// ``WorkerJob/description(id:adapter:seed:)``).
    static func describe(_ adapter: String, executable: String, timeout: Duration, seed: UInt64) async
        -> AdapterDescription
    {
        let launch = WorkerLaunch(key: "", executable: executable, arguments: [ConformanceCommands.Name.worker])
        let job = WorkerJob.description(id: 0, adapter: adapter, seed: seed)
        let pool = WorkerPool(
            count: 1, queue: WorkerQueue([PoolJob(job: job, launch: launch, timeout: timeout)], open: false))
        let answer = Mutex<ScenarioResult?>(nil)
        await pool.run { _, result, _ in answer.withLock { $0 = result } }
        return AdapterDescription(name: adapter, descriptionResult: answer.withLock { $0 })
    }

    /// Stops the batch under way.
    func stop() { pools.withLock { $0.forEach { $0.abandon() } } }

    private static func tag(_ id: String, _ index: Int) -> String { "\(id).job-\(index)" }
}
