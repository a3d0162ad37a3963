import Foundation

/// A group of test cases run together, written as `<testsuite>`.
public struct JUnitTestSuite: Sendable, Hashable {
    /// Shown as the suite title by CI tools; merge joins suites that share it.
    public var name: String
    /// When the suite started; written in UTC without a zone suffix, as Surefire expects.
    public var timestamp: Date
    /// The machine that ran the suite, useful when shards run on different hosts.
    public var hostname: String?
    /// Ordered key/value pairs describing the run (adapter version, SDK version, ...).
    public var properties: [JUnitProperty]
    /// The cases, written in this order.
    public var testCases: [JUnitTestCase]
    /// Wall-clock seconds when known; `nil` means "sum of the cases", which is what a
    /// sequential run takes and what stays correct after a merge.
    public var time: Double?

    /// Creates a suite; most callers only need a name, a timestamp and cases.
    public init(
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
    public var totals: JUnitTotals {
        var totals = JUnitTotals.zero
        for testCase in testCases { totals += testCase.totals }
        if let time { totals.time = time }
        return totals
    }
}
