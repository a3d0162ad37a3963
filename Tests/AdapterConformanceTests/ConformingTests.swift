import AdapterConformance
import ConformingAdapters
import Testing

/// The other half of the teeth: adapters that do what production adapters legitimately do
/// and the reference does not. Each runs the whole built-in catalog and fails no required
/// rule: a failure here is a false alarm the harness would raise on real code.
@MainActor
@Suite struct ConformingTests {
    nonisolated static let names = ConformingAdapterCatalog.all.map(\.name)

    @Test(arguments: names)
    func conformingAdapterPassesEveryRequiredRule(name: String) async throws {
        let entry = try #require(ConformingAdapterCatalog.entry(named: name))
        let fixture = entry.fixture()
        let results = await ConformanceEngine.run(
            try TeethSupport.catalog.get().onEachDeclaredPath(of: fixture), fixture: fixture)
        #expect(!results.isEmpty)
        for result in results {
            for outcome in result.failures {
                Issue.record(
                    Comment(
                        rawValue: """
                            \(name) fails \(outcome.ruleID) in \(result.scenarioID) (a false alarm):
                            \(outcome.findings.map { "  expected: \($0.expected)\n  actual:   \($0.actual)" }.joined(separator: "\n"))
                            trace:
                            \(result.trace.text)
                            """))
            }
            if let fault = result.fault {
                Issue.record(Comment(rawValue: "\(name) errs in \(result.scenarioID): \(fault.message)"))
            }
        }
    }

    /// Each conforming adapter is judged, not only skipped, by a rule that once failed it (a
    /// rule may rightly skip: LOAD-8 owes an optional ad unit nothing).
    @Test(arguments: names)
    func falseAlarmRulesJudgeIt(name: String) async throws {
        let entry = try #require(ConformingAdapterCatalog.entry(named: name))
        let fixture = entry.fixture()
        let scenarios = try TeethSupport.catalog.get().filter { !Set($0.rules).isDisjoint(with: entry.falseAlarms) }
        let results = await ConformanceEngine.run(
            scenarios.onEachDeclaredPath(of: fixture), fixture: fixture)
        let judged = results.contains { result in
            result.outcomes.contains { outcome in
                guard entry.falseAlarms.contains(outcome.ruleID), case .passed = outcome.verdict else { return false }
                return true
            }
        }
        #expect(judged, "\(name): none of \(entry.falseAlarms) judged it (skipped everywhere)")
    }

    @Test func namesAreWellFormed() {
        for name in Self.names {
            #expect(name.hasPrefix("conforming-"))
            #expect(name.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" })
        }
        #expect(Set(Self.names).count == Self.names.count)
    }
}
