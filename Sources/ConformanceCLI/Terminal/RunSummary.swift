/// Counts for one scenario family (e.g. `banner.load`) in the end-of-run summary. Plain data so
/// the engine's results can be mapped onto it without this module knowing the engine.
public struct SummaryRow: Sendable, Equatable, Encodable {
    public var family: String
    public var passed: Int
    public var failed: Int
    public var skipped: Int
    public var errors: Int

    public init(family: String, passed: Int = 0, failed: Int = 0, skipped: Int = 0, errors: Int = 0) {
        self.family = family
        self.passed = passed
        self.failed = failed
        self.skipped = skipped
        self.errors = errors
    }

    public var total: Int { passed + failed + skipped + errors }
}

/// A scenario that did not pass, listed under the table so people know what to look at.
public struct FailingScenario: Sendable, Equatable, Encodable {
    public var id: String
    /// `.failed` for rule violations, `.error` for scenarios that could not be judged.
    public var outcome: ScenarioOutcome
    /// Violated rules, e.g. `["GMA-LOAD-001"]`; empty for errors.
    public var ruleIDs: [String]
    /// One-line explanation (first violation message, timeout, crash reason).
    public var message: String?

    public init(id: String, outcome: ScenarioOutcome = .failed, ruleIDs: [String] = [], message: String? = nil) {
        self.id = id
        self.outcome = outcome
        self.ruleIDs = ruleIDs
        self.message = message
    }
}

/// Everything the end-of-run summary shows, in text or JSON.
public struct RunSummary: Sendable, Equatable, Encodable {
    public var rows: [SummaryRow]
    public var failures: [FailingScenario]
    /// Where the full report was written, if anywhere.
    public var reportPath: String?
    /// Wall-clock duration of the run, if measured.
    public var durationSeconds: Double?

    public init(rows: [SummaryRow], failures: [FailingScenario] = [], reportPath: String? = nil, durationSeconds: Double? = nil) {
        self.rows = rows
        self.failures = failures
        self.reportPath = reportPath
        self.durationSeconds = durationSeconds
    }

    /// Sum over all rows, family `TOTAL`.
    public var totals: SummaryRow {
        rows.reduce(into: SummaryRow(family: "TOTAL")) { sum, row in
            sum.passed += row.passed
            sum.failed += row.failed
            sum.skipped += row.skipped
            sum.errors += row.errors
        }
    }

    private enum CodingKeys: String, CodingKey {
        case families, totals, failures, report, durationSeconds
    }

    private enum CountKeys: String, CodingKey {
        case passed, failed, skipped, errors, total
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        var families = container.nestedContainer(keyedBy: AnyKey.self, forKey: .families)
        for row in rows {
            try Self.encodeCounts(row, into: families.nestedContainer(keyedBy: CountKeys.self, forKey: AnyKey(row.family)))
        }
        try Self.encodeCounts(totals, into: container.nestedContainer(keyedBy: CountKeys.self, forKey: .totals))
        try container.encode(failures, forKey: .failures)
        try container.encodeIfPresent(reportPath, forKey: .report)
        try container.encodeIfPresent(durationSeconds, forKey: .durationSeconds)
    }

    private static func encodeCounts(_ row: SummaryRow, into container: KeyedEncodingContainer<CountKeys>) throws {
        var container = container
        try container.encode(row.passed, forKey: .passed)
        try container.encode(row.failed, forKey: .failed)
        try container.encode(row.skipped, forKey: .skipped)
        try container.encode(row.errors, forKey: .errors)
        try container.encode(row.total, forKey: .total)
    }

    /// Family names become object keys, so the JSON reads `families.native.failed`.
    private struct AnyKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(_ string: String) { stringValue = string }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}
