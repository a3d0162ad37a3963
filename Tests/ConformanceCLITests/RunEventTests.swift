import AdapterConformance
import ConformanceReporting
import ConformanceVocabulary
import ConformanceWorkers
import Foundation
import Testing

@testable import ConformanceCLI

/// A run's reporters take one stream of events: what a worker pool says becomes a run event,
/// the progress line counts only scenarios finishing, and the report keeps a correction in
/// place of what it corrects.
struct RunEventTests {
    static func result(_ scenarioID: String, fault: ScenarioFault? = nil) -> ScenarioResult {
        ScenarioResult(
            scenarioID: scenarioID, title: "T", format: .native, adapter: "A",
            outcomes: [RuleOutcome(ruleID: .load1, level: .required, verdict: .passed)], trace: Trace(),
            durationSeconds: 0, fault: fault)
    }

    static let scenario = try! BuiltInScenarios.load()[0]
    static let crash = ScenarioFault(kind: .crash, message: "trap")

    @Test func poolEventsBecomeRunEvents() throws {
        let job = WorkerJob(id: 1, adapter: "A", scenario: Self.scenario, seed: 0)
        let description = WorkerJob.description(id: 2, adapter: "A", seed: 0)

        guard case .finished(let finished)? = RunEvent(.answered(job, .result(Self.result("a")))) else {
            Issue.record("a scenario's answer is not a finished scenario")
            return
        }
        #expect(finished.scenarioID == "a")
        guard case .corrected(let corrected)? = RunEvent(.corrected(job, Self.result("a", fault: Self.crash))) else {
            Issue.record("a correction is not a corrected scenario")
            return
        }
        #expect(corrected.fault == Self.crash)
        guard case .described(let described)? = RunEvent(.answered(description, .result(Self.result("d")))) else {
            Issue.record("a description job's answer is not an adapter's description")
            return
        }
        #expect(described.name == "A")
        #expect(RunEvent(.answered(job, .notRun)) == nil)
        #expect(RunEvent(.answered(job, .unstartable(.notStarted(executable: "none", code: 2)))) == nil)
    }

    @Test func progressCountsOnlyScenariosFinishing() {
        let output = CapturedText()
        let progress = ProgressReporter(
            total: 3, capabilities: TerminalCapabilities(isTerminal: false, environment: [:]), sink: output.sink,
            heartbeatInterval: 1)
        let handle = progress.handler(strict: false)
        handle(.finished(Self.result("a")))
        handle(.corrected(Self.result("a", fault: Self.crash)))
        handle(.described(AdapterDescription(name: "A", properties: AdapterProperties(descriptionResult: nil))))
        handle(.finished(Self.result("b", fault: Self.crash)))
        let lines = output.text.split(separator: "\n")
        #expect(lines.count { $0.contains("a") && $0.contains("crash") } == 0)
        #expect(lines.count { $0.contains("b") && $0.contains("trap") } == 1)
        #expect(lines.last?.contains("2/3") == true)
    }

    @Test func theReportKeepsTheCorrectionInPlaceOfWhatItCorrects() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        defer { try? FileManager.default.removeItem(at: directory) }
        let report = RunReport(
            adapters: ["A"], order: ["A/a": 0, "A/b": 1], url: directory.appendingPathComponent("r.xml"),
            htmlPath: nil, seed: 0, strict: false, shard: nil, expected: 2, casesAsResultsArrive: true)
        let send = RunEvent.broadcast(to: [report.handle])
        send(.finished(Self.result("b")))
        send(.finished(Self.result("a")))
        send(.corrected(Self.result("a", fault: Self.crash)))
        #expect(try report.write(incomplete: false))
        #expect(report.results.map(\.scenarioID) == ["a", "b"])
        #expect(report.results.map(\.fault) == [Self.crash, nil])
    }
}
