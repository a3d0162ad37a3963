import AdapterConformance
import Foundation

/// The hidden `worker` subcommand: reads jobs from stdin, runs each on the main actor (the
/// SDK's main thread) and streams trace events and the result to stdout.
struct WorkerCommand {
    let context: CommandContext

    @MainActor
    func execute() async -> ExitCode {
        let lines = AsyncStream<Data> { continuation in
            let thread = Thread {
                let reader = LineReader(descriptor: FileHandle.standardInput.fileDescriptor)
                while case .line(let line) = reader.next(deadline: UInt64.max) { continuation.yield(line) }
                continuation.finish()
            }
            thread.start()
        }
        let output = FileHandle.standardOutput
        for await line in lines {
            guard let job = JSONLines.decode(WorkerJob.self, from: line) else {
                output.write(JSONLines.encode(WorkerMessage.failure("unreadable job")))
                continue
            }
            guard let fixture = context.fixture(named: job.adapter) else {
                output.write(JSONLines.encode(WorkerMessage.failure("unknown adapter \(job.adapter)")))
                continue
            }
            let options = RunOptions(strict: job.strict, seed: job.seed) { event in
                output.write(JSONLines.encode(WorkerMessage.event(event)))
            }
            let result = await ConformanceEngine.run(job.scenario, fixture: fixture, options: options)
            output.write(JSONLines.encode(WorkerMessage.result(result)))
        }
        return .success
    }
}
