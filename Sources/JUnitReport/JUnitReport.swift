/// A whole run, written as a `<testsuites>` document.
///
/// This is a plain value model with no dependency on the conformance engine, so reports can
/// be produced, read back and merged by tools that know nothing about adapters.
package struct JUnitReport: Sendable, Hashable {
    /// Name of the `<testsuites>` root, e.g. the adapter under test.
    package var name: String
    /// The suites, written in this order.
    package var suites: [JUnitTestSuite]
    /// Set when the run was interrupted, so a partial report can't be mistaken for a full one.
    /// It is written as the property ``JUnitReport/incompletePropertyName`` in every suite,
    /// because `<testsuites>` has no place for properties in the common JUnit schemas.
    package var isIncomplete: Bool

    /// Property that marks an interrupted run; the reader turns it back into ``isIncomplete``.
    static let incompletePropertyName = "report.incomplete"

    /// Creates a report; complete unless told otherwise.
    package init(name: String, suites: [JUnitTestSuite] = [], isIncomplete: Bool = false) {
        self.name = name
        self.suites = suites
        self.isIncomplete = isIncomplete
    }

    /// Counters over every suite; these go on the `<testsuites>` root.
    package var totals: JUnitTotals {
        var totals = JUnitTotals.zero
        for suite in suites { totals += suite.totals }
        return totals
    }
}
