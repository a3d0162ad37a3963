import AdapterConformance
import ConformanceWorkers
import Foundation

/// The `conformance` command line (`run`, `fuzz`, `list`, `rules`, `validate`, `merge`, `html`, `adapters`),
/// for an adapter repository's own executable, whose `main.swift` comes down to:
///
/// ```swift
/// import ConformanceCLI
/// import Foundation
/// exit(await ConformanceCommand.main(fixtures: [.acme], programName: "acme-conformance"))
/// ```
public enum ConformanceCommand {
    /// Runs the command line this process was started with and returns its exit status, for
    /// `exit(_:)`. Called first thing from `main.swift` it keeps the process's main thread as
    /// the SDK's main thread, and then exits with that status itself instead of returning (a
    /// second Ctrl-C during `run` exits with 130).
    ///
    /// An asynchronous `main.swift` hands its thread to `dispatchMain()` at its first suspension,
    /// and on Linux that ends the main thread: the main queue is then drained by pool threads,
    /// where `Thread.isMainThread` is false, and an adapter that hops to the main queue and
    /// waits when it finds itself off the main thread deadlocks. So while this function still
    /// runs on the main thread it never gives it up: the command runs as a main-actor task, and
    /// the main thread services the main queue from its run loop until the command is done.
    ///
    /// - Parameters:
    ///   - fixtures: The adapters this executable can test, by name: what `--adapter NAME`
    ///     selects (`--adapter all` selects every one) and what `adapters` lists.
    ///   - programName: The executable's name as users type it, shown in usage lines, help and
    ///     "See '… --help'" hints.
    /// - Returns: 0 every selected scenario passed or was skipped, or the subcommand ran none
    ///   (`list`, `--help`, …); 1 a rule was violated (with `--strict`, a recommended one too),
    ///   a scenario crashed or hung in its worker, or the run was interrupted; 2 a usage
    ///   mistake or bad input (unknown adapter or rule, invalid scenario file); 3 a harness
    ///   fault, such as a report that could not be written.
    ///
    /// `run` starts its workers from this same executable with a hidden subcommand that looks
    /// adapters up by name in `fixtures`, so every process must get the same list, and nothing
    /// before this call may read stdin.
    @MainActor
    public static func main(fixtures: [AdapterFixture], programName: String = "conformance") async -> Int32 {
        // A worker that died, or a reader of our output that left, must cost an error
        // status, not this process.
        signal(SIGPIPE, SIG_IGN)
        let arguments = Array(CommandLine.arguments.dropFirst())
        if Thread.isMainThread {
            Task { @MainActor in
                let status = await main(
                    fixtures: fixtures, programName: programName, arguments: arguments,
                    output: .standardOutput, errorOutput: .standardError, executable: nil)
                exit(status)
            }
            MainThread.serviceMainQueueForever()
        }
        return await main(
            fixtures: fixtures, programName: programName, arguments: arguments,
            output: .standardOutput, errorOutput: .standardError, executable: nil)
    }

    /// `arguments` exclude the program name; `executable` (the binary workers are started
    /// from) is this process's own when nil.
    @MainActor
    package static func main(
        fixtures: [AdapterFixture], programName: String = "conformance", arguments: [String],
        output: TextSink, errorOutput: TextSink, executable: String?
    ) async -> Int32 {
        let context = CommandContext(
            fixtures: fixtures, programName: programName,
            executablePath: executable ?? executablePath(), out: output, err: errorOutput)
        let parser = ConformanceCommands.parser(programName: programName, version: HarnessVersion.current)
        let parsed: ParsedArguments
        do {
            switch try parser.parse(arguments) {
            case .help(let text):
                context.out.write(text.hasSuffix("\n") ? text : text + "\n")
                return ExitCode.success.rawValue
            case .version(let text):
                context.out.write(text.hasSuffix("\n") ? text : text + "\n")
                return ExitCode.success.rawValue
            case .command(let arguments):
                parsed = arguments
            }
        } catch {
            context.err.write(error.description + "\n")
            return error.exitCode.rawValue
        }
        guard let action = parsed.command.action else {
            context.err.write("error: no such command\n")
            return ExitCode.usage.rawValue
        }
        do {
            return try await action(context, parsed).rawValue
        } catch let failure as CommandFailure {
            context.err.write("error: \(failure.message)\n")
            return failure.exitCode.rawValue
        } catch let usage as UsageError {
            context.err.write(usage.description + "\n")
            return usage.exitCode.rawValue
        } catch {
            context.err.write("error: \(error)\n")
            return ExitCode.harnessFault.rawValue
        }
    }

    /// This executable, so `run` can start workers from the same binary.
    static func executablePath() -> String { WorkerLaunch.currentExecutable }
}
