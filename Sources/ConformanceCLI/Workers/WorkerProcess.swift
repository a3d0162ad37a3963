import AdapterConformance
import Foundation

/// One worker: a child process started from this same executable with the hidden `worker`
/// subcommand, fed jobs on stdin, answering on stdout.
final class WorkerProcess {
    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    let reader: LineReader
    /// Where the worker spills the current scenario's trace (see ``TraceSpill``).
    let tracePath = TraceSpill.makePath()

    init(executable: String) throws {
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = [ConformanceCommands.Name.worker]
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.standardError
        // A crash is reported by the supervisor; the runtime's symbolicated backtrace would
        // take seconds per crash and bury the summary.
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_BACKTRACE"] = "enable=no"
        environment[TraceSpill.environmentKey] = tracePath
        process.environment = environment
        reader = LineReader(descriptor: output.fileHandleForReading.fileDescriptor)
        try process.run()
    }

    /// Jobs this worker has answered (or failed on); the next answer is for job number `answered`.
    private(set) var answered = 0

    deinit {
        for job in 0..<2 { try? FileManager.default.removeItem(atPath: TraceSpill.path(tracePath, job: job)) }
    }

    /// The trace of the job being answered, up to where the worker stopped.
    func spilledTrace() -> [TraceEvent] { TraceSpill.read(path: tracePath, job: answered) }

    /// Moves on to the next job's spill file.
    func jobAnswered() { answered += 1 }

    /// Sends a job; the worker empties the spill file when it starts it.
    func send(_ job: WorkerJob) throws {
        try input.fileHandleForWriting.write(contentsOf: JSONLines.encode(job))
    }

    /// Closes stdin so the worker ends after its current job.
    func finish() {
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
    }

    /// Kills a hung worker.
    func kill() {
        if process.isRunning { Foundation.kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
    }

    /// Why the process ended: "exit status N" or "signal N (NAME)".
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
        case SIGSEGV: "SIGSEGV: bad memory access"
        case SIGBUS: "SIGBUS: bad memory access"
        case SIGFPE: "SIGFPE: arithmetic error"
        case SIGKILL: "SIGKILL"
        default: "signal \(signal)"
        }
    }
}
