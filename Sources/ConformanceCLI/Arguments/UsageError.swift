/// A mistake in how the program was invoked. Parsing throws it instead of exiting so callers
/// decide where it is printed and tests can inspect it.
public struct UsageError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What went wrong, without the leading `error: `.
    public var message: String
    /// The command whose help explains the fix, e.g. `conformance run`.
    public var commandLine: String

    /// - Parameters:
    ///   - message: Lower-case sentence without `error: ` or a final period.
    ///   - commandLine: Program name plus subcommand path whose `--help` to point at.
    public init(_ message: String, commandLine: String) {
        self.message = message
        self.commandLine = commandLine
    }

    /// Usage errors always exit with 2, like most Unix tools.
    public var exitCode: ExitCode { .usage }

    /// The line pointing at the relevant help.
    public var hint: String { "See '\(commandLine) --help'." }

    /// The complete text for stderr: `error: …` followed by the help hint.
    public var description: String { "error: \(message)\n\(hint)" }
}
