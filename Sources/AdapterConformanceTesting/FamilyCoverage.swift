import AdapterConformance
import ConformanceVocabulary
import Synchronization
import Testing

/// Which rule families an adopter's suite asked for, per fixture. An adopter who writes one
/// test per family would silently miss a family a later release of the harness adds; the
/// first case that runs records an issue naming every family with scenarios that no test
/// asked for.
package enum FamilyCoverage {
    private struct Asked {
        var all = false
        var families: Set<RuleFamily> = []
        var available: [RuleFamily: Int] = [:]
        var reported = false
    }
    private static let asked = Mutex<[String: Asked]>([:])

    /// Notes a request for `family` (all families when `nil`) of `fixture`'s catalog, whose
    /// scenarios (before the family filter) are `scenarios`.
    package static func note(_ fixture: AdapterFixture, family: RuleFamily?, scenarios: [Scenario]) {
        asked.withLock { table in
            var entry = table[fixture.name, default: Asked()]
            if let family { entry.families.insert(family) } else { entry.all = true }
            entry.available = Dictionary(grouping: scenarios.compactMap(RuleFamily.init(scenario:)), by: { $0 })
                .mapValues(\.count)
            table[fixture.name] = entry
        }
    }

    /// The families of `fixture` that have scenarios no test asked for, once per process.
    package static func takeMissed(_ fixture: AdapterFixture) -> [(family: RuleFamily, scenarios: Int)]? {
        asked.withLock { table in
            guard var entry = table[fixture.name], !entry.reported, !entry.all else { return nil }
            entry.reported = true
            table[fixture.name] = entry
            let missed = RuleFamily.allCases.compactMap { family in
                entry.families.contains(family) ? nil : entry.available[family].map { (family, $0) }
            }
            return missed.isEmpty ? nil : missed
        }
    }

    /// Records the issue, at the adopter's `check` call.
    static func recordMissed(_ fixture: AdapterFixture, sourceLocation: SourceLocation) {
        guard let missed = takeMissed(fixture) else { return }
        let names = missed.map { "\($0.family.rawValue) (\($0.scenarios) scenarios)" }
        Issue.record(
            Comment(
                rawValue:
                    "no test asked for the \(names.joined(separator: ", ")) famil\(missed.count == 1 ? "y" : "ies") "
                    + "of \(fixture.name): those scenarios did not run. Add a test per family with "
                    + "ConformanceSuite.scenarios(for:family:), or one over the whole catalog with scenarios(for:)."),
            sourceLocation: sourceLocation)
    }
}
