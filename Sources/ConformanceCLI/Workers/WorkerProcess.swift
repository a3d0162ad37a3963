import AdapterConformance
import Foundation

/// One worker: a child process started from this same executable with the hidden `worker`
/// subcommand. Jobs go to its stdin and replies come from its stdout, both of which the
/// worker moves out of the adapter's reach as it starts (see `WorkerCommand`).
final class WorkerProcess {
    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    let reader: LineReader
    /// Where the worker keeps each job's trace and captured output (see ``WorkerFiles``).
    let directory: String
    /// Jobs this worker has answered, oldest first; a crash in a later job may be theirs.
    private(set) var answered: [WorkerJob] = []

    init(executable: String) throws {
        directory = try WorkerFiles.makeDirectory()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = [ConformanceCommands.Name.worker]
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        var environment = ProcessInfo.processInfo.environment
        // A crash report names the adapter's frames: the backtracer writes to the job's
        // standard-error file, which the supervisor reads after the crash.
        environment["SWIFT_BACKTRACE"] =
            "enable=yes,interactive=no,color=no,threads=crashed,registers=none,images=none,sanitize=no,limit=48"
        environment[WorkerFiles.environmentKey] = directory
        process.environment = environment
        reader = LineReader(descriptor: output.fileHandleForReading.fileDescriptor)
        do { try process.run() } catch {
            WorkerFiles.removeDirectory(directory)
            throw error
        }
    }

    deinit {
        if process.isRunning { kill() }
        WorkerFiles.removeDirectory(directory)
    }

    /// The trace the worker spilled for `job`, up to where it stopped.
    func spilledTrace(_ job: WorkerJob) -> [TraceEvent] {
        TraceSpill.read(path: WorkerFiles.trace(directory, job: job.id))
    }

    /// What the adapter wrote during `job`; the job's files are removed.
    func takeFiles(_ job: WorkerJob) -> CapturedOutput {
        let (out, err) = WorkerFiles.takeOutput(directory, job: job.id)
        unlink(WorkerFiles.trace(directory, job: job.id))
        return CapturedOutput(standardOutput: out, standardError: err)
    }

    func jobAnswered(_ job: WorkerJob) { answered.append(job) }

    func send(_ job: WorkerJob) throws {
        try input.fileHandleForWriting.write(contentsOf: JSONLines.encode(job))
    }

    /// Closes stdin so the worker ends after its current job; returns how it ended when that
    /// was not a clean exit (something the adapter left running crashed it meanwhile).
    @discardableResult
    func finish() -> String? {
        try? input.fileHandleForWriting.close()
        // It lingers a moment after its last job (see `WorkerCommand`); one that stays much
        // longer is wedged and gets killed, which is not held against any scenario.
        let deadline = DispatchTime.now() + .seconds(5)
        while process.isRunning && DispatchTime.now() < deadline { usleep(10_000) }
        if process.isRunning {
            kill()
            return nil
        }
        let clean = process.terminationReason == .exit && process.terminationStatus == 0
        return clean ? nil : terminationDescription()
    }

    func kill() {
        if process.isRunning { Foundation.kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
    }

    /// Why the process ended: "exited with status N" or "terminated by signal N (NAME)".
    func terminationDescription() -> String {
        process.waitUntilExit()
        switch process.terminationReason {
        case .exit: return "exited with status \(process.terminationStatus)"
        case .uncaughtSignal:
            return "terminated by signal \(process.terminationStatus) (\(Self.signalName(process.terminationStatus)))"
        @unknown default: return "ended"
        }
    }

    static func signalName(_ signal: Int32) -> String {
        switch signal {
        case SIGILL: "SIGILL: trap, e.g. fatalError or a force unwrap of nil"
        case SIGTRAP: "SIGTRAP: trap, e.g. fatalError or a force unwrap of nil"
        case SIGABRT: "SIGABRT: abort"
        case SIGSEGV: "SIGSEGV: bad memory access, e.g. a stack overflow"
        case SIGBUS: "SIGBUS: bad memory access"
        case SIGFPE: "SIGFPE: arithmetic error"
        case SIGKILL: "SIGKILL"
        default: "signal \(signal)"
        }
    }
}
