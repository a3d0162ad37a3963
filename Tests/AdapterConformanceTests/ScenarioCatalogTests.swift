import AdapterConformance
import ConformanceVocabulary
import Foundation
import SampleAdSDKFixture
import SampleCustomEvent
import Testing

/// The built-in catalog in `scenarios/`: it loads, it is broad enough, it cites every rule,
/// and the reference adapter passes all of it without a single warning.
@Suite struct ScenarioCatalogTests {
    static func catalog() throws -> [Scenario] { try BuiltInScenarios.load() }

    @Test func catalogLoads() throws {
        let scenarios = try Self.catalog()
        #expect(scenarios.count >= 80, "the catalog has \(scenarios.count) scenarios")
        #expect(Set(scenarios.map(\.format)) == Set(ScenarioFormat.allCases))
    }

    @Test func idsAreUnique() throws {
        let ids = try Self.catalog().map(\.id)
        let repeated = Dictionary(grouping: ids, by: { $0 }).filter { $0.value.count > 1 }.keys.sorted()
        #expect(repeated.isEmpty, "repeated IDs: \(repeated)")
    }

    @Test func everyRuleIsCited() throws {
        let cited = Set(try Self.catalog().flatMap(\.rules))
        let missing = RuleCatalog.all.map(\.id).filter { !cited.contains($0) }
        #expect(missing.isEmpty, "rules no scenario cites: \(missing)")
    }

    @Test func loadLifecycleIsCoveredForBothFormats() throws {
        let scenarios = try Self.catalog()
        for format in [ScenarioFormat.banner, .native] {
            for rule in [
                RuleID.load1, .load2, .load3, .load4, .load5, .load6, .load7, .load8, .con1, .con2,
            ] {
                let count = scenarios.filter { $0.format == format && $0.rules.contains(rule) }.count
                #expect(count >= 1, "no \(format.rawValue) scenario cites \(rule)")
            }
        }
    }

    @Test func scenariosNameTheirSourceFile() throws {
        for scenario in try Self.catalog() {
            #expect(scenario.source?.hasSuffix(".json") == true, "\(scenario.id) has no source file")
        }
    }

    static let reference = AdapterFixture.sampleSDKStandIn(name: "SampleCustomEvent", summary: "reference") {
        SampleCustomEvent()
    }

    @MainActor
    @Test func referenceAdapterPassesEveryScenario() async throws {
        let scenarios = try Self.catalog()
        let results = await ConformanceEngine.run(scenarios, fixture: Self.reference)
        #expect(results.count == scenarios.count)
        let bad = results.filter { $0.fault != nil || !$0.failures.isEmpty || !$0.warnings.isEmpty }
        for result in bad { print(Self.explain(result)) }
        #expect(bad.isEmpty, "the reference adapter fails \(bad.count) scenario(s): \(bad.map(\.scenarioID))")
    }

    /// Scenarios with racing threads or several loads give the same trace every time, except
    /// where answers that differ race each other (an ad and a failure at the same moment on two
    /// lanes): which one the adapter takes first is the race itself.
    @MainActor
    @Test func concurrentScenariosAreDeterministic() async throws {
        let concurrent = try Self.catalog().filter { scenario in
            let differentAnswersRace =
                scenario.racesLanes
                && scenario.loads.contains { load in
                    Set(load.answers.map { "\($0.outcome)" }).count > 1
                }
            return !differentAnswersRace
                && (scenario.loads.count > 1 || scenario.loads.contains { $0.answers.contains { $0.thread != .main } })
        }
        #expect(!concurrent.isEmpty)
        for scenario in concurrent {
            let first = await ConformanceEngine.run(scenario, fixture: Self.reference).trace.text
            for _ in 0..<3 {
                let again = await ConformanceEngine.run(scenario, fixture: Self.reference).trace.text
                #expect(again == first, "\(scenario.id): the trace changed between runs\n\(first)\n---\n\(again)")
            }
        }
    }

    /// The scenario, each finding with its rule, and the trace.
    static func explain(_ result: ScenarioResult) -> String {
        var lines = ["\(result.scenarioID) [\(result.status(strict: true).rawValue)] \(result.title)"]
        if let fault = result.fault { lines.append("  fault (\(fault.kind)): \(fault.message)") }
        for outcome in result.failures + result.warnings {
            for finding in outcome.findings {
                lines.append(
                    "  \(outcome.ruleID) (\(outcome.level.rawValue)): expected \(finding.expected); actual \(finding.actual)"
                )
            }
        }
        lines.append("  trace:")
        lines += result.trace.text.split(separator: "\n").map { "    \($0)" }
        return lines.joined(separator: "\n")
    }
}

@Suite struct RuleCatalogDerivationTests {
    @Test func everyFamilyHasRulesAndEveryRuleItsOwnID() {
        let ids = RuleCatalog.all.map(\.id)
        #expect(Set(ids).count == ids.count, "a rule ID is defined twice")
        #expect(Set(RuleCatalog.all.map(\.family)) == Set(RuleFamily.allCases))
        for rule in RuleCatalog.all { #expect(RuleCatalog.definition(rule.id) == rule) }
    }
}
