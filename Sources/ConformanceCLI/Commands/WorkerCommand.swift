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
    private let threads = ThreadWatch()

    /// How long a lingering job keeps the worker alive after its scenario (see `WorkerJob`).
    static let lingerMilliseconds = 500

    /// How long a worker waits after its last job for threads still running. A thread an
    /// adapter left behind may trap a moment after its scenario completed; when that was the
    /// last scenario the worker ran, exiting at once would hide the crash.
    static let lingerAtEndMilliseconds = 250

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
        await threads.warmUp()
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
        Stdio.capture(
            output: WorkerFiles.standardOutput(directory, job: WorkerJob.afterLastJob),
            error: WorkerFiles.standardError(directory, job: WorkerJob.afterLastJob))
        // Threads the last scenario left running get their chance to crash while the worker
        // is still watched (the per-job wait covers the rest); then the worker ends at once.
        threads.awaitStragglers(limit: .milliseconds(Self.lingerAtEndMilliseconds))
        Stdio.flush()
        _exit(0)
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
        var options = RunOptions(seed: job.seed, traceObserver: { spill.append($0) })
        if let settle = job.settleMilliseconds { options.settleMilliseconds = settle }
        threads.begin()
        var result = await ConformanceEngine.run(job.scenario, fixture: fixture, options: options)
        threads.awaitStragglers(limit: .milliseconds(Self.lingerMilliseconds))
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

/// Threads an adapter leaves running after its scenario. One that traps later would crash
/// whichever scenario the worker runs next; waiting for it while its own job is still the one
/// being watched puts the crash where it belongs. A thread is the job's when it appeared
/// during the job; the wait ends when those are gone, or at the limit, after which they
/// count as the worker's. Dispatch's pool threads also appear and stay, so the pool is grown
/// before the first job (see `warmUp`), and the rare thread it adds later costs one wait.
final class ThreadWatch: @unchecked Sendable {
    private var known: Set<String> = []

    /// Starts Dispatch's and Swift concurrency's pool threads the harness uses anyway, so
    /// they exist before the first job.
    func warmUp() async {
        let group = DispatchGroup()
        for qos in [DispatchQoS.QoSClass.default, .userInitiated, .utility] {
            for _ in 0..<4 { DispatchQueue.global(qos: qos).async(group: group) { usleep(2_000) } }
        }
        // Serial queues of their own (the network's lanes, timers) run on overcommit threads.
        for lane in 0..<6 { DispatchQueue(label: "warm-up-\(lane)").async(group: group) { usleep(2_000) } }
        group.wait()
        await withTaskGroup(of: Void.self) { tasks in
            for _ in 0..<4 { tasks.addTask { usleep(2_000) } }
        }
        known = Self.threads()
    }

    /// Called as a job starts: whatever runs now is the worker's, not this job's.
    func begin() { known.formUnion(Self.threads()) }

    /// Blocks the calling thread (the SDK's main thread: a `Task.sleep` needs Dispatch's
    /// descriptors, which a hostile adapter may have closed).
    func awaitStragglers(limit: Duration) {
        let deadline =
            DispatchTime.now().uptimeNanoseconds + UInt64(limit.components.seconds) * 1_000_000_000
            + UInt64(limit.components.attoseconds / 1_000_000_000)
        var current = Self.threads()
        while !current.isSubset(of: known) && DispatchTime.now().uptimeNanoseconds < deadline {
            usleep(2_000)
            current = Self.threads()
        }
        known.formUnion(current)
    }

    /// The process's thread IDs, from `/proc/self/task`.
    static func threads() -> Set<String> {
        guard let directory = opendir("/proc/self/task") else { return [] }
        defer { closedir(directory) }
        var threads: Set<String> = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) {
                String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
            }
            if !name.hasPrefix(".") { threads.insert(name) }
        }
        return threads
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
