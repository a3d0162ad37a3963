import ConformanceTestSupport
import AdapterConformance
import ConformanceVocabulary
import Foundation
import Testing

@testable import ConformanceCLI

/// Fuzzing in workers that draw their own scenarios: the same results as drawing them here,
/// and a trace (and skipped outcomes) only where the result shows something.
@MainActor
@Suite struct WorkerExecutorTests {
    @Test(.enabled(if: BuiltExecutable.conformance != nil))
    func workersDrawTheSameScenariosAndSendTracesOfFindingsOnly() async throws {
        let binary = try #require(BuiltExecutable.conformance)
        let adapter = "broken-load-1-no-guard"
        let fixture = try #require(CommandLineRunTests.fixtures.first { $0.name == adapter })
        let generator = ScenarioGenerator(seed: 6, target: FuzzTarget(rules: [.load1, .load2]))
        let range = 0..<60
        let workers = WorkerExecutor(executable: binary, adapter: adapter, count: 2, timeout: .seconds(60))
        #expect(workers.drawsScenarios)
        let drawn = await workers.run(drawing: range, from: generator, seed: 6)
        _ = await workers.corrections(finished: true)
        #expect(workers.description != nil, "the adapter was described after the last scenario")
        let here = await InProcessExecutor(fixture: fixture).run(range.map(generator.scenario(at:)), seed: 6)
        #expect(drawn.map(\.scenarioID) == here.map(\.scenarioID))
        func verdicts(_ result: ScenarioResult, judgedOnly: Bool = false) -> [String] {
            result.outcomes.filter { !judgedOnly || !$0.verdict.isSkipped }.map {
                "\($0.ruleID.rawValue) \($0.verdict)"
            }
        }
        let shows = drawn.filter(\.showsFindingOrFault)
        #expect(!shows.isEmpty && shows.count < drawn.count, "the range has results with findings and without")
        for (result, expected) in zip(drawn, here) {
            let showsSomething = expected.showsFindingOrFault
            #expect(result.trace.events.isEmpty != showsSomething, "\(result.scenarioID)")
            // A result that shows nothing comes back with the outcomes of the rules it judged
            // only; one that shows something, whole.
            if showsSomething {
                #expect(verdicts(result) == verdicts(expected), "\(result.scenarioID)")
            } else {
                #expect(verdicts(result) == verdicts(expected, judgedOnly: true), "\(result.scenarioID)")
                #expect(!result.outcomes.contains { $0.verdict.isSkipped }, "\(result.scenarioID)")
            }
        }
    }

    /// The session queues its next batch before it reads the last one: a shrinker's
    /// candidates given meanwhile run before that batch's scenarios, and a batch the run no
    /// longer needs is taken back, its scenarios not run coming back empty.
    @Test(.enabled(if: BuiltExecutable.conformance != nil))
    func candidatesGoAheadOfAQueuedBatchAndACancelledBatchIsWithdrawn() async throws {
        let binary = try #require(BuiltExecutable.conformance)
        let workers = WorkerExecutor(executable: binary, adapter: "SampleCustomEvent", count: 1, timeout: .seconds(60))
        let generator = ScenarioGenerator(seed: 2, target: FuzzTarget())
        let batch = Task.detached { await workers.run(drawing: 0..<3_000, from: generator, seed: 2) }
        // Let the batch be queued first, as the session does.
        try await Task.sleep(for: .milliseconds(100))
        let candidates = (0..<3).map { generator.scenario(at: 30_000 + $0) }
        let results = await workers.run(candidates, seed: 2)
        #expect(results.allSatisfy { !$0.outcomes.isEmpty }, "the candidates ran")
        batch.cancel()
        let withdrawn = await batch.value
        #expect(withdrawn.count == 3_000)
        let notRun = withdrawn.filter { $0.outcomes.isEmpty && $0.durationSeconds == 0 }.count
        #expect(notRun > 0 && notRun < withdrawn.count, "some of the batch ran, the rest was withdrawn")
        _ = await workers.corrections(finished: true)
        #expect(workers.description != nil, "the pool went on to its last job after the withdrawal")
    }
}
