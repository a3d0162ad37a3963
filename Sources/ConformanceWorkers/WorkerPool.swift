import AdapterConformance
import ConformanceVocabulary
import Foundation
import Synchronization

/// Runs jobs in worker processes, `count` at a time, and supervises them: a worker that
/// crashes, hangs or breaks the protocol costs its one scenario, which becomes an error with
/// the trace so far; the worker is replaced and the other jobs go on. A crash or hang in a
/// worker that ran another scenario before is attributed by re-running the candidates alone
/// (`WorkerPool+Attribution.swift`).
package final class WorkerPool: Sendable {
    /// Receives each result; `replacing` is true when a later attribution corrects a result
    /// delivered before (the crash turned out to be that scenario's).
    package typealias Delivery = @Sendable (_ job: WorkerJob, _ result: ScenarioResult, _ replacing: Bool) -> Void
    /// Receives a job no worker could be started for, with why. Without it, such a job is
    /// delivered as a harness error; with it, the key is not tried again.
    package typealias Unstartable = @Sendable (_ job: WorkerJob, _ failure: WorkerStartFailure) -> Void

    private let count: Int
    private let queue: WorkerQueue
    private let unstartable: Unstartable?
    private let failedKeys = Mutex<[String: WorkerStartFailure]>([:])
    /// Workers alive now, so `abandon()` can end them from the signal's thread.
    let live = Mutex<Set<Int32>>([])
    private let abandoned = Atomic<Bool>(false)
    /// Started by each supervisor before its first job, so a worker's start (tens of
    /// milliseconds of real time) overlaps whatever the caller does before it queues jobs.
    private let prestart: WorkerLaunch?
    private let pipeline: WorkerPipeline
    /// Per adapter, the source folders that are its fixture's, not its own (a stub SDK): a
    /// crash's site is the first frame outside them and the harness.
    let harnessSources: [String: [String]]

    package init(
        count: Int, queue: WorkerQueue, unstartable: Unstartable? = nil, prestart: WorkerLaunch? = nil,
        pipeline: WorkerPipeline = .balanced, harnessSources: [String: [String]] = [:]
    ) {
        self.harnessSources = harnessSources
        self.count = max(1, count)
        self.queue = queue
        self.unstartable = unstartable
        self.prestart = prestart
        self.pipeline = pipeline
    }

    /// Stops handing out jobs; jobs under way finish.
    package func stop() { queue.stop() }

    /// Stops at once (Ctrl-C, SIGTERM): no more jobs, and the jobs under way are abandoned,
    /// their workers killed, so a hung adapter cannot hold the run; nothing more is delivered.
    package func abandon() {
        abandoned.store(true, ordering: .sequentiallyConsistent)
        queue.stop()
        for pid in live.withLock({ $0 }) { kill(pid, SIGKILL) }
    }

    var isAbandoned: Bool { abandoned.load(ordering: .sequentiallyConsistent) }

    /// Runs every job the queue hands out, until it is closed and empty; `deliver` is called
    /// from supervisor threads as results arrive.
    package func run(deliver: @escaping Delivery) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            start(deliver: deliver) { continuation.resume() }
        }
    }

    /// Starts the supervisors and returns at once; `whenDone` runs once every one has ended.
    /// Nothing here needs Swift's cooperative threads, so a process can wait for the pool at
    /// exit, whichever thread exits.
    package func start(deliver: @escaping Delivery, whenDone: @escaping @Sendable () -> Void) {
        let remaining = Countdown(count)
        let cores = Self.workerCores(count)
        for slot in 0..<count {
            // A thread per supervisor, since it blocks. It also outlives every worker it
            // starts: Linux's parent-death signal follows the thread that started a process.
            let supervise: @Sendable () -> Void = { [self] in
                superviseBlocking(core: cores?[slot], deliver: deliver)
                if remaining.tick() { whenDone() }
            }
            // A run whose supervisor cannot start would wait for it forever.
            precondition(PromptThread.start(stackSize: 1 << 20, supervise), "could not start a supervisor thread")
        }
    }

    /// A core of its own for each of two or more workers, where this process may use as many;
    /// else nil, and every worker runs where the kernel puts it. A scenario's main thread and
    /// its background lanes take turns: on one core a turn is a switch of threads, across two
    /// a wake-up of the other core, and workers whose threads wander share both cores' caches.
    /// A single worker stays free (pinned, it gained nothing: its lanes lost the core the
    /// supervisor leaves idle). A worker started to attribute a crash is not pinned either.
    static func workerCores(_ count: Int) -> [Int32]? {
        guard count >= 2, let cores = PromptThread.callingThreadCoreNumbers, count <= cores.count else { return nil }
        return Array(cores.prefix(count))
    }

    private final class Countdown: Sendable {
        private let value: Atomic<Int>
        init(_ value: Int) { self.value = Atomic(value) }
        /// True for the last tick.
        func tick() -> Bool { value.subtract(1, ordering: .acquiringAndReleasing).newValue == 0 }
    }

    /// Jobs are sent in batches, several frames in one write, once no more than the
    /// pipeline's `refillAt` are left: one wake-up of the worker's reader for several jobs.
    /// Each frame is still its own job with its own ID, so a crash is charged to the job the
    /// worker was answering, and the jobs queued behind it go to its replacement.
    /// A batch stops growing past this many bytes, and so do the bytes of the jobs sent and
    /// not answered past `unansweredBytes`, well under a pipe's 64 KB: a worker frozen whole
    /// reads none of them, and must not block the supervisor's write (it then times the job
    /// out). With a deep pipeline, the jobs sent ahead are what could fill the pipe.
    private static let batchBytes = 16_384
    private static let unansweredBytes = 32_768

    /// A job sent to a worker, and the size of its frame.
    private struct Sent {
        let job: PoolJob
        let bytes: Int
    }

    private func superviseBlocking(core: Int32?, deliver: Delivery) {
        // One that cannot start is started again for the first job, which reports why.
        var worker: WorkerProcess? = prestart.flatMap { try? start($0, core: core) }
        var inFlight: [Sent] = []  // sent to `worker`, oldest (running) first
        var returned: [PoolJob] = []  // sent to a worker that went away before starting them
        var pace = JobPace()
        func retire() {
            pace.reset()
            worker?.kill()
            if let pid = worker?.pid { live.withLock { _ = $0.remove(pid) } }
            worker = nil
            returned.append(contentsOf: inFlight.reversed().map(\.job))
            inFlight.removeAll()
        }
        func take(idle: Bool) -> PoolJob? {
            if let job = returned.popLast() { return job }
            // With jobs in flight, only one this worker can run, and no waiting for it.
            return queue.next(key: worker?.launch.key, onlyKey: !idle, wait: idle)
        }
        while true {
            var batch: [Sent] = []
            var frames: [UInt8] = []
            frames.reserveCapacity(Self.batchBytes * 2)
            let limits = pipeline.limits(meanJobSeconds: pace.meanSeconds)
            let unanswered = inFlight.reduce(0) { $0 + $1.bytes }
            while inFlight.count <= limits.refillAt, inFlight.count + batch.count < limits.depth,
                batch.isEmpty && inFlight.isEmpty
                    || frames.count < Self.batchBytes && unanswered + frames.count < Self.unansweredBytes,
                let job = take(idle: inFlight.isEmpty && batch.isEmpty)
            {
                if let current = worker, current.launch.key != job.launch.key {
                    finish(current, deliver: deliver)
                    worker = nil
                }
                do throws(WorkerStartFailure) {
                    if worker == nil { worker = try start(job.launch, core: core) }
                    let before = frames.count
                    job.job.appendFrame(to: &frames)
                    batch.append(Sent(job: job, bytes: frames.count - before))
                } catch {
                    retire()
                    cannotStart(job, failure: error, deliver: deliver)
                }
            }
            if !batch.isEmpty, let current = worker {
                do throws(WorkerStartFailure) {
                    try current.send(frames: frames)
                    inFlight.append(contentsOf: batch)
                } catch {
                    if !inFlight.isEmpty {
                        // The worker is going away during the running job; collecting that
                        // job reports why, and these go to the next worker.
                        returned.append(contentsOf: batch.reversed().map(\.job))
                    } else {
                        retire()
                        returned.append(contentsOf: batch.dropFirst().reversed().map(\.job))
                        cannotStart(batch[0].job, failure: error, deliver: deliver)
                        continue
                    }
                }
            }
            guard let job = inFlight.first?.job, let current = worker, !isAbandoned else { break }
            // Once nothing more can come, the worker learns it now rather than after its last
            // reply is read: it ends as it answers the last job, while that answer is read.
            if returned.isEmpty, queue.isDrained { current.closeInput() }
            inFlight.removeFirst()
            let collected = collect(job, from: current)
            if isAbandoned {
                retire()
                break
            }
            switch collected {
            case .answered(let result, let reusable, let ran):
                current.jobAnswered(job)
                if let ran { pace.ran(seconds: ran) }
                if !reusable { retire() }
                deliver(job.job, result, false)
            case .lost(let result):
                let earlier = current.answered
                retire()
                if !earlier.isEmpty, result.fault?.kind != .harness {
                    attribute(job, lost: result, earlier: earlier, deliver: deliver)
                } else {
                    deliver(job.job, result, false)
                }
            }
        }
        if let current = worker {
            if isAbandoned { current.kill() } else { finish(current, deliver: deliver) }
            live.withLock { _ = $0.remove(current.pid) }
        }
    }

    /// A new worker for `launch`, unless one could not be started before and the caller
    /// takes unstartable jobs elsewhere.
    func start(_ launch: WorkerLaunch, core: Int32? = nil) throws(WorkerStartFailure) -> WorkerProcess {
        if unstartable != nil, let failure = failedKeys.withLock({ $0[launch.key] }) {
            throw failure
        }
        do throws(WorkerStartFailure) {
            let worker = try WorkerProcess(launch: launch, core: core, repliesPerRing: pipeline.repliesPerRing)
            live.withLock { _ = $0.insert(worker.pid) }
            if isAbandoned { kill(worker.pid, SIGKILL) }
            return worker
        } catch {
            switch error {
            case .noFolder: break  // says nothing of the launch, which is tried again
            default: if unstartable != nil { failedKeys.withLock { $0[launch.key] = error } }
            }
            throw error
        }
    }

    private func cannotStart(_ job: PoolJob, failure: WorkerStartFailure, deliver: Delivery) {
        if let unstartable {
            unstartable(job.job, failure)
        } else {
            deliver(job.job, Self.faulted(job.job, ScenarioFault(startFailure: failure)), false)
        }
    }

    /// Ends a worker that answered everything it was sent; a crash after its last job is
    /// attributed (see ``attributeAfterEnd(_:ending:deliver:)``).
    private func finish(_ worker: WorkerProcess, deliver: Delivery) {
        defer { live.withLock { _ = $0.remove(worker.pid) } }
        let ending = worker.finish { reply in
            guard case .late(var result) = reply.outcome,
                let job = worker.answered.last(where: { $0.job.id == reply.job })
            else { return }
            result.output = worker.output(ofJob: job.job.id)
            deliver(job.job, result, true)
        }
        if let ending {
            attributeAfterEnd(worker, ending: ending, deliver: deliver)
        }
    }

    enum Collected {
        /// The worker answered; `reusable` is false when it must be replaced anyway (the
        /// adapter left activity behind, or broke the harness's files). `ran`: how long the
        /// scenario ran as the worker measured it, when it ran one.
        case answered(ScenarioResult, reusable: Bool, ran: Double? = nil)
        /// The worker died, hung or broke the protocol during the job.
        case lost(ScenarioResult)
    }

    /// Reads the worker's answer to one job.
    func collect(_ pooled: PoolJob, from worker: WorkerProcess) -> Collected {
        let job = pooled.job
        let start = DispatchTime.now().uptimeNanoseconds
        func seconds() -> Double { Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9 }
        func fault(_ fault: ScenarioFault) -> ScenarioResult {
            var result = Self.faulted(job, fault, events: worker.spilledTrace(job), seconds: seconds())
            result.output = worker.takeFiles(job, ends: nil)
            return result
        }
        func fault(_ kind: FaultKind, _ message: String) -> ScenarioResult {
            fault(ScenarioFault(kind: kind, message: message))
        }
        var read = worker.reader.nextFrame(deadline: start + pooled.timeout.nanoseconds)
        if case .timedOut = read, Self.isWritingABacktrace(worker, job: job) {
            // Not a hang: the worker crashed in time and Swift's backtracer is still writing
            // (symbolicating a deep stack on a busy machine takes seconds). It gets to finish.
            read = worker.reader.nextFrame(
                deadline: DispatchTime.now().uptimeNanoseconds + Self.backtraceGrace.nanoseconds)
        }
        switch read {
        case .message(let payload):
            guard let reply = WorkerReply(payload: payload), reply.job == job.id else {
                return .lost(fault(.harness, "the worker answered for a job it was not running; it was replaced"))
            }
            switch reply.outcome {
            case .result(var result, let trace):
                switch trace {
                case .inReply: break
                case .spilled: result.trace = Trace(events: worker.spilledTrace(job, end: reply.ends?.trace))
                case .omitted: worker.skipSpilledTrace(job, end: reply.ends?.trace)
                }
                let ran = result.durationSeconds
                result.durationSeconds = seconds()
                result.output = worker.takeFiles(job, ends: reply.ends)
                return .answered(result, reusable: !result.leftActivity, ran: ran)
            case .failure(let message):
                return .answered(fault(.harness, message), reusable: false)
            case .late:
                return .lost(fault(.harness, "the worker sent a correction before its input ended; it was replaced"))
            }
        case .endOfFile:
            worker.kill()
            let stderr = worker.peekError()
            let crash = CrashReport.crash(
                ending: worker.ending, standardError: stderr, harnessSources: harnessSources[pooled.job.adapter] ?? [])
            return .lost(fault(ScenarioFault(crash: crash)))
        case .timedOut:
            worker.kill()
            return .lost(
                fault(
                    .hang, "no result after \(String(format: "%.1f", seconds())) s of real time; the worker was killed")
            )
        }
    }

    /// How long a worker that is writing a crash's backtrace at the timeout may go on.
    static let backtraceGrace: Duration = .seconds(20)

    /// Whether the job's standard error shows Swift's backtracer at work (its banner, with no
    /// end of the process yet).
    static func isWritingABacktrace(_ worker: WorkerProcess, job: WorkerJob) -> Bool {
        worker.peekError(limit: 1 << 16).contains("Backtracing from 0x")
    }

    /// A result with no verdict, and a fault of `kind` that `message` tells.
    package static func faulted(_ job: WorkerJob, _ kind: FaultKind, _ message: String) -> ScenarioResult {
        faulted(job, ScenarioFault(kind: kind, message: message))
    }

    /// A result with no verdict: every rule skipped as not judged, and the fault.
    package static func faulted(
        _ job: WorkerJob, _ fault: ScenarioFault, events: [TraceEvent] = [], seconds: Double = 0
    ) -> ScenarioResult {
        // Drawn again for a drawn job: once.
        let scenario = job.scenario
        return ScenarioResult(
            scenarioID: scenario.id, title: scenario.title, format: scenario.format, adapter: job.adapter,
            outcomes: scenario.rules.map { id in
                RuleOutcome(
                    ruleID: id, level: RuleCatalog.definition(id).level,
                    verdict: .skipped("not judged: \(fault.kind.rawValue)"))
            },
            trace: Trace(events: events), durationSeconds: seconds, fault: fault)
    }
}
