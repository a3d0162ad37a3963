/// What the command line asked for. Help and version are outcomes rather than side effects so
/// the caller prints them (to stdout, exit 0) and tests can read them.
package enum ParseOutcome: Sendable {
    /// Run the selected command with these arguments.
    case command(ParsedArguments)
    /// Print this help text and exit successfully.
    case help(String)
    /// Print this version text and exit successfully.
    case version(String)
}
