import AdapterConformance
import AdapterConformanceTesting
import BrokenAdapters
import Foundation
import SampleAdSDKFixture
import Synchronization
import Testing

/// `ConformanceSuite.fuzz` as an adapter repository uses it, and the fuzz session's promises:
/// the same seed gives the same findings, however many scenarios run at once.
@MainActor
@Suite struct FuzzSuiteTests {
    static let noGuard = BrokenAdapterCatalog.entry(named: "broken-load-1-no-guard")!
    static let broken = AdapterFixture.sampleSDKStandIn(
        name: noGuard.name, summary: "", makeAdapter: noGuard.makeAdapter)

    @Test func referencePassesAFuzzBudget() async {
        await ConformanceSuite.fuzz(TeethSupport.reference, runs: 300, seed: 3, family: .load)
    }

    @Test func eachFindingIsAnIssueWithItsScenarioFile() async throws {
        let texts = Mutex<[String]>([])
        await withKnownIssue {
            await ConformanceSuite.fuzz(Self.broken, runs: 40, seed: 1, family: .load)
        } matching: { issue in
            texts.withLock { $0.append(issue.comments.map(\.rawValue).joined(separator: "\n")) }
            return true
        }
        let loadOne = try #require(texts.withLock { $0 }.first { $0.hasPrefix("LOAD-1 (required)") })
        #expect(loadOne.contains("expected:") && loadOne.contains("trace:"))
        // The scenario file in the issue loads as it is.
        let json = try #require(loadOne.range(of: "{\n  \"scenarios\"")).lowerBound
        let end = try #require(loadOne.range(of: "\ntrace:")).lowerBound
        let scenarios = try ScenarioLoader().load(data: Data(loadOne[json..<end].utf8), file: "issue.json")
        #expect(scenarios.first?.rules == [.load1])
    }

    @Test func sameSeedSameFindingsWhateverTheWidth() async {
        var options = FuzzOptions(seed: 9, budget: .runs(60), target: FuzzTarget(rules: [.load1, .load6, .con2]))
        options.batchSize = 25
        let one = await FuzzSession(adapter: "x", options: options, executor: InProcessExecutor(fixture: Self.broken))
            .run()
        options.batchSize = 60
        let wide = await FuzzSession(
            adapter: "x", options: options, executor: WideExecutor(base: InProcessExecutor(fixture: Self.broken))
        ).run()
        #expect(!one.findings.isEmpty)
        #expect(one.findings.map(\.shape) == wide.findings.map(\.shape))
        #expect(one.findings.map { $0.fileText(adapter: "x") } == wide.findings.map { $0.fileText(adapter: "x") })
    }

    /// Runs in this process but offers the shrinker seven candidates at a time, as workers do.
    struct WideExecutor: FuzzExecutor {
        let base: InProcessExecutor
        var width: Int { 7 }
        func run(_ scenarios: [Scenario], seed: UInt64) async -> [ScenarioResult] {
            await base.run(scenarios, seed: seed)
        }
    }
}
