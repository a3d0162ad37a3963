import AdapterConformance
import ConformanceReporting
import ConformanceVocabulary
import ConformanceWorkers
import Foundation
import Synchronization

/// Runs a fuzz run's scenarios in worker processes, so an adapter that crashes or hangs costs
/// its scenario (a `crash` or `hang` finding) and not the run. One pool serves the whole run,
/// its queue fed batch after batch (starting a pool per batch cost a worker start per process
/// and batch, and left workers idle at each batch's end); jobs have IDs unique in the run,
/// since shrink candidates share one scenario ID. A crash charged back to a scenario of a
/// batch already returned comes out of ``corrections(finished:)``.
final class WorkerExecutor: FuzzExecutor {
    let executable: String
    let adapter: String
    let count: Int
    let timeout: Duration

    private struct State {
        var nextJob = 0
        /// What was answered for the last jobs of batches returned, for a correction.
        var delivered: [Int: ScenarioResult] = [:]
        var corrections: [FuzzCorrection] = []
        /// The answer to the job that describes the adapter, queued last (see
        /// ``corrections(finished:)``).
        var description: ScenarioResult?
    }

    /// The state in a class of its own, which the pool's correction handler holds before the
    /// executor exists.
    private final class Shared: Sendable {
        let state = Mutex(State())
    }

    private let shared: Shared
    /// The pool, started with the executor: its workers start while the session draws its
    /// first batch. It ends when the session closes it.
    private let session: PoolSession
    /// How many of a returned batch's last jobs keep their result for a correction: a crash is
    /// charged back at most eight jobs of its worker (``WorkerPool``'s attribution depth), and a
    /// worker has at most eight more queued.
    private static let correctionWindow = 256

    init(executable: String, adapter: String, count: Int, timeout: Duration) {
        self.executable = executable
        self.adapter = adapter
        self.count = count
        self.timeout = timeout
        let shared = Shared()
        self.shared = shared
        session = PoolSession(count: count, prestart: Self.launch(executable), pipeline: .adaptive)
        session.listen { event in
            if case .corrected(let job, let result) = event { Self.corrected(job, result, in: shared) }
        }
    }

    private static func launch(_ executable: String) -> WorkerLaunch {
        WorkerLaunch(key: "", executable: executable, arguments: [ConformanceCommands.Name.worker])
    }

    /// The shrinker hands over many candidates at once, though it needs only the first that
    /// fails, so both workers have work.
    var width: Int { max(8, 16 * count) }

    func run(_ scenarios: [Scenario], seed: UInt64) async -> [ScenarioResult] {
        await submit(scenarios.map { .given($0) }, seed: seed)
    }

    /// Workers draw the scenarios they run: the supervisor sends a seed, target and index
    /// instead of a scenario, and reads a trace only for a result that shows something.
    var drawsScenarios: Bool { true }

    func run(drawing range: Range<Int>, from generator: ScenarioGenerator, seed: UInt64) async -> [ScenarioResult] {
        await submit(range.map { .drawn(seed: generator.seed, target: generator.target, index: $0) }, seed: seed)
    }

    private func submit(_ sources: [WorkerJob.Source], seed: UInt64) async -> [ScenarioResult] {
        guard !sources.isEmpty else { return [] }
        let launch = Self.launch(executable)
        let first = shared.state.withLock { state in
            defer { state.nextJob += sources.count }
            return state.nextJob
        }
        let jobs = sources.enumerated().map { offset, source in
            var job: WorkerJob
            switch source {
            case .given(var scenario):
                // Shrink candidates share their scenario's ID.
                scenario.id = Self.tagged(scenario.id, job: first + offset)
                job = WorkerJob(id: first + offset, adapter: adapter, scenario: scenario, seed: seed)
            case .drawn:
                job = WorkerJob(id: first + offset, adapter: adapter, source: source, seed: seed)
                job.tracesFindingsOnly = true
            }
            job.settleMilliseconds = fuzzSettleMilliseconds
            return PoolJob(job: job, launch: launch, timeout: timeout)
        }
        // Given scenarios are a shrinker's candidates, which the session waits for while the
        // next batch of drawn ones is queued already: they go first.
        var given = false
        if case .given = sources[0] { given = true }
        let answers = await session.submit(jobs, first: given)
        let results = zip(jobs, answers).map { job, answer in
            guard case .result(let result) = answer else {
                // Interrupted before this scenario ran: an empty result, judged nothing.
                let scenario = job.job.source.scenario
                return ScenarioResult(
                    scenarioID: Self.untagged(scenario.id, job: job.job.id), title: scenario.title,
                    format: scenario.format, adapter: adapter, outcomes: [], trace: Trace(), durationSeconds: 0)
            }
            return Self.untagged(result, of: job.job)
        }
        // The last jobs keep their result, for a correction.
        let kept = first + results.count - Self.correctionWindow
        shared.state.withLock { state in
            for (offset, result) in results.enumerated() where first + offset >= kept {
                state.delivered[first + offset] = result
            }
            state.delivered = state.delivered.filter { $0.key >= kept }
        }
        return results
    }

    /// A given scenario's ID as its job's worker knows it, unique in the run.
    private static func tagged(_ id: String, job: Int) -> String { "\(id).job-\(job)" }

    /// The scenario ID ``tagged(_:job:)`` made, as the session named it.
    private static func untagged(_ id: String, job: Int) -> String {
        let tag = tagged("", job: job)
        return id.hasSuffix(tag) ? String(id.dropLast(tag.count)) : id
    }

    /// `result` with its scenario's ID as the session named it: a drawn scenario's is the
    /// worker's, a given one's was tagged with its job.
    private static func untagged(_ result: ScenarioResult, of job: WorkerJob) -> ScenarioResult {
        guard case .given = job.source else { return result }
        var result = result
        result.scenarioID = untagged(result.scenarioID, job: job.id)
        return result
    }

    /// Keeps a correction of a job whose batch was returned, for ``corrections(finished:)``.
    private static func corrected(_ job: WorkerJob, _ result: ScenarioResult, in shared: Shared) {
        if job.describesAdapter { return }
        let result = untagged(result, of: job)
        shared.state.withLock { state in
            guard let replaced = state.delivered[job.id] else { return }
            var scenario = job.source.scenario
            scenario.id = untagged(scenario.id, job: job.id)
            state.corrections.append(FuzzCorrection(scenario: scenario, replaced: replaced, result: result))
            state.delivered[job.id] = result
        }
    }

    func corrections(finished: Bool) async -> [FuzzCorrection] {
        if finished {
            let id = shared.state.withLock { state in
                defer { state.nextJob += 1 }
                return state.nextJob
            }
            // The report's description of the adapter is asked of a worker that is still up,
            // after the last scenario as `run` does: a worker started only for it cost a
            // process start at the end of every fuzz run.
            let job = PoolJob(
                job: .description(id: id, adapter: adapter, seed: 0), launch: Self.launch(executable),
                timeout: timeout)
            if case .result(let result) = await session.submit(job, closing: true) {
                shared.state.withLock { $0.description = result }
            }
            await session.ended()
        }
        return shared.state.withLock { state in
            defer { state.corrections = [] }
            return state.corrections
        }
    }

    /// What the report says about the adapter, as the run's workers answered after the last
    /// scenario; nil before the run finished, or when it was stopped.
    var description: AdapterDescription? {
        shared.state.withLock { state in
            state.description.map { AdapterDescription(name: adapter, descriptionResult: $0) }
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

    /// Stops the run (Ctrl-C): the pool abandons its jobs, and batches under way return what
    /// they have.
    func stop() { session.abandon() }
}
