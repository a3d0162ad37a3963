import AdapterConformance
import AdapterConformanceTesting
import BrokenAdapters
import ConformanceVocabulary
import Foundation
import GoogleMobileAds
import JUnitReport
import ReportGrammar
import SampleAdSDKFixture
import SampleCustomEvent
import Testing

/// Under `swift test`, an adapter that crashes or hangs costs its own case: the case gets an
/// issue with the crash and its backtrace (or the time limit), the report an `<error>` as the
/// CLI writes it, and every other case runs and passes. The cases here crash and hang on
/// purpose, so they require isolation: without a worker they fail instead of taking the test
/// process down.
@Suite(.tags(.conformance)) struct CrashIsolationTests {
    static let reportDirectory = FileManager.default.temporaryDirectory
        .appendingPathComponent("crash-isolation-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")

    static func report(_ name: String) -> URL { reportDirectory.appendingPathComponent("\(name).xml") }

    /// Traps on child-directed native requests, spins forever on banner test requests.
    static let faulty = AdapterFixture.sampleSDKStandIn(name: "CrashingAndHanging", summary: "crashes and hangs") {
        CrashingAndHangingAdapter()
    }

    /// Writes a line to each standard stream on every native load, then behaves.
    static let printing = AdapterFixture.sampleSDKStandIn(name: "Printing", summary: "prints on every load") {
        PrintingAdapter()
    }

    static let crashID = "native.load.child-directed"
    static let hangID = "banner.load.test-request"

    static let scenarios: [Scenario] = [
        Scenario(id: "banner.load.plain", title: "A banner loads", format: .banner, rules: [.load1, .load2]),
        Scenario(
            id: hangID, title: "A banner test request", format: .banner, rules: [.load1],
            request: ScenarioRequest(testRequest: true)),
        {
            var scenario = Scenario(
                id: crashID, title: "A child-directed native request", format: .native, rules: [.load1])
            scenario.privacy.childDirected = true
            return scenario
        }(),
        Scenario(id: "native.load.plain", title: "A native ad loads", format: .native, rules: [.load1, .load2]),
        Scenario(
            id: "native.load.no-fill", title: "No fill", format: .native, rules: [.load1, .load4],
            loads: [.fail(code: 3)], expect: ScenarioExpectation(outcome: .failure)),
    ]

    /// Short, so the hang costs seconds, yet long enough for a crashing worker to finish
    /// writing its backtrace: symbolicating the whole test binary can take seconds on a busy
    /// machine, and a crash still writing it past the timeout would be reported as a hang.
    static let timeout: Duration = .seconds(10)

    // MARK: As an adopter writes it

    /// One case per scenario, the fixture reaching the worker while Swift Testing plans the run.
    @Test(
        arguments: ConformanceSuite.cases(
            for: faulty, from: scenarios, report: .file(report("parameterized")), isolation: .required,
            timeout: timeout))
    func onlyTheCrashingAndHangingCasesFail(_ testCase: ConformanceCase) async throws {
        switch testCase.id {
        case Self.crashID: try await Self.expectCrash(testCase)
        case Self.hangID: try await Self.expectHang(testCase)
        default: try await ConformanceSuite.check(testCase)
        }
    }

    /// The report of the same cases, built in the test's body (the fixture reaches the worker
    /// in `check`): the crash and the hang are errors as the CLI writes them, the rest passed,
    /// and what an adapter printed is in its case's output.
    @Test func theReportHasTheErrorsAndTheOutput() async throws {
        let url = Self.report("body")
        for testCase in ConformanceSuite.cases(
            for: Self.faulty, from: Self.scenarios, report: .file(url), isolation: .required, timeout: Self.timeout)
        {
            switch testCase.id {
            case Self.crashID: try await Self.expectCrash(testCase)
            case Self.hangID: try await Self.expectHang(testCase)
            default: try await ConformanceSuite.check(testCase)
            }
        }
        for testCase in ConformanceSuite.cases(
            for: Self.printing, from: Array(Self.scenarios.suffix(2)), report: .file(url), isolation: .required)
        {
            try await ConformanceSuite.check(testCase)
        }
        ConformanceSuite.flushReports(final: true)

        let cases = Dictionary(
            try JUnitReportReader.read(contentsOf: url).suites.flatMap { suite in
                suite.testCases.map { ("\(suite.name)/\($0.name)", $0) }
            }
        ) { first, _ in first }
        #expect(cases.count == Self.scenarios.count + 2)
        let crash = try #require(cases["CrashingAndHanging.native/\(Self.crashID)"])
        guard case .error(let error) = crash.outcome else {
            Issue.record("expected an error for the crash, got \(crash.outcome)")
            return
        }
        #expect(error.type == "crash")
        #expect(error.message.hasPrefix(FaultText.crashPrefix))
        #expect(FaultText.crashSite(in: error.message)?.hasPrefix("CrashingAndHangingAdapter.swift:") == true)
        #expect(
            CaseText.faultDetails(message: error.message, body: error.body).hasPrefix(
                "\(FaultText.adapterFramesHeading)\n  CrashingAndHangingAdapter.swift:"))
        #expect(error.body.contains(CaseText.faultTraceMarker))
        #expect(crash.systemErr?.contains("Unexpectedly found nil") == true)
        let hang = try #require(cases["CrashingAndHanging.banner/\(Self.hangID)"])
        guard case .error(let hangError) = hang.outcome else {
            Issue.record("expected an error for the hang, got \(hang.outcome)")
            return
        }
        #expect(hangError.type == "hang")
        let passed = cases.filter { if case .passed = $0.value.outcome { true } else { false } }.keys.sorted()
        #expect(passed.count == Self.scenarios.count, "passed: \(passed)")
        let printed = try #require(cases["Printing.native/native.load.plain"])
        #expect(printed.systemOut?.contains("\(PrintingAdapter.marker) stdout") == true)
        #expect(printed.systemErr?.contains("\(PrintingAdapter.marker) stderr") == true)
    }

    /// A case checked where no worker can reach it (outside a running test) runs in the test
    /// process after a warning, and passes as it would have.
    @Test func withoutAWorkerACaseRunsInProcess() async throws {
        let testCase = try #require(
            ConformanceSuite.cases(for: Self.printing, from: Self.scenarios, report: .none).first {
                $0.id == "native.load.plain"
            })
        try await Task.detached { try await ConformanceSuite.check(testCase) }.value
    }

    @Test func isolationFromTheEnvironment() {
        #expect(Isolation.mode(from: nil) == .on)
        #expect(Isolation.mode(from: "") == .on)
        #expect(Isolation.mode(from: "on") == .on)
        for off in ["off", "OFF", "0", "false", "no"] { #expect(Isolation.mode(from: off) == .off) }
    }

    // MARK: Expectations

    static func expectCrash(_ testCase: ConformanceCase) async throws {
        try await withKnownIssue {
            try await ConformanceSuite.check(testCase)
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined(separator: "\n")
            return text.hasPrefix("\(IssueText.faultKind(.crash)): \(FaultText.crashPrefix)")
                && text.contains("Unexpectedly found nil while unwrapping an Optional value")
                && text.contains("adapter frames:\n  CrashingAndHangingAdapter.swift:")
                && text.contains("\(CaseText.scenarioPrefix)\(crashID)")
        }
    }

    static func expectHang(_ testCase: ConformanceCase) async throws {
        try await withKnownIssue {
            try await ConformanceSuite.check(testCase)
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined(separator: "\n")
            return text.hasPrefix("hang: no result after") && text.contains("the worker was killed")
        }
    }
}

/// Prints a marked line to standard output and standard error on every native load.
final class PrintingAdapter: SampleCustomEvent {
    static let marker = "PRINTED-BY-THE-ADAPTER"

    override func loadNativeAd(
        for adConfiguration: MediationNativeAdConfiguration,
        completionHandler: @escaping GADMediationNativeLoadCompletionHandler
    ) {
        print("\(Self.marker) stdout")
        FileHandle.standardError.write(Data("\(Self.marker) stderr\n".utf8))
        super.loadNativeAd(for: adConfiguration, completionHandler: completionHandler)
    }
}
