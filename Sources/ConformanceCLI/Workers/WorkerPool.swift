import AdapterConformance
import Foundation
import Synchronization

/// Runs jobs in worker processes, `count` at a time, and supervises them: a worker that
/// crashes or exceeds the real-time limit costs its one scenario, which becomes an error with
/// the trace so far; the worker is replaced and the other jobs go on.
final class WorkerPool: Sendable {
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
    func run(deliver: @escaping @Sendable (ScenarioResult) -> Void) async {
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
    private func supervise(deliver: @escaping @Sendable (ScenarioResult) -> Void) async {
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

    private func superviseBlocking(deliver: @Sendable (ScenarioResult) -> Void) {
        var worker: WorkerProcess?
        var inFlight: [WorkerJob] = []  // sent to `worker`, oldest (running) first
        var returned: [WorkerJob] = []  // sent to a worker that died before starting them
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
                    worker?.kill()
                    worker = nil
                    deliver(
                        faulted(
                            job, kind: .harness, message: "could not start a worker process: \(error)", events: [],
                            seconds: 0))
                }
            }
            guard let job = inFlight.first, let current = worker else { break }
            let (result, healthy) = collect(job, worker: current)
            current.jobAnswered()
            inFlight.removeFirst()
            if !healthy {
                worker = nil
                returned.append(contentsOf: inFlight.reversed())
                inFlight.removeAll()
            }
            deliver(result)
        }
        worker?.finish()
    }

    /// Reads the worker's answer to one job.
    /// Event lines are kept undecoded: the result carries the whole trace, so they are only
    /// needed when the worker fails (older workers stream them here instead of spilling them).
    private func collect(_ job: WorkerJob, worker: WorkerProcess) -> (ScenarioResult, healthy: Bool) {
        var streamed: [Data] = []
        func events() -> [TraceEvent] {
            let lines = streamed.compactMap { line -> TraceEvent? in
                if case .event(let event) = JSONLines.decode(WorkerMessage.self, from: line) { return event }
                return nil
            }
            return lines.isEmpty ? worker.spilledTrace() : lines
        }
        let start = DispatchTime.now().uptimeNanoseconds
        let limit =
            UInt64(timeout.components.seconds) * 1_000_000_000 + UInt64(timeout.components.attoseconds / 1_000_000_000)
        let deadline = start + limit
        func faulted(_ kind: FaultKind, _ message: String) -> ScenarioResult {
            self.faulted(
                job, kind: kind, message: message, events: events(),
                seconds: Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        }
        while true {
            switch worker.reader.next(deadline: deadline) {
            case .line(let line):
                if WorkerMessage.isEvent(line) {
                    streamed.append(line)
                    continue
                }
                switch JSONLines.decode(WorkerMessage.self, from: line) {
                case .event: streamed.append(line)
                case .resultWithSpilledTrace(var result):
                    result.trace = Trace(events: worker.spilledTrace())
                    result.durationSeconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
                    return (result, true)
                case .result(var result):
                    result.durationSeconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
                    return (result, true)
                case .failure(let message):
                    return (faulted(.harness, message), true)
                case nil:
                    continue  // Not ours: an adapter printing to stdout.
                }
            case .endOfFile:
                let how = worker.terminationDescription()
                return (faulted(.crash, "the adapter crashed the worker: \(how)"), false)
            case .timedOut:
                worker.kill()
                let seconds = Double(limit) / 1e9
                return (
                    faulted(
                        .hang,
                        "no result after \(String(format: "%.1f", seconds)) s of real time; the worker was killed"),
                    false
                )
            }
        }
    }

    private func faulted(_ job: WorkerJob, kind: FaultKind, message: String, events: [TraceEvent], seconds: Double)
        -> ScenarioResult
    {
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
