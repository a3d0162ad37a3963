import AdapterConformance
import AdapterConformanceTesting
import BrokenAdapters
import ConformanceVocabulary
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

    /// A crash charged back to a scenario of a batch already returned (workers kept from one
    /// batch to the next) becomes a finding at that scenario's place, and the tallies follow.
    @Test func aLateCorrectionBecomesAFindingAtItsScenario() async throws {
        var options = FuzzOptions(seed: 4, budget: .runs(30), target: FuzzTarget(rules: [.load1]))
        options.batchSize = 10
        let plain = await FuzzSession(
            adapter: "x", options: options, executor: InProcessExecutor(fixture: TeethSupport.reference)
        ).run()
        let executor = CorrectingExecutor(base: InProcessExecutor(fixture: TeethSupport.reference), target: 3)
        let corrected = await FuzzSession(adapter: "x", options: options, executor: executor).run()
        #expect(plain.findings.isEmpty)
        let finding = try #require(corrected.findings.first)
        #expect(corrected.findings.count == 1)
        #expect(finding.kind == .fault(.crash) && finding.index == 3)
        #expect(corrected.occurrences[.fault(.crash)] == 1)
        let judgedBefore = plain.judged.values.reduce(0, +)
        let judgedAfter = corrected.judged.values.reduce(0, +)
        #expect(judgedAfter < judgedBefore)
    }

    /// Runs in this process; after its first batch, says the scenario at `target` crashed.
    final class CorrectingExecutor: FuzzExecutor, @unchecked Sendable {
        let base: InProcessExecutor
        let target: Int
        private let first = Mutex<(scenario: Scenario, result: ScenarioResult)?>(nil)
        private let sent = Mutex(false)
        var width: Int { 1 }

        init(base: InProcessExecutor, target: Int) {
            self.base = base
            self.target = target
        }

        func run(_ scenarios: [Scenario], seed: UInt64) async -> [ScenarioResult] {
            let results = await base.run(scenarios, seed: seed)
            first.withLock { first in
                if first == nil, scenarios.count > target { first = (scenarios[target], results[target]) }
            }
            return results
        }

        func corrections(finished: Bool) async -> [FuzzCorrection] {
            guard let (scenario, result) = first.withLock({ $0 }), !sent.withLock({ $0 }) else { return [] }
            sent.withLock { $0 = true }
            var crashed = result
            crashed.fault = ScenarioFault(kind: .crash, message: "the adapter crashed the worker (late)")
            for index in crashed.outcomes.indices { crashed.outcomes[index].verdict = .skipped("not judged: crash") }
            return [FuzzCorrection(scenario: scenario, replaced: result, result: crashed)]
        }
    }
}
