/// Counts for one scenario family (e.g. `banner.load`) in the end-of-run summary. Plain data so
/// the engine's results can be mapped onto it without this module knowing the engine.
public struct SummaryRow: Sendable, Equatable, Encodable {
    /// Group name, typically the scenario ID prefix.
    public var family: String
    /// Scenarios that met every rule.
    public var passed: Int
    /// Scenarios with at least one rule violation.
    public var failed: Int
    /// Scenarios not run (filtered by format, unsupported by the adapter).
    public var skipped: Int
    /// Scenarios that could not be judged (timeout, crash).
    public var errors: Int

    /// Counts default to zero so callers set only what they have.
    public init(family: String, passed: Int = 0, failed: Int = 0, skipped: Int = 0, errors: Int = 0) {
        self.family = family
        self.passed = passed
        self.failed = failed
        self.skipped = skipped
        self.errors = errors
    }

    /// All scenarios in the family, whatever their outcome.
    public var total: Int { passed + failed + skipped + errors }
}

/// A scenario that did not pass, listed under the table so people know what to look at.
public struct FailingScenario: Sendable, Equatable, Encodable {
    /// Scenario ID, e.g. `native.load.answer-twice`.
    public var id: String
    /// `.failed` for rule violations, `.error` for scenarios that could not be judged.
    public var outcome: ScenarioOutcome
    /// Violated rules, e.g. `["GMA-LOAD-001"]`; empty for errors.
    public var ruleIDs: [String]
    /// One-line explanation (first violation message, timeout, crash reason).
    public var message: String?

    /// Defaults to a plain rule failure without message.
    public init(id: String, outcome: ScenarioOutcome = .failed, ruleIDs: [String] = [], message: String? = nil) {
        self.id = id
        self.outcome = outcome
        self.ruleIDs = ruleIDs
        self.message = message
    }
}

/// Everything the end-of-run summary shows, in text or JSON.
public struct RunSummary: Sendable, Equatable, Encodable {
    /// One row per family, in the order to print.
    public var rows: [SummaryRow]
    /// Scenarios that failed or errored, in the order to print.
    public var failures: [FailingScenario]
    /// Where the full report was written, if anywhere.
    public var reportPath: String?
    /// Wall-clock duration of the run, if measured.
    public var durationSeconds: Double?
    /// Scenario counts, exactly as the JUnit report counts its test cases (a scenario is one
    /// test: failed if any required rule failed, an error if it crashed or hung, skipped if
    /// every rule was skipped). The family rows count rule checks instead.
    public var scenarios: SummaryRow?

    /// Only rows are required; the rest is shown when present.
    public init(
        rows: [SummaryRow], failures: [FailingScenario] = [], reportPath: String? = nil,
        durationSeconds: Double? = nil, scenarios: SummaryRow? = nil
    ) {
        self.scenarios = scenarios
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
        case families, totals, tests, failures, report, durationSeconds
    }

    private enum CountKeys: String, CodingKey {
        case passed, failed, skipped, errors, total
    }

    /// Writes `families` (keyed by family name), `totals`, `failures`, `report` and
    /// `durationSeconds`; see ``SummaryJSON``.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        var families = container.nestedContainer(keyedBy: AnyKey.self, forKey: .families)
        for row in rows {
            try Self.encodeCounts(row, into: families.nestedContainer(keyedBy: CountKeys.self, forKey: AnyKey(row.family)))
        }
        try Self.encodeCounts(totals, into: container.nestedContainer(keyedBy: CountKeys.self, forKey: .totals))
        if let scenarios {
            try Self.encodeCounts(scenarios, into: container.nestedContainer(keyedBy: CountKeys.self, forKey: .tests))
        }
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
