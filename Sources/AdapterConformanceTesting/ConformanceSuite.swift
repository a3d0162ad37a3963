import AdapterConformance
import ConformanceVocabulary
import ConformanceWorkers
import Foundation
import Synchronization
import Testing

/// Runs the conformance catalog from an adapter repository's own `swift test`:
///
/// ```swift
/// import AdapterConformanceTesting
///
/// @Suite(.tags(.conformance)) struct AcmeConformance {
///     @Test(arguments: try ConformanceSuite.scenarios(for: .acme))
///     func conformance(_ scenario: ConformanceCase) async throws {
///         try await ConformanceSuite.check(scenario)
///     }
/// }
/// ```
///
/// Each scenario is one test case, run in a worker process so that a crash or hang costs
/// that case alone (`CONFORMANCE_ISOLATION=off` runs cases in the test process; see
/// ``check(_:sourceLocation:)``); each violated required rule is an `Issue` naming the
/// rule; recommended rules are warnings (failures with `CONFORMANCE_STRICT=1`); a scenario
/// whose rules all need something the network lacks is skipped; and every finished case
/// goes into the same JUnit report the CLI writes (kept current as cases finish, and
/// written a last time when the test process exits). To filter by rule family (`--filter
/// AcmeConformance/load`, or the `.load` tag in an IDE), write one test per family with
/// `scenarios(for:family:)`; Swift Testing tags are fixed per test function.
public enum ConformanceSuite {
    /// Whether `CONFORMANCE_STRICT` asks for strict judging (`1`, `true` or `yes`). The
    /// default of the public `strict:` parameters, hence `@usableFromInline`.
    @usableFromInline
    static var strictFromEnvironment: Bool {
        let value = ProcessInfo.processInfo.environment["CONFORMANCE_STRICT"]?.lowercased() ?? ""
        return ["1", "true", "yes"].contains(value)
    }

    /// The cases for `fixture`: every scenario of the built-in catalog and of `directories`,
    /// or those filed under `family`, in scenario-ID order as the CLI runs them. Scenario files
    /// are read once per process, so calling this once per family costs one read. When tests
    /// ask for some families only, the first case that runs records an issue naming the
    /// families with scenarios no test asked for (a family a later release adds included).
    /// - Parameters:
    ///   - directories: the adopter's own scenario folders (shrunk fuzz findings, say), run
    ///     with the built-in catalog.
    ///   - strict: whether recommended rules fail cases rather than warn; by default, whether
    ///     `CONFORMANCE_STRICT` is `1`, `true` or `yes`.
    ///   - report: where every case's result is written as JUnit XML.
    /// - Throws: when a scenario file cannot be read, or names a credential key the fixture
    ///   does not declare (the error gives the file and JSON path).
    public static func scenarios(
        for fixture: AdapterFixture, family: RuleFamily? = nil, including directories: [URL] = [],
        strict: Bool = strictFromEnvironment, report: ReportDestination = .automatic
    ) throws -> [ConformanceCase] {
        // A worker for `fixture` needs no catalog: its jobs carry their scenarios.
        TestWorker.serveWhilePlanning(fixture)
        let all = try catalog([BuiltInScenarios.directory] + directories)
        // A credential key the fixture does not declare is a bad scenario file, as in the CLI.
        for scenario in all { try scenario.checkCredentials(against: fixture) }
        FamilyCoverage.note(fixture, family: family, scenarios: all)
        return cases(for: fixture, from: all, family: family, strict: strict, report: report)
    }

    /// Cases for scenarios the caller already has (built in code, or loaded elsewhere).
    package static func cases(
        for fixture: AdapterFixture, from scenarios: [Scenario], family: RuleFamily? = nil,
        strict: Bool = strictFromEnvironment, report: ReportDestination = .automatic,
        isolation: Isolation.Mode = Isolation.fromEnvironment, timeout: Duration = Isolation.defaultTimeout
    ) -> [ConformanceCase] {
        TestWorker.serveWhilePlanning(fixture)
        return scenarios.onEachDeclaredPath(of: fixture).sorted { $0.id < $1.id }.compactMap {
            scenario in
            if let family, RuleFamily(scenario: scenario) != family { return nil }
            return ConformanceCase(
                scenario: scenario, fixture: fixture, strict: strict, report: report, isolation: isolation,
                timeout: timeout)
        }
    }

    /// Runs one case, records each violated rule as an issue at `sourceLocation`, adds the
    /// result to the JUnit report, and cancels the case (Swift Testing shows it as skipped)
    /// when every rule was skipped.
    ///
    /// The case runs in a worker process started from the test binary itself, so an adapter
    /// that crashes or hangs costs this case alone: it gets an issue with the crash and the
    /// backtrace (the adapter's frame first) or the time limit, the report an `<error>`, and
    /// the other cases run on. `CONFORMANCE_ISOLATION=off` runs cases in the test process
    /// instead (on the SDK's main thread; scenarios queue in the engine, so parallel test
    /// cases are safe), as happens after a warning when no worker can be started.
    /// - Throws: the cancellation of a skipped case.
    @MainActor
    public static func check(_ testCase: ConformanceCase, sourceLocation: SourceLocation = #_sourceLocation)
        async throws
    {
        if TestWorker.adapter != nil {
            // This process is a worker: it serves its supervisor and judges nothing itself.
            await TestWorker.serveFromCheck(testCase.fixture)
            return
        }
        FamilyCoverage.recordMissed(testCase.fixture, sourceLocation: sourceLocation)
        var result = await run(testCase)
        if var fault = result.fault, fault.kind != .harness, !MainLane.isProcessMainThread {
            fault.details = [fault.details, MainLane.notTheMainThreadCaveat].compactMap { $0 }.joined(separator: "\n\n")
            result.fault = fault
        }
        let described = ReportCollector.shared.claimDescription(of: testCase) ? await describe(testCase) : nil
        do {
            try ReportCollector.shared.add(result, of: testCase, described: described)
        } catch {
            let path = testCase.report.url(adapter: testCase.fixture.name)?.path ?? "?"
            Issue.record(
                Comment(rawValue: "could not write the conformance report to \(path): \(error)"),
                sourceLocation: sourceLocation)
        }
        try IssueRecording.record(result, strict: testCase.strict, sourceLocation: sourceLocation)
    }

    /// What the report says about the case's adapter, asked where its cases run: in a worker
    /// when isolated (a hang or crash there reads "unknown, the adapter hung" or "crashed"),
    /// else in this process from a thread of its own within the case's timeout, so a version
    /// query that hops to the main queue works and one that never returns is not waited for.
    @MainActor
    private static func describe(_ testCase: ConformanceCase) async -> AdapterProperties {
        if testCase.isolation != .off {
            switch await IsolatedRunner.shared.run(testCase, describing: true) {
            case .result(let result): return AdapterProperties(descriptionResult: result)
            case .unavailable where testCase.isolation == .required:
                return .unknown(because: "no worker process could ask the adapter")
            case .unavailable: break
            }
        }
        return await ConformanceEngine.describeWithin(testCase.timeout, fixture: testCase.fixture)
    }

    /// The case's result, from a worker when the case is isolated and one can run it.
    @MainActor
    private static func run(_ testCase: ConformanceCase) async -> ScenarioResult {
        if testCase.isolation != .off {
            switch await IsolatedRunner.shared.run(testCase) {
            case .result(let result):
                return result
            case .unavailable(let reason) where testCase.isolation == .required:
                let job = WorkerJob(id: 0, adapter: testCase.fixture.name, scenario: testCase.scenario, seed: 0)
                return WorkerPool.faulted(job, .harness, "no worker process could run the case: \(reason)")
            case .unavailable(let reason):
                IsolatedRunner.shared.warnInProcess(testCase.fixture.name, reason: reason)
            }
        }
        var options = RunOptions()
        options.settleMilliseconds = caseSettleMilliseconds
        return await ConformanceEngine.run(testCase.scenario, fixture: testCase.fixture, options: options)
    }

    /// Real time a case whose adapter kept a completion handler waits for the adapter to call
    /// it again (LOAD-1 judges such a call in the case). The CLI waits once per worker for
    /// many scenarios and corrects their results (``LateCalls``); a case cannot be corrected
    /// once its test has ended (only the report could, and standard error say so), so it waits
    /// here. Cases whose adapter let go of its handlers do not wait.
    static let caseSettleMilliseconds = LateCalls.defaultMilliseconds

    /// Writes every pending JUnit report now. Reports are written shortly after each case,
    /// marked incomplete, and a last time, complete, when the test process exits; `final`
    /// writes them as that last time would.
    package static func flushReports(final: Bool) {
        ReportCollector.shared.flushAll(final: final)
    }

    // MARK: Catalog cache

    private static let loaded = Mutex<[[String]: [Scenario]]>([:])

    /// Scenarios of several directories, in directory order then file order; IDs must be
    /// unique across all of them, as for the CLI.
    static func catalog(_ directories: [URL]) throws -> [Scenario] {
        let key = directories.map(\.standardizedFileURL.path)
        if let cached = loaded.withLock({ $0[key] }) { return cached }
        let all = try ScenarioLoader().load(directories)
        loaded.withLock { $0[key] = all }
        return all
    }
}
