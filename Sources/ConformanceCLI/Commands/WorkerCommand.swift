import AdapterConformance
import ConformanceWorkers
import Foundation

/// The hidden `worker` subcommand: serves the jobs of the `run` that started it (see
/// `WorkerServer`), finding each job's adapter by name among this executable's fixtures.
struct WorkerCommand {
    let context: CommandContext

    @MainActor
    func execute() async -> ExitCode {
        WorkerServer.prepareProcess()
        MainThread.runsScenarios.store(true, ordering: .relaxed)
        guard let directory = ProcessInfo.processInfo.environment[WorkerFiles.environmentKey] else {
            context.err.write("the worker subcommand is started by 'run', not by hand\n")
            return .usage
        }
        let fixtures = context
        await WorkerServer(directory: directory) { fixtures.fixture(named: $0) }.serve()
    }
}
