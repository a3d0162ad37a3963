/// A mistake in how the program was invoked. Parsing throws it instead of exiting so callers
/// decide where it is printed and tests can inspect it.
package struct UsageError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What went wrong, without the leading `error: `.
    package var message: String
    /// The command whose help explains the fix, e.g. `conformance run`.
    var commandLine: String

    /// - Parameters:
    ///   - message: Lower-case sentence without `error: ` or a final period.
    ///   - commandLine: Program name plus subcommand path whose `--help` to point at.
    package init(_ message: String, commandLine: String) {
        self.message = message
        self.commandLine = commandLine
    }

    /// Usage errors always exit with 2, like most Unix tools.
    package var exitCode: ExitCode { .usage }

    /// `See 'conformance run --help'.`: the line after the message.
    package var hint: String { "See '\(commandLine) --help'." }

    /// The complete text for stderr: `error: …` followed by the help hint.
    package var description: String { "error: \(message)\n\(hint)" }
}
