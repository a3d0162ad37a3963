import AdapterConformance
import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// The worker's side: runs the jobs its supervisor sends, one at a time, on the main actor
/// (the SDK's main thread). The CLI's hidden `worker` subcommand and a test binary relaunched
/// by Swift Testing's isolation both end up here; they differ only in how they find a
/// fixture by name.
///
/// The supervisor talks to the worker over the worker's stdin and stdout as it starts them;
/// the worker moves both to high, private descriptors at once, so nothing the adapter prints,
/// and no descriptor it closes, reaches the channel. During each job, standard output and
/// standard error go to that job's files, which the supervisor reads into the scenario's
/// result; the trace goes to the job's spill file, so a crash leaves it behind.
package struct WorkerServer: Sendable {
    /// The directory the supervisor named (``WorkerFiles``).
    let directory: String
    /// The fixture a job names, if this worker has it.
    let fixture: @MainActor @Sendable (String) -> AdapterFixture?
    private let threads = ThreadWatch()

    /// How long a lingering job keeps the worker alive after its scenario (see `WorkerJob`).
    static let lingerMilliseconds = 500

    /// How long a worker waits after its last job for threads still at work. A thread an
    /// adapter left behind may trap a moment after its scenario completed; when that was the
    /// last scenario the worker ran, exiting at once would hide the crash.
    static let lingerAtEndMilliseconds = 250

    package init(directory: String, fixture: @escaping @MainActor @Sendable (String) -> AdapterFixture?) {
        self.directory = directory
        self.fixture = fixture
    }

    /// Takes the process over: serves every job, then ends the process when the input ends
    /// (the supervisor closed it or went away).
    @MainActor
    package func serve() async -> Never {
        Self.prepareProcess()
        WorkerStdio.flush()
        let input = HarnessDescriptor.moveHigh(dup(0))
        let output = HarnessDescriptor.moveHigh(dup(1))
        WorkerStdio.detach()
        // On a line of its own: whatever the process wrote before may not end with one.
        send(Data([0x0A]) + WorkerHandshake.ready + Data([0x0A]), to: output)
        let lines = AsyncStream<Data> { continuation in
            let thread = Thread {
                let reader = LineReader(descriptor: input)
                while case .line(let line) = reader.next(deadline: UInt64.max) { continuation.yield(line) }
                continuation.finish()
            }
            thread.start()
        }
        for await line in lines {
            guard let job = JSONLines.decode(WorkerJob.self, from: line) else {
                send(JSONLines.encode(WorkerReply(job: -1, outcome: .failure("unreadable job"))), to: output)
                continue
            }
            send(JSONLines.encode(await run(job)), to: output)
        }
        WorkerStdio.capture(
            output: WorkerFiles.standardOutput(directory, job: WorkerJob.afterLastJob),
            error: WorkerFiles.standardError(directory, job: WorkerJob.afterLastJob))
        // Threads the last scenario left at work get their chance to crash while the worker is
        // still watched (each job's own wait covered the rest); then the worker ends at once,
        // without `Task.sleep`, which needs descriptors a hostile adapter may have closed.
        threads.awaitStragglers(limit: .milliseconds(Self.lingerAtEndMilliseconds))
        WorkerStdio.flush()
        _exit(0)
    }

    /// What a worker process does first, whoever started it; done again by `serve`.
    package static func prepareProcess() {
        // Ctrl-C reaches the whole process group; the supervisor decides what it means.
        signal(SIGINT, SIG_IGN)
        signal(SIGPIPE, SIG_IGN)
        // A worker never outlives its supervisor, whatever ends the supervisor.
        ParentDeath.killThisProcess()
        if getppid() == 1 { _exit(0) }
    }

    @MainActor
    private func run(_ job: WorkerJob) async -> WorkerReply {
        guard let fixture = fixture(job.adapter) else {
            return WorkerReply(job: job.id, outcome: .failure("unknown adapter \(job.adapter)"))
        }
        WorkerStdio.capture(
            output: WorkerFiles.standardOutput(directory, job: job.id),
            error: WorkerFiles.standardError(directory, job: job.id))
        guard let spill = TraceSpillWriter(path: WorkerFiles.trace(directory, job: job.id)) else {
            return WorkerReply(job: job.id, outcome: .failure("cannot create the trace file in \(directory)"))
        }
        var options = RunOptions(seed: job.seed, traceObserver: { spill.append($0) })
        if let settle = job.settleMilliseconds { options.settleMilliseconds = settle }
        threads.begin()
        var result =
            job.describesAdapter
            ? await ConformanceEngine.describe(fixture, options: options)
            : await ConformanceEngine.run(job.scenario, fixture: fixture, options: options)
        threads.awaitStragglers(limit: .milliseconds(Self.lingerMilliseconds))
        if job.linger { try? await Task.sleep(for: .milliseconds(Self.lingerMilliseconds)) }
        WorkerStdio.flush()
        guard spill.intact else {
            return WorkerReply(
                job: job.id,
                outcome: .failure(
                    "the scenario's trace file was lost: the adapter closed or broke a harness descriptor"))
        }
        // A trace with calls after the scenario ended differs from what was spilled.
        if result.leftActivity { return WorkerReply(job: job.id, outcome: .result(result, traceSpilled: false)) }
        result.trace = Trace()
        return WorkerReply(job: job.id, outcome: .result(result, traceSpilled: true))
    }

    private func send(_ data: Data, to output: Int32) {
        // The supervisor is gone; nobody wants the rest.
        if !HarnessDescriptor.writeAll(output, data) { _exit(0) }
    }
}
