import Foundation

/// A group of test cases run together, written as `<testsuite>`.
package struct JUnitTestSuite: Sendable, Hashable {
    /// Shown as the suite title by CI tools; merge joins suites that share it.
    package var name: String
    /// When the suite started; written as the property ``timestampPropertyName``, in UTC
    /// without a zone suffix (`yyyy-MM-ddTHH:mm:ss`).
    package var timestamp: Date
    /// The machine that ran the suite, useful when shards run on different hosts; written as
    /// the property ``hostnamePropertyName`` when set.
    package var hostname: String?
    /// Ordered key/value pairs describing the run (adapter version, SDK version, ...).
    package var properties: [JUnitProperty]
    /// The cases, written in this order.
    package var testCases: [JUnitTestCase]
    /// Wall-clock seconds when known; `nil` means "sum of the cases", which is what a
    /// sequential run takes and what stays correct after a merge.
    package var time: Double?

    /// Property that carries ``timestamp``.
    ///
    /// Maven Surefire's 3.0 schema declares no `timestamp` or `hostname` attribute on
    /// `<testsuite>`, so the writer puts both into `<properties>` instead, as its first two
    /// entries, which keeps each suite valid against that schema. The reader turns them back
    /// into ``timestamp`` and ``hostname`` and removes them from ``properties``, so a round trip
    /// gives an equal model. The names are reserved: entries with these names in ``properties``
    /// are not written (the model fields win), except that a `hostname` entry stands in for a
    /// `nil` ``hostname``.
    package static let timestampPropertyName = "timestamp"
    /// Property that carries ``hostname``; see ``timestampPropertyName``.
    package static let hostnamePropertyName = "hostname"

    /// Whether `name` is one of the reserved property names that carry suite fields.
    static func isReservedPropertyName(_ name: String) -> Bool {
        name == timestampPropertyName || name == hostnamePropertyName
    }

    /// Creates a suite; most callers only need a name, a timestamp and cases.
    package init(
        name: String, timestamp: Date, hostname: String? = nil,
        properties: [JUnitProperty] = [], testCases: [JUnitTestCase] = [], time: Double? = nil
    ) {
        self.name = name
        self.timestamp = timestamp
        self.hostname = hostname
        self.properties = properties
        self.testCases = testCases
        self.time = time
    }

    /// Counters over the cases; `time` is the explicit time when set, else the sum.
    package var totals: JUnitTotals {
        var totals = JUnitTotals.zero
        for testCase in testCases { totals += testCase.totals }
        if let time { totals.time = time }
        return totals
    }
}
