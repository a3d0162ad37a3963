import AdapterConformance
import BrokenAdapters
import ConformanceVocabulary
import ConformingAdapters
import Foundation
import SampleAdSDKFixture
import Testing

/// The fuzzer's teeth: aimed at a broken variant's rule, a fuzz run with a fixed seed finds
/// the violation within its budget, and shrinks it to a scenario no larger than the
/// catalog's own smallest scenario that catches the variant.
@MainActor
@Suite struct FuzzTeethTests {
    static let seed: UInt64 = 1
    nonisolated static let cases = BrokenAdapterCatalog.caughtByScenarios.map { (variant: $0.name, budget: 2_000) }

    @Test(arguments: cases)
    func fuzzingFindsAndShrinksTheVariant(variant name: String, budget: Int) async throws {
        let variant = try #require(BrokenAdapterCatalog.entry(named: name))
        let rule = variant.rule
        let fixture = variant.fixture
        var options = FuzzOptions(seed: Self.seed, budget: .runs(budget), target: FuzzTarget(rules: [rule]))
        options.stopAfterFindings = 1
        options.batchSize = 8
        let summary = await FuzzSession(
            adapter: variant.name, options: options, executor: InProcessExecutor(fixture: fixture)
        ).run()
        let finding = try #require(
            summary.findings.first { $0.kind == .rule(rule) },
            "\(variant.rule) not found in \(summary.runs) runs; judged \(summary.judged[rule] ?? 0) times")
        let catalog = try await Self.smallestCatching(rule, fixture: fixture)
        #expect(
            finding.size.total <= catalog.size.total,
            """
            shrunk to \(finding.size), larger than the catalog's \(catalog.id) at \(catalog.size):
            \(finding.fileText(adapter: variant.name))
            """)
    }

    /// The smallest built-in scenario citing `rule` in which `fixture` violates it.
    static func smallestCatching(_ rule: RuleID, fixture: AdapterFixture) async throws -> (
        id: String, size: ScenarioSize
    ) {
        let scenarios = try TeethSupport.scenarios(citing: rule).onEachDeclaredPath(of: fixture).sorted {
            ScenarioSize($0).total < ScenarioSize($1).total
        }
        for scenario in scenarios
        where FindingKind.rule(rule).isShown(by: await ConformanceEngine.run(scenario, fixture: fixture)) {
            return (scenario.id, ScenarioSize(scenario))
        }
        throw TestFailure(description: "no built-in scenario catches \(fixture.name) under \(rule)")
    }

    struct TestFailure: Error, CustomStringConvertible {
        let description: String
    }
}
