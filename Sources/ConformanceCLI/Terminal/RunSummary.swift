import AdapterConformance
import ConformanceVocabulary

/// One line of the summary table. In a family row (`LOAD`, `CLK`: the rule ID up to the dash)
/// the counts are rule checks; in ``RunSummary/scenarios`` they are scenarios, counted as the
/// JUnit report counts its test cases.
package struct SummaryRow: Sendable {
    var family: String
    /// Without `--strict`, a violated recommended rule counts as passed.
    var passed: Int
    var failed: Int
    /// Nothing to judge in the scenario, or the network lacks a capability the rule needs.
    var skipped: Int
    /// In a family row, scenarios citing the family that crashed, hung or hit a harness
    /// problem: once per scenario, not per check.
    var errors: Int

    package init(family: String, passed: Int = 0, failed: Int = 0, skipped: Int = 0, errors: Int = 0) {
        self.family = family
        self.passed = passed
        self.failed = failed
        self.skipped = skipped
        self.errors = errors
    }

    var total: Int { passed + failed + skipped + errors }

    /// Adds another row's counts to this one's.
    mutating func add(_ other: SummaryRow) {
        passed += other.passed
        failed += other.failed
        skipped += other.skipped
        errors += other.errors
    }
}

/// A scenario that did not pass, listed under the table so people know what to look at.
package struct FailingScenario: Sendable, Encodable {
    /// Adapter and scenario ID, e.g. `SampleCustomEvent native.load.answer-twice`.
    var id: String
    /// `.failed` for rule violations, `.error` for scenarios that could not be judged.
    var outcome: ScenarioStatus
    /// The violated rules; for an error, every rule the scenario checks.
    var ruleIDs: [String]
    /// One-line explanation (first violation, crash or hang reason).
    var message: String?

    package init(id: String, outcome: ScenarioStatus = .failed, ruleIDs: [String] = [], message: String? = nil) {
        self.id = id
        self.outcome = outcome
        self.ruleIDs = ruleIDs
        self.message = message
    }
}

/// Everything the end-of-run summary shows, in text or JSON.
package struct RunSummary: Sendable, Encodable {
    /// One row per rule family, in the order to print.
    var rows: [SummaryRow]
    /// Scenarios that failed or errored, in the order to print.
    var failures: [FailingScenario]
    var reportPath: String?
    /// Wall-clock duration of the run, if measured.
    var durationSeconds: Double?
    /// Scenario counts, exactly as the JUnit report counts its test cases (a scenario is one
    /// test: failed if any required rule failed, an error if it crashed or hung, skipped if
    /// every rule was skipped). The family rows count rule checks instead.
    var scenarios: SummaryRow?
    /// Crashes grouped by where in the adapter they happened, most frequent first, so that
    /// one root cause reads as one line however many scenarios it took down.
    var crashSites: [CrashSite] = []

    /// Only rows are required; the rest is shown when present.
    package init(
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
    var totals: SummaryRow {
        rows.reduce(into: SummaryRow(family: "TOTAL")) { $0.add($1) }
    }

    private enum CodingKeys: String, CodingKey {
        case families, totals, tests, failures, report, durationSeconds
    }

    private enum CountKeys: String, CodingKey {
        case passed, failed, skipped, errors, total
    }

    /// Writes `families` (keyed by family name), `totals`, `tests` (when ``scenarios`` is
    /// set), `failures`, `report` and `durationSeconds`; see ``SummaryJSON``.
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        var families = container.nestedContainer(keyedBy: AnyKey.self, forKey: .families)
        for row in rows {
            try Self.encodeCounts(
                row, into: families.nestedContainer(keyedBy: CountKeys.self, forKey: AnyKey(row.family)))
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

/// Scenarios that crashed at one place in the adapter.
package struct CrashSite: Sendable, Equatable {
    var location: String
    var scenarios: Int
}
