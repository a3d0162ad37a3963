import AdapterConformance
import Foundation

/// The `conformance` command line. The harness's own executable calls it with the built-in
/// adapters; an adapter repository gets the same command for its adapter with a few lines:
///
/// ```swift
/// import ConformanceCLI
/// exit(await ConformanceCommand.main(fixtures: [.acme], programName: "acme-conformance"))
/// ```
public enum ConformanceCommand {
    /// Parses `arguments` (without the program name), runs the subcommand and returns the
    /// exit status: 0 every required rule held, 1 violations, 2 bad input or usage, 3 harness fault.
    /// `output` and `errorOutput` default to the process's own streams; `executable` (the
    /// binary workers are started from) defaults to this process's executable.
    @MainActor
    public static func main(
        fixtures: [AdapterFixture], programName: String = "conformance",
        arguments: [String] = Array(CommandLine.arguments.dropFirst()),
        output: TextSink = .standardOutput, errorOutput: TextSink = .standardError,
        executable: String? = nil
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
        do {
            switch parsed.subcommand {
            case ConformanceCommands.Name.run: return try await RunCommand(context: context, arguments: parsed).execute().rawValue
            case ConformanceCommands.Name.worker: return await WorkerCommand(context: context).execute().rawValue
            case ConformanceCommands.Name.list: return try ListCommand(context: context, arguments: parsed).execute().rawValue
            case ConformanceCommands.Name.rules: return try RulesCommand(context: context, arguments: parsed).execute().rawValue
            case ConformanceCommands.Name.validate: return try ValidateCommand(context: context, arguments: parsed).execute().rawValue
            case ConformanceCommands.Name.merge: return try MergeCommand(context: context, arguments: parsed).execute().rawValue
            case ConformanceCommands.Name.splitReport: return try SplitReportCommand(context: context, arguments: parsed).execute().rawValue
            case ConformanceCommands.Name.adapters: return AdaptersCommand(context: context).execute().rawValue
            default:
                context.err.write("error: no such command\n")
                return ExitCode.usage.rawValue
            }
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
    static func executablePath() -> String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    }
}
