/// The counters that appear on `<testsuites>` and `<testsuite>`.
///
/// Counts are per test case, not per `<failure>` element: Surefire, Jenkins, GitLab and
/// junitparser all count a test case with several failures once, so we do too.
package struct JUnitTotals: Sendable, Hashable {
    /// Number of `<testcase>` elements.
    package var tests: Int
    /// Test cases whose outcome is a failure (however many `<failure>` elements they hold).
    package var failures: Int
    /// Test cases whose outcome is an error.
    package var errors: Int
    /// Test cases that were skipped.
    package var skipped: Int
    /// Seconds; suites may carry an explicit wall-clock time that differs from the sum.
    package var time: Double

    /// Totals of nothing, the starting point for sums.
    package static let zero = JUnitTotals(tests: 0, failures: 0, errors: 0, skipped: 0, time: 0)

    /// Spells out every counter so callers of the streaming writer can pass precomputed totals.
    package init(tests: Int, failures: Int, errors: Int, skipped: Int, time: Double) {
        self.tests = tests
        self.failures = failures
        self.errors = errors
        self.skipped = skipped
        self.time = time
    }

    /// Sums counters and times, which is how suites roll up into a report.
    package static func + (lhs: JUnitTotals, rhs: JUnitTotals) -> JUnitTotals {
        JUnitTotals(
            tests: lhs.tests + rhs.tests, failures: lhs.failures + rhs.failures,
            errors: lhs.errors + rhs.errors, skipped: lhs.skipped + rhs.skipped,
            time: lhs.time + rhs.time)
    }

    /// In-place form of `+`, handy when folding over many suites.
    package static func += (lhs: inout JUnitTotals, rhs: JUnitTotals) {
        lhs = lhs + rhs
    }

    /// Whether two totals agree on the counters, ignoring time (which may be rounded or explicit).
    func hasSameCounts(as other: JUnitTotals) -> Bool {
        tests == other.tests && failures == other.failures && errors == other.errors
            && skipped == other.skipped
    }
}
