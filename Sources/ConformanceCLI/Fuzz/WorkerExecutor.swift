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

    private struct Batch {
        var results: [ScenarioResult?]
        var remaining: Int
        let continuation: CheckedContinuation<[ScenarioResult?], Never>
    }

    private struct State {
        var pool: WorkerPool?
        var queue: WorkerQueue?
        var nextJob = 0
        var nextBatch = 0
        /// Each job's batch, place in it and scenario (as the session named it).
        var places: [Int: (batch: Int, offset: Int, source: WorkerJob.Source)] = [:]
        var batches: [Int: Batch] = [:]
        /// What was delivered for jobs of batches already returned, recent ones only.
        var delivered: [Int: ScenarioResult] = [:]
        var corrections: [FuzzCorrection] = []
        var stopped = false
        /// The answer to the job that describes the adapter, queued last (see
        /// ``corrections(finished:)``).
        var description: ScenarioResult?
        var poolEnded: CheckedContinuation<Void, Never>?
        var poolHasEnded = false
    }

    private let state = Mutex(State())
    /// How many of a returned batch's last jobs keep their place and result for a correction:
    /// a crash is charged back at most eight jobs of its worker (``WorkerPool``'s attribution
    /// depth), and a worker has at most eight more queued.
    private static let correctionWindow = 256

    init(executable: String, adapter: String, count: Int, timeout: Duration) {
        self.executable = executable
        self.adapter = adapter
        self.count = count
        self.timeout = timeout
        // The workers start while the session draws its first batch.
        state.withLock { _ = startPool(&$0) }
    }

    private var launch: WorkerLaunch {
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
        let batch = state.withLock { state in
            defer { state.nextBatch += 1 }
            return state.nextBatch
        }
        let results = await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<[ScenarioResult?], Never>) in
                let cancelled = Task.isCancelled
                let queue: WorkerQueue? = state.withLock { state in
                    guard !state.stopped, !cancelled else { return nil }
                    state.batches[batch] = Batch(
                        results: Array(repeating: nil, count: sources.count), remaining: sources.count,
                        continuation: continuation)
                    let queue = state.queue ?? startPool(&state)
                    var jobs: [PoolJob] = []
                    jobs.reserveCapacity(sources.count)
                    for (offset, source) in sources.enumerated() {
                        let id = state.nextJob
                        state.nextJob += 1
                        state.places[id] = (batch, offset, source)
                        var job: WorkerJob
                        switch source {
                        case .given(var scenario):
                            // Shrink candidates share their scenario's ID.
                            scenario.id = "\(scenario.id).job-\(id)"
                            job = WorkerJob(id: id, adapter: adapter, scenario: scenario, seed: seed)
                        case .drawn:
                            job = WorkerJob(id: id, adapter: adapter, source: source, seed: seed)
                            job.tracesFindingsOnly = true
                        }
                        job.settleMilliseconds = fuzzSettleMilliseconds
                        jobs.append(PoolJob(job: job, launch: launch, timeout: timeout))
                    }
                    // Given scenarios are a shrinker's candidates, which the session waits for
                    // while the next batch of drawn ones is queued already: they go first.
                    if case .given = sources[0] {
                        queue.addFirst(jobs)
                    } else {
                        for job in jobs { queue.add(job) }
                    }
                    return queue
                }
                if queue == nil { continuation.resume(returning: Array(repeating: nil, count: sources.count)) }
            }
        } onCancel: {
            withdraw(batch)
        }
        return zip(sources, results).map { source, result in
            if let result { return result }
            // Interrupted before this scenario ran: an empty result, judged nothing.
            let scenario = source.scenario
            return ScenarioResult(
                scenarioID: scenario.id, title: scenario.title, format: scenario.format, adapter: adapter,
                outcomes: [], trace: Trace(), durationSeconds: 0)
        }
    }

    /// Takes a batch's jobs that no worker took yet back from the queue (the session queued it
    /// ahead and then ended); they come back as not run, and the batch returns once the jobs
    /// under way have answered.
    private func withdraw(_ batch: Int) {
        let finished: (CheckedContinuation<[ScenarioResult?], Never>, [ScenarioResult?])? = state.withLock { state in
            guard let queue = state.queue, state.batches[batch] != nil else { return nil }
            let withdrawn = queue.remove { state.places[$0.job.id]?.batch == batch }
            for job in withdrawn { state.places[job.job.id] = nil }
            state.batches[batch]!.remaining -= withdrawn.count
            guard state.batches[batch]!.remaining == 0, let returned = state.batches.removeValue(forKey: batch)
            else { return nil }
            return (returned.continuation, returned.results)
        }
        if let (continuation, results) = finished { continuation.resume(returning: results) }
    }

    /// The pool, started with the executor; it ends when its queue is closed.
    private func startPool(_ locked: inout State) -> WorkerQueue {
        let queue = WorkerQueue(open: true)
        let pool = WorkerPool(count: count, queue: queue, prestart: launch, pipeline: .adaptive)
        (locked.queue, locked.pool) = (queue, pool)
        pool.start(
            deliver: { [self] job, result, replacing in deliver(job, result, replacing: replacing) },
            whenDone: { [self] in
                let waiting = state.withLock { state in
                    state.poolHasEnded = true
                    defer { state.poolEnded = nil }
                    return state.poolEnded
                }
                waiting?.resume()
            })
        return queue
    }

    private func deliver(_ job: WorkerJob, _ result: ScenarioResult, replacing: Bool) {
        if job.describesAdapter {
            state.withLock { $0.description = result }
            return
        }
        let finished: (CheckedContinuation<[ScenarioResult?], Never>, [ScenarioResult?])? = state.withLock { state in
            guard let place = state.places[job.id] else { return nil }
            var result = result
            // A drawn scenario's ID is the worker's; a given one was tagged with its job.
            if case .given(let scenario) = place.source { result.scenarioID = scenario.id }
            guard state.batches[place.batch] != nil else {
                // Its batch was returned: a correction, if the result was replaced.
                if replacing, let replaced = state.delivered[job.id] {
                    state.corrections.append(
                        FuzzCorrection(scenario: place.source.scenario, replaced: replaced, result: result))
                    state.delivered[job.id] = result
                }
                return nil
            }
            // In place: a copy of the batch would copy all its results for every delivery.
            state.batches[place.batch]!.results[place.offset] = result
            if !replacing { state.batches[place.batch]!.remaining -= 1 }
            guard state.batches[place.batch]!.remaining == 0, let batch = state.batches.removeValue(forKey: place.batch)
            else { return nil }
            // The last jobs keep their place and result, others' batches theirs.
            let first = job.id - place.offset
            let cutoff = first + batch.results.count - Self.correctionWindow
            for (offset, result) in batch.results.enumerated() where first + offset >= cutoff {
                state.delivered[first + offset] = result
            }
            let pending = Set(state.batches.keys)
            state.places = state.places.filter { $0.key >= cutoff || pending.contains($0.value.batch) }
            state.delivered = state.delivered.filter { $0.key >= cutoff }
            return (batch.continuation, batch.results)
        }
        if let (continuation, results) = finished { continuation.resume(returning: results) }
    }

    func corrections(finished: Bool) async -> [FuzzCorrection] {
        if finished {
            let (queue, id) = state.withLock { state in
                defer { state.nextJob += 1 }
                return (state.queue, state.nextJob)
            }
            // The report's description of the adapter is asked of a worker that is still up,
            // after the last scenario as `run` does: a worker started only for it cost a
            // process start at the end of every fuzz run.
            queue?.add(
                PoolJob(
                    job: .description(id: id, adapter: adapter, seed: 0), launch: launch, timeout: timeout))
            queue?.close()
            if queue != nil {
                await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                    let ended = state.withLock { state in
                        if !state.poolHasEnded { state.poolEnded = continuation }
                        return state.poolHasEnded
                    }
                    if ended { continuation.resume() }
                }
            }
        }
        return state.withLock { state in
            defer { state.corrections = [] }
            return state.corrections
        }
    }

    /// What the report says about the adapter, as the run's workers answered after the last
    /// scenario; nil before the run finished, or when it was stopped.
    var description: AdapterDescription? {
        state.withLock { state in state.description.map { AdapterDescription(name: adapter, descriptionResult: $0) } }
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
    func stop() {
        let (pool, waiting) = state.withLock { state in
            state.stopped = true
            defer { state.batches = [:] }
            return (state.pool, state.batches.values.map { ($0.continuation, $0.results) })
        }
        pool?.abandon()
        for (continuation, results) in waiting { continuation.resume(returning: results) }
    }
}
