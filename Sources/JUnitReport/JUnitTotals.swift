/// The counters that appear on `<testsuites>` and `<testsuite>`.
///
/// Counts are per test case, not per `<failure>` element: Surefire, Jenkins, GitLab and
/// junitparser all count a test case with several failures once, so we do too.
public struct JUnitTotals: Sendable, Hashable {
    /// Number of `<testcase>` elements.
    public var tests: Int
    /// Test cases whose outcome is a failure (however many `<failure>` elements they hold).
    public var failures: Int
    /// Test cases whose outcome is an error.
    public var errors: Int
    /// Test cases that were skipped.
    public var skipped: Int
    /// Seconds; suites may carry an explicit wall-clock time that differs from the sum.
    public var time: Double

    /// Totals of nothing, the starting point for sums.
    public static let zero = JUnitTotals(tests: 0, failures: 0, errors: 0, skipped: 0, time: 0)

    /// Spells out every counter so callers of the streaming writer can pass precomputed totals.
    public init(tests: Int, failures: Int, errors: Int, skipped: Int, time: Double) {
        self.tests = tests
        self.failures = failures
        self.errors = errors
        self.skipped = skipped
        self.time = time
    }

    /// Sums counters and times, which is how suites roll up into a report.
    public static func + (lhs: JUnitTotals, rhs: JUnitTotals) -> JUnitTotals {
        JUnitTotals(
            tests: lhs.tests + rhs.tests, failures: lhs.failures + rhs.failures,
            errors: lhs.errors + rhs.errors, skipped: lhs.skipped + rhs.skipped,
            time: lhs.time + rhs.time)
    }

    /// In-place form of `+`, handy when folding over many suites.
    public static func += (lhs: inout JUnitTotals, rhs: JUnitTotals) {
        lhs = lhs + rhs
    }

    /// Whether two totals agree on the counters, ignoring time (which may be rounded or explicit).
    public func hasSameCounts(as other: JUnitTotals) -> Bool {
        tests == other.tests && failures == other.failures && errors == other.errors
            && skipped == other.skipped
    }
}
