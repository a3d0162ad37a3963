/// Process exit statuses of the `conformance` tool. Scripts and CI branch on these, so they are
/// part of the interface and must not change meaning.
public enum ExitCode: Int32, Sendable, CaseIterable {
    /// Every selected scenario passed.
    case success = 0
    /// At least one scenario violated a rule (the adapter is at fault).
    case violations = 1
    /// The command line or an input file (scenario, report) was wrong (the user is at fault).
    case usage = 2
    /// The harness itself failed: a worker crashed, a report could not be written (we are at fault).
    case harnessFault = 3
}
