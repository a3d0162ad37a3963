import AdapterConformance
import Foundation

/// What every subcommand needs: the adapters this executable knows, and where to write.
struct CommandContext: Sendable {
    let fixtures: [AdapterFixture]
    let programName: String
    let executablePath: String
    let out: TextSink
    let err: TextSink

    func fixture(named name: String) -> AdapterFixture? { fixtures.first { $0.name == name } }
}

/// A failure that ends a command with a message and an exit code.
struct CommandFailure: Error {
    let message: String
    let exitCode: ExitCode
    /// Bad input (unknown adapter, bad scenario file): exit 2.
    static func input(_ message: String) -> CommandFailure { CommandFailure(message: message, exitCode: .usage) }
    /// The harness itself failed: exit 3.
    static func harness(_ message: String) -> CommandFailure {
        CommandFailure(message: message, exitCode: .harnessFault)
    }
}
