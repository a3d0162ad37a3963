import AdapterConformance
import ConformanceVocabulary
import Foundation
import Synchronization

/// One worker: a child process started as its `WorkerLaunch` says. Jobs go to its stdin and
/// replies come from its stdout, both of which the worker moves out of the adapter's reach
/// as it takes the worker role (see `WorkerServer`), and says so with the ready line.
final class WorkerProcess {
    private let process: ChildProcess
    private let input = Pipe()
    private let output = Pipe()
    let launch: WorkerLaunch
    let reader: ChannelReader
    /// The supervisor's end of the worker's ``WorkerDoorbell``, if one could be made.
    private let doorbell: Int32?
    /// Where the worker keeps each job's trace and captured output (see ``WorkerFiles``).
    let directory: String
    /// Jobs this worker has answered, oldest first; a crash in a later job may be theirs.
    private(set) var answered: [PoolJob] = []
    /// What the adapter wrote during answered jobs, where it wrote anything: a correction
    /// sent at the end (``WorkerReply/Outcome/late(_:)``) keeps it.
    private var outputs: [Int: CapturedOutput] = [:]
    private let spill: TraceSpillReader
    private let outputFile: WorkerFileReader
    private let errorFile: WorkerFileReader
    /// Where the output files' part of the next job to be collected starts.
    private var outputStart = 0
    private var errorStart = 0

    /// How long a worker may take to say it is ready: a relaunched test binary loads and
    /// plans its tests first.
    static let startupLimit: Duration = .seconds(60)

    /// Starts the worker and waits for its ready line; throws why when it cannot be started or
    /// does not become ready.
    init(launch: WorkerLaunch, core: Int32?, repliesPerRing: Int) throws(WorkerStartFailure) {
        self.launch = launch
        do throws(POSIXError) {
            directory = try WorkerFiles.makeDirectory()
        } catch {
            throw .noFolder(code: error.code.rawValue)
        }
        spill = TraceSpillReader(path: WorkerFiles.trace(directory))
        outputFile = WorkerFileReader(path: WorkerFiles.standardOutput(directory))
        errorFile = WorkerFileReader(path: WorkerFiles.standardError(directory))
        // What the process writes before it takes the worker role explains a failed start.
        let startup = WorkerFiles.startupError(directory)
        // Without the file, the start-up output goes nowhere, never into the channel.
        let opened = open(startup, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        let startupError = opened >= 0 ? opened : open("/dev/null", O_WRONLY | O_CLOEXEC)
        var environment = ProcessInfo.processInfo.environment
        // A crash report names the adapter's frames: the backtracer writes to the job's
        // standard-error file, which the supervisor reads after the crash.
        environment["SWIFT_BACKTRACE"] =
            "enable=yes,interactive=no,color=no,threads=crashed,registers=none,images=none,sanitize=no,limit=48"
            + (Backtracer.setting.map { ",\($0)" } ?? "")
        environment[WorkerFiles.environmentKey] = directory
        environment[WorkerPipeline.environmentKey] = String(repliesPerRing)
        environment.merge(launch.environment) { $1 }
        doorbell = WorkerDoorbell.openForSupervisor(directory: directory)
        let replies = output.fileHandleForReading.fileDescriptor
        if doorbell != nil { _ = fcntl(replies, F_SETFL, fcntl(replies, F_GETFL) | O_NONBLOCK) }
        reader = ChannelReader(descriptor: replies, doorbell: doorbell)
        do throws(ChildProcess.StartFailure) {
            process = try ChildProcess(
                executable: launch.executable, arguments: launch.arguments, environment: environment,
                input: input.fileHandleForReading.fileDescriptor, output: output.fileHandleForWriting.fileDescriptor,
                error: startupError, core: core)
        } catch {
            if startupError >= 0 { close(startupError) }
            if let doorbell { close(doorbell) }
            WorkerFiles.removeDirectory(directory)
            throw .notStarted(executable: launch.executable, code: error.code)
        }
        // The child's ends: the worker's end of the channel must be the only one, so that its
        // death reads as the end of the replies.
        if startupError >= 0 { close(startupError) }
        try? input.fileHandleForReading.close()
        try? output.fileHandleForWriting.close()
        try awaitReady()
    }

    deinit {
        if saidEnd {
            process.reapWhenEnded()
        } else if process.termination == nil {
            kill()
        }
        if let doorbell { close(doorbell) }
        WorkerFiles.removeDirectory(directory)
    }

    /// Whether the worker sent its last frame (``WorkerHandshake/end``): it is exiting, cleanly.
    private var saidEnd = false

    /// Skips what the process wrote before it became a worker, up to the ready line.
    private func awaitReady() throws(WorkerStartFailure) {
        let deadline = DispatchTime.now().uptimeNanoseconds + Self.startupLimit.nanoseconds
        while true {
            switch reader.nextLine(deadline: deadline) {
            case .message(let line) where line == WorkerHandshake.ready: return
            case .message: continue
            case .endOfFile:
                kill()
                throw .endedBeforeReady(ending, startupError: startupTail)
            case .timedOut:
                kill()
                throw .notReady(limit: Self.startupLimit, startupError: startupTail)
            }
        }
    }

    /// The end of what the process wrote to standard error before it took the worker role,
    /// trimmed: at most its last 2,000 bytes.
    private var startupTail: String {
        let data = FileManager.default.contents(atPath: WorkerFiles.startupError(directory)) ?? Data()
        return String(decoding: data.suffix(2_000), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The trace the worker spilled for `job`, up to `end` (its reply's) or where it stopped;
    /// taken once.
    func spilledTrace(_ job: WorkerJob, end: Int? = nil) -> [TraceEvent] { spill.take(job.id, end: end) }

    /// Forgets `job`'s spilled events without reading them (its reply said nobody needs them).
    func skipSpilledTrace(_ job: WorkerJob, end: Int?) { spill.skip(job.id, end: end) }

    /// What the adapter wrote during `job`: the output files from where the previous job's
    /// part ended up to `ends` (the worker's reply), or to their end when the job has no reply.
    func takeFiles(_ job: WorkerJob, ends: StreamEnds?) -> CapturedOutput {
        let limit = 65_536
        func take(_ file: WorkerFileReader, from start: inout Int, to end: Int?) -> String {
            let stop = end.flatMap { $0 >= 0 ? $0 : nil }
            if let stop, stop <= start {
                start = stop
                return ""
            }
            let (bytes, cut) = file.read(from: start, to: stop, limit: limit)
            start = stop ?? (start + bytes.count + cut)
            guard !bytes.isEmpty else { return "" }
            var text = String(decoding: bytes, as: UTF8.self)
            if cut > 0 { text += "\n… \(cut) bytes cut" }
            return text
        }
        let output = CapturedOutput(
            standardOutput: take(outputFile, from: &outputStart, to: ends?.output),
            standardError: take(errorFile, from: &errorStart, to: ends?.error))
        if !output.isEmpty { outputs[job.id] = output }
        return output
    }

    /// The standard error written since the last answered job (a crash report ends there), at
    /// most its last `limit` bytes; left in place.
    func peekError(limit: Int = 1 << 20) -> String {
        let (bytes, _) = errorFile.read(from: errorStart, to: nil, limit: limit, keepEnd: true)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// What `takeFiles` read for the job with this ID.
    func output(ofJob id: Int) -> CapturedOutput {
        outputs[id] ?? CapturedOutput(standardOutput: "", standardError: "")
    }

    func jobAnswered(_ job: PoolJob) { answered.append(job) }

    func send(_ job: WorkerJob) throws(WorkerStartFailure) {
        var frame: [UInt8] = []
        job.appendFrame(to: &frame)
        try send(frames: frame)
    }

    /// Sends several jobs' frames (``WorkerJob/appendFrame(to:)``) in one write (a `write(2)`
    /// loop: `FileHandle`'s was a twentieth of the supervisor's time per job).
    func send(frames: [UInt8]) throws(WorkerStartFailure) {
        guard !inputClosed else { throw .inputClosedBefore }
        let written = frames.withUnsafeBytes {
            HarnessDescriptor.writeAll(input.fileHandleForWriting.fileDescriptor, $0)
        }
        guard written else { throw .inputClosed(code: errno) }
    }

    /// Closes stdin: the worker ends once it has answered every job it was sent.
    func closeInput() {
        guard !inputClosed else { return }
        inputClosed = true
        try? input.fileHandleForWriting.close()
    }

    private var inputClosed = false

    /// Closes stdin (if ``closeInput()`` did not) so the worker ends after the jobs it was
    /// sent; returns how it ended when that was not a clean exit (something the adapter left
    /// running crashed it meanwhile).
    /// Before it ends, the worker sends corrections for jobs whose adapter called in after
    /// their scenario ended; `late` gets each.
    @discardableResult
    func finish(late: (WorkerReply) -> Void = { _ in }) -> WorkerCrash.Ending? {
        closeInput()
        // It lingers a moment after its last job (see `WorkerServer`); one that stays much
        // longer is wedged and gets killed, which is not held against any scenario.
        let deadline = DispatchTime.now() + .seconds(5)
        while case .message(let payload) = reader.nextFrame(deadline: deadline.uptimeNanoseconds) {
            if payload == WorkerHandshake.end {
                saidEnd = true
                return nil
            }
            if let reply = WorkerReply(payload: payload) { late(reply) }
        }
        guard let termination = process.wait(until: deadline.uptimeNanoseconds) else {
            kill()
            return nil
        }
        return termination == .exited(0) ? nil : ending
    }

    /// The worker's process ID, for killing it from another thread.
    var pid: Int32 { process.pid }

    func kill() {
        process.kill()
        process.wait()
    }

    /// How the process ended, waiting for it.
    var ending: WorkerCrash.Ending {
        switch process.wait() {
        case .exited(let status): .exited(status: status)
        case .signaled(let signal): .signaled(signal)
        case nil: .unknown
        }
    }
}
