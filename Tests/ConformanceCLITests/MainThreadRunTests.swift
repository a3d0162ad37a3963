import ConformanceTestSupport
import AdapterConformance
import ConformanceVocabulary
import Foundation
import JUnitReport
import Testing

/// The SDK's main thread in the CLI is the process's main thread, and the supervisor never
/// calls adapter code: production threading patterns (in BrokenAdapters'
/// `MainThreadHostiles.swift`) run to a report with every worker count, a version query that
/// never returns costs exactly the scenarios that ask for versions, and a signal during it
/// writes the report at once.
@Suite(.serialized, .enabled(if: BuiltExecutable.conformance != nil))
struct MainThreadRunTests {
    static let scenarios = (try? BuiltInScenarios.load()) ?? []

    struct Finished {
        let status: Int32
        let cases: [String: JUnitTestCase]
        let properties: [String: String]
        let seconds: Double
        let stderr: String
    }

    static func run(_ adapter: String, jobs: Int, timeout: Int = 10, filters: [String] = []) async throws -> Finished {
        let start = ContinuousClock.now
        let run = try SignalledRun(
            ["run", "--adapter", adapter, "--jobs", String(jobs), "--timeout", String(timeout), "--no-progress"]
                + filters.flatMap { ["--filter", $0] })
        let status = try await run.wait(atMost: .seconds(120))
        let seconds =
            Double((ContinuousClock.now - start).components.attoseconds) / 1e18
            + Double((ContinuousClock.now - start).components.seconds)
        let report = try JUnitReportReader.read(contentsOf: run.report)
        let suite = try #require(report.suites.first)
        try await run.expectNothingLeft()
        return Finished(
            status: status,
            cases: Dictionary(
                report.suites.flatMap(\.testCases).map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first }),
            properties: Dictionary(suite.properties.map { ($0.name, $0.value) }, uniquingKeysWith: { $1 }),
            seconds: seconds, stderr: run.stderr)
    }

    /// Moloco's `adSDKVersion()`: off the main thread it hops to the main queue and waits. In
    /// the workers it is asked on the process's main thread and answers at once; in-process the
    /// report's description is asked off it, and the hop comes back.
    @Test(arguments: [0, 1, 2])
    func versionHopRunsToAReport(jobs: Int) async throws {
        let run = try await Self.run("hostile-version-hop", jobs: jobs, filters: ["adapter.*", "banner.load.*"])
        #expect(run.status == 0, "\(run.stderr.suffix(800))")
        #expect(run.properties["network.sdk.version"] == "7.7.7")
        let asking = Self.scenarios.filter { $0.queriesVersions && $0.id.hasPrefix("adapter.") }
        #expect(!asking.isEmpty)
        for scenario in asking {
            let text = run.cases[scenario.id]?.systemOut ?? ""
            #expect(text.contains("adSDKVersion() = 7.7.7"), "\(scenario.id): \(text)")
        }
    }

    /// A `@MainActor` adapter (its members trap off the main thread) runs to a clean report
    /// with every worker count: the SDK's calls, the description's included, are made on the
    /// main thread.
    @Test(arguments: [0, 2])
    func mainActorAdapterRunsToACleanReport(jobs: Int) async throws {
        let run = try await Self.run("conforming-main-actor", jobs: jobs)
        #expect(run.status == 0, "\(run.stderr.suffix(800))")
        #expect(run.properties["adapter.version"] == "1.0.0")
        #expect(run.cases.count == Self.scenarios.count)
    }

    /// What an adapter prints in-process goes to standard error: `--summary json` on standard
    /// output stays JSON a script parses.
    @Test func adapterPrintsStayOffTheJSONSummary() async throws {
        let run = try SignalledRun([
            "run", "--adapter", "hostile-print", "--jobs", "0", "--no-progress", "--summary", "json",
            "--filter", "banner.load.*",
        ])
        _ = try await run.wait(atMost: .seconds(120))
        let parsed = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8))
        #expect(parsed is [String: Any], "stdout: \(run.stdout.prefix(400))")
        #expect(run.stderr.contains("HOSTILE-ADAPTER-OUTPUT"), "the adapter's output is kept, on stderr")
    }

    /// A version query that never returns costs the scenarios that ask for versions (a hang
    /// each) and the report's SDK version ("unknown, the adapter hung"); nothing else.
    @Test func versionBlockCostsOnlyTheScenariosThatAsk() async throws {
        let run = try await Self.run(
            "hostile-version-block", jobs: 2, timeout: 1, filters: ["adapter.*", "banner.load.*"])
        #expect(run.status == 1)
        #expect(run.properties["network.sdk.version"] == "unknown, the adapter hung")
        #expect(run.properties["adapter.version"] == "1.0.0", "answered before the hang, kept from the trace file")
        let selected = Self.scenarios.filter { $0.id.hasPrefix("adapter.") || $0.id.hasPrefix("banner.load.") }
        #expect(selected.contains { $0.queriesVersions } && selected.contains { !$0.queriesVersions })
        for scenario in selected {
            let outcome = try #require(run.cases[scenario.id], "\(scenario.id) missing").outcome
            if scenario.queriesVersions {
                guard case .error(let error) = outcome, error.type == "hang" else {
                    Issue.record("\(scenario.id) asks for versions and should hang: \(outcome)")
                    continue
                }
            } else if case .error = outcome {
                Issue.record("\(scenario.id) never asks for versions, yet: \(outcome)")
            }
        }
    }

    /// SIGTERM while the run waits on a version query that never returns: in-process (the
    /// run's own thread is held), and with a worker (the supervisor waits on it).
    @Test(arguments: [0, 1])
    func aSignalDuringABlockedVersionQueryWritesTheReportAtOnce(jobs: Int) async throws {
        let run = try SignalledRun([
            "run", "--adapter", "hostile-version-block", "--jobs", String(jobs), "--timeout", "120",
            "--no-progress", "--filter", "adapter.*",
        ])
        try await run.waitUntilRunning()
        kill(run.pid, SIGTERM)
        // Within 10 s of a run whose scenario would wait 120: the report did not wait for it.
        let status = try await run.wait(atMost: .seconds(10))
        #expect(status == 1)
        let report = try JUnitReportReader.read(contentsOf: run.report)
        #expect(report.isIncomplete, "the report is marked incomplete")
        #expect(run.stderr.contains("Interrupted"))
        try await run.expectNothingLeft()
    }

    /// `DispatchQueue.main.sync` from a network callback works while the main lane waits, as
    /// on iOS: no hang, every verdict the reference's.
    @Test(arguments: [0, 2])
    func mainSyncFromANetworkCallbackWorks(jobs: Int) async throws {
        let filters = ["*.load.*", "*.concurrency.*"]
        let run = try await Self.run("hostile-main-sync", jobs: jobs, filters: filters)
        let reference = try await Self.run("SampleCustomEvent", jobs: 0, filters: filters)
        #expect(run.status == reference.status, "\(run.stderr.suffix(800))")
        #expect(run.cases.count == reference.cases.count)
        for (id, testCase) in run.cases {
            #expect(testCase.outcome.kind == reference.cases[id]?.outcome.kind, "\(id): \(testCase.outcome.detail)")
        }
        // Where every answer comes on the main thread the adapter never hops: same trace.
        let mainOnly = Self.scenarios.filter { scenario in
            run.cases[scenario.id] != nil && scenario.loads.allSatisfy { $0.answers.allSatisfy { $0.thread == .main } }
        }
        #expect(mainOnly.count > 20)
        for scenario in mainOnly {
            guard let got = run.cases[scenario.id], let want = reference.cases[scenario.id] else { continue }
            #expect(HostileAdapterTests.trace(got) == HostileAdapterTests.trace(want), "\(scenario.id)")
        }
        // Where one comes on a lane, the completion is on the main thread, through main.sync.
        let laneAnswered = try #require(
            Self.scenarios.first { $0.id == "banner.load.background-answer" }.flatMap { run.cases[$0.id] })
        #expect(
            HostileAdapterTests.trace(laneAnswered).contains { $0.contains("[main") && $0.contains("completion") },
            "\(laneAnswered.systemOut ?? "")")
    }

    /// A handler kept forever is LOAD-7's verdict, and costs no real time per scenario: the
    /// engine waits for late calls once per run or worker, never per scenario (what that costs
    /// is benchmark part 2's row, not a timed test).
    @Test func aKeptHandlerCostsNoRealTime() async throws {
        let reference = try await Self.run("SampleCustomEvent", jobs: 0)
        let kept = try await Self.run("hostile-kept-handler", jobs: 0)
        #expect(kept.status == 1)
        let citing = Self.scenarios.filter { $0.rules.contains(.load7) }
        #expect(!citing.isEmpty)
        let failing = citing.filter { if case .failed = kept.cases[$0.id]?.outcome { true } else { false } }
        #expect(!failing.isEmpty, "LOAD-7 caught nothing")
        #expect(RunOptions().settleMilliseconds == 0, "no per-scenario real-time wait by default")
        // LOAD-7 is all it breaks.
        for scenario in Self.scenarios where !scenario.rules.contains(.load7) {
            #expect(
                kept.cases[scenario.id]?.outcome.kind == reference.cases[scenario.id]?.outcome.kind, "\(scenario.id)")
        }
    }
}
