import Foundation

/// How to start a worker process, and which workers are interchangeable. The CLI starts its
/// own executable with the hidden `worker` subcommand, and any of its workers runs any
/// adapter; Swift Testing relaunches the test binary, whose worker serves the one fixture it
/// found on its way to the test, so its workers are keyed by the adapter's name.
package struct WorkerLaunch: Sendable, Hashable {
    /// Jobs with the same key can run in the same worker.
    package var key: String
    package var executable: String
    package var arguments: [String]
    /// Set in the worker's environment, on top of this process's.
    package var environment: [String: String]

    package init(key: String, executable: String, arguments: [String], environment: [String: String] = [:]) {
        self.key = key
        self.executable = executable
        self.arguments = arguments
        self.environment = environment
    }

    /// This process's executable, resolved, so a worker can be started from the same binary
    /// whatever the current directory has become.
    package static var currentExecutable: String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    }
}
