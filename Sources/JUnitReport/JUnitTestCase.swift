/// One scenario run against one adapter, written as `<testcase>`.
package struct JUnitTestCase: Sendable, Hashable {
    /// How the scenario ended; exactly one, so totals can never double-count a case.
    package enum Outcome: Sendable, Hashable {
        /// Every rule held.
        case passed
        /// One or more rules broke. An empty list is still a failure and is written as a
        /// single failure of type ``JUnitTestCase/unspecifiedFailureType``.
        case failed([JUnitFailure])
        /// The scenario could not reach a verdict.
        case error(JUnitError)
        /// The scenario did not run; the optional message says why.
        case skipped(message: String?)
    }

    /// Failure type used when `.failed([])` is written, so the case still shows as failed.
    package static let unspecifiedFailureType = "unspecified"

    /// Groups cases in CI views; for us usually the adapter or scenario family.
    package var classname: String
    /// The scenario name, unique within its classname in one suite.
    package var name: String
    /// Seconds. Written with millisecond precision.
    package var time: Double
    package var outcome: Outcome
    /// Captured standard output, if any was worth keeping.
    package var systemOut: String?
    /// Captured standard error, if any was worth keeping.
    package var systemErr: String?

    /// Creates a case; outcome defaults to passed as most scenarios pass.
    package init(
        classname: String, name: String, time: Double = 0, outcome: Outcome = .passed,
        systemOut: String? = nil, systemErr: String? = nil
    ) {
        self.classname = classname
        self.name = name
        self.time = time
        self.outcome = outcome
        self.systemOut = systemOut
        self.systemErr = systemErr
    }

    /// This case's contribution to suite totals: one test, and at most one of the verdict counters.
    package var totals: JUnitTotals {
        var totals = JUnitTotals(tests: 1, failures: 0, errors: 0, skipped: 0, time: time)
        switch outcome {
        case .passed: break
        case .failed: totals.failures = 1
        case .error: totals.errors = 1
        case .skipped: totals.skipped = 1
        }
        return totals
    }
}
