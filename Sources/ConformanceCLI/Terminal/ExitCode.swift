/// Process exit statuses of the `conformance` tool. Scripts and CI branch on these, so they are
/// part of the interface and must not change meaning.
package enum ExitCode: Int32, Sendable {
    /// Nothing to report: every selected scenario passed or was skipped (warnings do not count
    /// without `--strict`), or the command ran no scenarios.
    case success = 0
    /// The adapter is at fault: a rule was violated, or a scenario crashed or hung its worker
    /// (an error in the report). An interrupted run also ends with 1, its report incomplete.
    case violations = 1
    /// The user is at fault: the command line or an input (scenario file, report to merge,
    /// adapter or rule name) was wrong; nothing was run.
    case usage = 2
    /// We are at fault: the harness itself failed, e.g. the report could not be written or
    /// an unexpected error escaped a command. A worker crash is not this; it is 1.
    case harnessFault = 3
}
