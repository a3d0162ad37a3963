import AdapterConformance
import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// The hidden `worker` subcommand: runs the jobs its supervisor sends, one at a time, on the
/// main actor (the SDK's main thread).
///
/// The supervisor talks to the worker over the worker's stdin and stdout as it starts them;
/// the worker moves both to high, private descriptors at once, so nothing the adapter prints,
/// and no descriptor it closes, reaches the channel. During each job, standard output and
/// standard error go to that job's files, which the supervisor reads into the scenario's
/// result; the trace goes to the job's spill file, so a crash leaves it behind.
struct WorkerCommand {
    let context: CommandContext

    /// How long a lingering job keeps the worker alive after its scenario (see `WorkerJob`).
    static let lingerMilliseconds = 500

    @MainActor
    func execute() async -> ExitCode {
        // Ctrl-C reaches the whole process group; the supervisor decides what it means.
        signal(SIGINT, SIG_IGN)
        signal(SIGPIPE, SIG_IGN)
        // A worker never outlives its supervisor, whatever ends the supervisor.
        ParentDeath.killThisProcess()
        if getppid() == 1 { return .success }
        guard let directory = ProcessInfo.processInfo.environment[WorkerFiles.environmentKey] else {
            context.err.write("the worker subcommand is started by 'run', not by hand\n")
            return .usage
        }
        let input = HarnessDescriptor.moveHigh(dup(0))
        let output = HarnessDescriptor.moveHigh(dup(1))
        Stdio.detach()
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
                send(WorkerReply(job: -1, outcome: .failure("unreadable job")), to: output)
                continue
            }
            send(await run(job, directory: directory), to: output)
        }
        return .success
    }

    @MainActor
    private func run(_ job: WorkerJob, directory: String) async -> WorkerReply {
        guard let fixture = context.fixture(named: job.adapter) else {
            return WorkerReply(job: job.id, outcome: .failure("unknown adapter \(job.adapter)"))
        }
        Stdio.capture(
            output: WorkerFiles.standardOutput(directory, job: job.id),
            error: WorkerFiles.standardError(directory, job: job.id))
        guard let spill = TraceSpillWriter(path: WorkerFiles.trace(directory, job: job.id)) else {
            return WorkerReply(job: job.id, outcome: .failure("cannot create the trace file in \(directory)"))
        }
        let options = RunOptions(seed: job.seed, traceObserver: { spill.append($0) })
        var result = await ConformanceEngine.run(job.scenario, fixture: fixture, options: options)
        if job.linger { try? await Task.sleep(for: .milliseconds(Self.lingerMilliseconds)) }
        Stdio.flush()
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

    private func send(_ reply: WorkerReply, to output: Int32) {
        // The supervisor is gone; nobody wants the rest.
        if !HarnessDescriptor.writeAll(output, JSONLines.encode(reply)) { _exit(0) }
    }
}

/// The worker's standard streams, which belong to the adapter.
enum Stdio {
    /// Points 0 at /dev/null and 1 and 2 at /dev/null until the first job.
    static func detach() {
        let null = open("/dev/null", O_RDWR)
        for descriptor: Int32 in 0...2 { dup2(null, descriptor) }
        if null > 2 { close(null) }
    }

    /// Sends standard output and error to a job's files (reopening them if the adapter of an
    /// earlier job closed them).
    static func capture(output: String, error: String) {
        flush()
        for (path, descriptor) in [(output, Int32(1)), (error, Int32(2))] {
            let file = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_APPEND, 0o600)
            guard file >= 0 else { continue }
            dup2(file, descriptor)
            if file != descriptor { close(file) }
        }
    }

    static func flush() { fflush(nil) }
}

/// Linux's parent-death signal: the kernel kills the worker when the supervisor ends, even by
/// SIGKILL. `prctl` is not in Glibc's Swift module, so it is looked up by name.
enum ParentDeath {
    private typealias Prctl = @convention(c) (Int32, UInt, UInt, UInt, UInt) -> Int32
    private static let setParentDeathSignal: Int32 = 1  // PR_SET_PDEATHSIG

    static func killThisProcess() {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "prctl") else { return }
        let prctl = unsafeBitCast(symbol, to: Prctl.self)
        _ = prctl(setParentDeathSignal, UInt(SIGKILL), 0, 0, 0)
    }
}
