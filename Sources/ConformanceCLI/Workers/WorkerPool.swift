import AdapterConformance
import Foundation
import Synchronization

/// Runs jobs in worker processes, `count` at a time, and supervises them: a worker that
/// crashes, hangs or breaks the protocol costs its one scenario, which becomes an error with
/// the trace so far; the worker is replaced and the other jobs go on. A crash or hang in a
/// worker that ran another scenario before is attributed by re-running the candidates alone.
final class WorkerPool: Sendable {
    /// Receives each result; `replacing` is true when a later attribution corrects a result
    /// delivered before (the crash turned out to be that scenario's).
    typealias Delivery = @Sendable (_ result: ScenarioResult, _ replacing: Bool) -> Void

    private let executable: String
    private let count: Int
    private let timeout: Duration
    private let jobs: Mutex<[WorkerJob]>
    private let stopping = Atomic<Bool>(false)

    init(executable: String, count: Int, timeout: Duration, jobs: [WorkerJob]) {
        self.executable = executable
        self.count = max(1, min(count, jobs.count))
        self.timeout = timeout
        self.jobs = Mutex(jobs.reversed())
    }

    /// Stops handing out jobs (Ctrl-C); jobs under way finish or are abandoned.
    func stop() { stopping.store(true, ordering: .relaxed) }

    /// Runs every job; `deliver` is called from supervisor threads as results arrive.
    func run(deliver: @escaping Delivery) async {
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<count {
                group.addTask { await self.supervise(deliver: deliver) }
            }
        }
    }

    private func nextJob() -> WorkerJob? {
        guard !stopping.load(ordering: .relaxed) else { return nil }
        return jobs.withLock { $0.popLast() }
    }

    /// One supervisor: owns at most one worker at a time, runs on its own thread since it blocks.
    private func supervise(deliver: @escaping Delivery) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let thread = Thread { [self] in
                superviseBlocking(deliver: deliver)
                continuation.resume()
            }
            thread.stackSize = 1 << 20
            thread.start()
        }
    }

    /// Jobs a supervisor keeps sent to its worker: the one running and the next, so the
    /// worker starts the next scenario as soon as it writes a result instead of waiting for
    /// the supervisor to wake up, read the result and send another job.
    private static let pipelineDepth = 2

    private func superviseBlocking(deliver: Delivery) {
        var worker: WorkerProcess?
        var inFlight: [WorkerJob] = []  // sent to `worker`, oldest (running) first
        var returned: [WorkerJob] = []  // sent to a worker that went away before starting them
        func retire() {
            worker?.kill()
            worker = nil
            returned.append(contentsOf: inFlight.reversed())
            inFlight.removeAll()
        }
        while true {
            while inFlight.count < Self.pipelineDepth, let job = returned.popLast() ?? nextJob() {
                do {
                    if worker == nil { worker = try WorkerProcess(executable: executable) }
                    try worker!.send(job)
                    inFlight.append(job)
                } catch {
                    if !inFlight.isEmpty {
                        // The worker is going away during the running job; collecting that
                        // job reports why, and this one goes to the next worker.
                        returned.append(job)
                        break
                    }
                    retire()
                    deliver(Self.faulted(job, .harness, "could not start a worker process: \(error)"), false)
                }
            }
            guard let job = inFlight.first, let current = worker else { break }
            inFlight.removeFirst()
            switch collect(job, from: current) {
            case .answered(let result, let reusable):
                current.jobAnswered(job)
                if !reusable { retire() }
                deliver(result, false)
            case .lost(let result):
                let earlier = current.answered
                retire()
                if !earlier.isEmpty, result.fault?.kind != .harness {
                    attribute(job, lost: result, earlier: earlier, deliver: deliver)
                } else {
                    deliver(result, false)
                }
            }
        }
        if let current = worker, let termination = current.finish() {
            attributeAfterEnd(current, termination: termination, deliver: deliver)
        }
    }

    private enum Collected {
        /// The worker answered; `reusable` is false when it must be replaced anyway (the
        /// adapter left activity behind, or broke the harness's files).
        case answered(ScenarioResult, reusable: Bool)
        /// The worker died, hung or broke the protocol during the job.
        case lost(ScenarioResult)
    }

    /// Reads the worker's answer to one job.
    private func collect(_ job: WorkerJob, from worker: WorkerProcess) -> Collected {
        let start = DispatchTime.now().uptimeNanoseconds
        func seconds() -> Double { Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9 }
        func fault(_ kind: FaultKind, _ message: String, details: String? = nil) -> ScenarioResult {
            var result = Self.faulted(job, kind, message, events: worker.spilledTrace(job), seconds: seconds())
            result.fault?.details = details
            result.output = worker.takeFiles(job)
            return result
        }
        let limit =
            UInt64(timeout.components.seconds) * 1_000_000_000 + UInt64(timeout.components.attoseconds / 1_000_000_000)
        switch worker.reader.next(deadline: start + limit) {
        case .line(let line):
            guard let reply = JSONLines.decode(WorkerReply.self, from: line), reply.job == job.id else {
                return .lost(fault(.harness, "the worker answered for a job it was not running; it was replaced"))
            }
            switch reply.outcome {
            case .result(var result, let traceSpilled):
                if traceSpilled { result.trace = Trace(events: worker.spilledTrace(job)) }
                result.durationSeconds = seconds()
                result.output = worker.takeFiles(job)
                return .answered(result, reusable: !result.leftActivity)
            case .failure(let message):
                return .answered(fault(.harness, message), reusable: false)
            }
        case .endOfFile:
            worker.kill()
            let stderr = WorkerFiles.peekError(worker.directory, job: job.id)
            let crash = CrashReport(termination: worker.terminationDescription(), standardError: stderr)
            var result = fault(.crash, crash.message, details: crash.details)
            result.fault?.location = crash.location
            return .lost(result)
        case .timedOut:
            worker.kill()
            return .lost(
                fault(
                    .hang, "no result after \(String(format: "%.1f", seconds())) s of real time; the worker was killed")
            )
        }
    }

    /// How many of a worker's earlier scenarios a crash or hang is checked against: each costs
    /// a fresh worker and a linger, and a thread that traps later than that is rare.
    private static let attributionDepth = 8

    /// A crash or hang in a worker that had answered `earlier` jobs may be theirs (a thread one
    /// left behind trapped later). The job runs alone in a fresh worker, then the earlier ones,
    /// latest first, each with a linger; the fault is reported where it reproduces, and the
    /// error says how it was attributed.
    private func attribute(_ job: WorkerJob, lost: ScenarioResult, earlier: [WorkerJob], deliver: Delivery) {
        let what = lost.fault?.kind == .hang ? "hang" : "crash"
        let alone = runAlone(job, linger: false)
        if case .lost(var again) = alone {
            again.fault?.message += " (reproduced when run alone in a fresh worker)"
            deliver(again, false)
            return
        }
        if case .answered(let clean, _) = alone, var theirs = culprit(among: earlier) {
            let message = theirs.fault?.message ?? ""
            theirs.fault?.message =
                "the \(what) came after this scenario had completed, while \(job.scenario.id) ran in the same worker: "
                + message
                + " (attributed by re-running the scenarios alone in fresh workers; it reproduced after this one)"
            deliver(clean, false)
            deliver(theirs, true)
            return
        }
        var original = lost
        original.fault?.message +=
            " (the worker had run \(earlier.count) scenario(s) before; none reproduced alone, so it is reported here)"
        deliver(original, false)
    }

    /// A worker that answered every job it was given, then did not exit cleanly: something an
    /// adapter left running crashed it after its scenario. Reported on the scenario that
    /// reproduces it, or else on the last one the worker ran, never dropped.
    private func attributeAfterEnd(_ worker: WorkerProcess, termination: String, deliver: Delivery) {
        guard let last = worker.answered.last else { return }
        let stderr = WorkerFiles.peekError(worker.directory, job: WorkerJob.afterLastJob)
        if var theirs = culprit(among: worker.answered) {
            let message = theirs.fault?.message ?? ""
            theirs.fault?.message =
                "the crash came after this scenario had completed, once its worker had no scenario left: "
                + message + " (attributed by re-running the scenarios alone in fresh workers)"
            deliver(theirs, true)
            return
        }
        let crash = CrashReport(termination: termination, standardError: stderr)
        var result = Self.faulted(
            last, .crash,
            crash.message
                + " (after the worker's last scenario had completed; none of the \(worker.answered.count) it ran"
                + " reproduced it alone, so it is reported on the last)")
        result.fault?.details = crash.details
        result.fault?.location = crash.location
        deliver(result, true)
    }

    /// The first of `earlier`, latest first, whose run alone (with a linger) crashes or hangs.
    private func culprit(among earlier: [WorkerJob]) -> ScenarioResult? {
        for previous in earlier.suffix(Self.attributionDepth).reversed() {
            if case .lost(let theirs) = runAlone(previous, linger: true) { return theirs }
        }
        return nil
    }

    /// Runs one job in a worker of its own.
    private func runAlone(_ job: WorkerJob, linger: Bool) -> Collected {
        var job = job
        job.linger = linger
        guard let worker = try? WorkerProcess(executable: executable), (try? worker.send(job)) != nil else {
            return .lost(Self.faulted(job, .harness, "could not start a worker process"))
        }
        defer { worker.finish() }
        return collect(job, from: worker)
    }

    private static func faulted(
        _ job: WorkerJob, _ kind: FaultKind, _ message: String, events: [TraceEvent] = [], seconds: Double = 0
    ) -> ScenarioResult {
        ScenarioResult(
            scenarioID: job.scenario.id, title: job.scenario.title, format: job.scenario.format,
            adapter: job.adapter,
            outcomes: job.scenario.rules.map { id in
                RuleOutcome(
                    ruleID: id, level: RuleCatalog.definition(id)?.level ?? .required,
                    verdict: .skipped("not judged: \(kind.rawValue)"))
            },
            trace: Trace(events: events), durationSeconds: seconds,
            fault: ScenarioFault(kind: kind, message: message))
    }
}
