/// The family × adapter table at the top of the page: how many cases passed, failed, were
/// skipped or errored. Each case counts once, under the family of the rule it is listed by
/// (``ReportCase/family``), so the table adds up to the report's totals.
package struct OverviewTable: Sendable {
    package struct Counts: Sendable, Equatable {
        package var passed = 0
        package var failed = 0
        package var skipped = 0
        package var errors = 0

        package var total: Int { passed + failed + skipped + errors }

        mutating func add(_ outcome: CaseOutcome) {
            switch outcome {
            case .passed: passed += 1
            case .failed: failed += 1
            case .skipped: skipped += 1
            case .error: errors += 1
            }
        }

        static func + (lhs: Counts, rhs: Counts) -> Counts {
            Counts(
                passed: lhs.passed + rhs.passed, failed: lhs.failed + rhs.failed, skipped: lhs.skipped + rhs.skipped,
                errors: lhs.errors + rhs.errors)
        }
    }

    /// Rows, in the catalog's family order, then any other family by name.
    package var families: [String]
    /// Columns, in report order.
    package var adapters: [String]
    private var cells: [String: Counts] = [:]

    init(cases: [ReportCase], familyOrder: [String]) {
        var adapters: [String] = [], seenAdapters: Set<String> = [], seenFamilies: Set<String> = []
        for item in cases {
            cells[Self.key(item.family, item.adapter), default: Counts()].add(item.outcome)
            if seenAdapters.insert(item.adapter).inserted { adapters.append(item.adapter) }
            seenFamilies.insert(item.family)
        }
        self.adapters = adapters
        let rank = Dictionary(familyOrder.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        families = seenFamilies.sorted { (rank[$0] ?? Int.max, $0) < (rank[$1] ?? Int.max, $1) }
    }

    package func counts(family: String, adapter: String) -> Counts { cells[Self.key(family, adapter)] ?? Counts() }

    package func counts(family: String) -> Counts {
        adapters.reduce(Counts()) { $0 + counts(family: family, adapter: $1) }
    }

    package func counts(adapter: String) -> Counts {
        families.reduce(Counts()) { $0 + counts(family: $1, adapter: adapter) }
    }

    package var total: Counts { adapters.reduce(Counts()) { $0 + counts(adapter: $1) } }

    private static func key(_ family: String, _ adapter: String) -> String { family + "\u{1F}" + adapter }
}
