import AdapterConformance
import Foundation

/// The hidden `worker` subcommand: reads jobs from stdin, runs each on the main actor (the
/// SDK's main thread), keeps each scenario's trace where the supervisor can read it after a
/// crash, and writes the result to stdout.
struct WorkerCommand {
    let context: CommandContext

    @MainActor
    func execute() async -> ExitCode {
        // Ctrl-C reaches the whole process group. The supervisor decides what an interrupt
        // means (finish the scenarios under way, start no more); a worker dying with it
        // would turn those scenarios into false crash reports.
        signal(SIGINT, SIG_IGN)
        let lines = AsyncStream<Data> { continuation in
            let thread = Thread {
                let reader = LineReader(descriptor: FileHandle.standardInput.fileDescriptor)
                while case .line(let line) = reader.next(deadline: UInt64.max) { continuation.yield(line) }
                continuation.finish()
            }
            thread.start()
        }
        let output = FileHandle.standardOutput
        // Trace events go to the supervisor's spill file when it named one (see TraceSpill),
        // else they stream on stdout.
        let spill = ProcessInfo.processInfo.environment[TraceSpill.environmentKey].flatMap(TraceSpillWriter.init(path:))
        var jobNumber = 0  // counted like the supervisor counts answers, failures included
        for await line in lines {
            let thisJob = jobNumber
            jobNumber += 1
            guard let job = JSONLines.decode(WorkerJob.self, from: line) else {
                output.write(JSONLines.encode(WorkerMessage.failure("unreadable job")))
                continue
            }
            guard let fixture = context.fixture(named: job.adapter) else {
                output.write(JSONLines.encode(WorkerMessage.failure("unknown adapter \(job.adapter)")))
                continue
            }
            let observer: @Sendable (TraceEvent) -> Void
            if let spill {
                spill.begin(job: thisJob)
                observer = { spill.append($0) }
            } else {
                observer = { output.write(JSONLines.encode(WorkerMessage.event($0))) }
            }
            let options = RunOptions(seed: job.seed, traceObserver: observer)
            let result = await ConformanceEngine.run(job.scenario, fixture: fixture, options: options)
            if spill != nil {
                var slim = result
                slim.trace = Trace()
                output.write(JSONLines.encode(WorkerMessage.resultWithSpilledTrace(slim)))
            } else {
                output.write(JSONLines.encode(WorkerMessage.result(result)))
            }
        }
        return .success
    }
}
