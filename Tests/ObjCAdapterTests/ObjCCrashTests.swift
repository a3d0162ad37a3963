import AdapterConformance
import AdapterConformanceTesting
import ConformanceTestSupport
import ConformanceVocabulary
import Foundation
import JUnitReport
import ObjCAdapterCatalog
import ReportGrammar
import Testing

/// Each Objective-C crash kind crashes its worker in exactly the scenario where it happens, and
/// costs that scenario alone: every other scenario of its format runs on in a fresh worker and
/// passes. The fault names the Objective-C method and the `.m` line that crashed.
@Suite(.tags(.conformance)) struct ObjCCrashTests {
    /// What each crash kind's fault must say: the scenario it happens in, the method and the
    /// source text of the line it crashes at (`CrashingObjCAdapters.m`).
    struct Kind: Sendable {
        let name: String
        let format: ScenarioFormat
        let scenarioID: String
        let method: String
        let line: String
    }

    static let kinds = [
        Kind(
            name: "objc-crash-exception", format: .banner, scenarioID: "banner.options.size-250x250",
            method: "-[CrashingObjCUncaughtExceptionBanner makeBannerForAdConfiguration:adUnit:error:]",
            line: "[NSException raise:NSInvalidArgumentException"),
        Kind(
            name: "objc-crash-freed-object", format: .banner, scenarioID: "banner.load.failure-code-0",
            method: "-[CrashingObjCFreedObjectBanner errorForNetworkErrorCode:]", line: "_request.testMode"),
        Kind(
            name: "objc-crash-over-release", format: .native, scenarioID: "native.load.failure-code-0",
            method: "-[CrashingObjCOverReleaseLoader errorForNetworkErrorCode:]", line: "details.code]"),
    ]

    /// Short, so a case that hangs costs seconds, yet long enough for a crashing worker to write
    /// its backtrace on a busy machine.
    static let timeout: Duration = .seconds(20)

    /// Every scenario of each kind's format, each in a worker, with the kind's adapter name.
    static let cases: [(adapter: String, testCase: ConformanceCase)] = kinds.flatMap { kind in
        guard let fixture = ObjCAdapterCatalog.crashing.first(where: { $0.name == kind.name })?.fixture,
            let scenarios = try? BuiltInScenarios.load().filter({ $0.format == kind.format })
        else { return [(adapter: String, testCase: ConformanceCase)]() }
        return ConformanceSuite.cases(
            for: fixture, from: scenarios, report: .none, isolation: .required, timeout: timeout
        ).map { (kind.name, $0) }
    }

    @Test func everyKindHasItsCases() {
        for kind in Self.kinds {
            #expect(ObjCAdapterCatalog.crashing.contains { $0.name == kind.name }, "\(kind.name) is not in the catalog")
            #expect(
                Self.cases.contains { $0.adapter == kind.name && $0.testCase.id == kind.scenarioID },
                "no case \(kind.scenarioID) for \(kind.name)")
        }
    }

    @Test(arguments: cases)
    func onlyItsScenarioCrashes(adapter: String, testCase: ConformanceCase) async throws {
        guard let kind = Self.kinds.first(where: { $0.name == adapter && $0.scenarioID == testCase.id }) else {
            return try await ConformanceSuite.check(testCase)
        }
        let site = try #require(Self.site(kind), "no line of CrashingObjCAdapters.m holds \(kind.line)")
        try await withKnownIssue {
            try await ConformanceSuite.check(testCase)
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined(separator: "\n")
            return text.hasPrefix("\(IssueText.faultKind(.crash)): \(FaultText.crashPrefix)")
                && text.contains("at \(site) \(kind.method)")
                && text.contains("\(FaultText.adapterFramesHeading)\n  \(site) \(kind.method)")
                && text.contains("\(CaseText.scenarioPrefix)\(kind.scenarioID)")
        }
    }

    /// The same through the command line over the whole catalog: there each worker runs the SDK's
    /// main thread on its own main thread, as iOS does (under `swift test` the main queue is
    /// drained by another thread), so a crash on the SDK's main thread happens on the process's
    /// main thread. Exactly one scenario errs, with the method and line.
    @Test(.enabled(if: ObjCCrashTests.commandLine != nil), arguments: kinds.map(\.name))
    func commandLineChargesTheCrashToItsScenario(adapter: String) async throws {
        let kind = try #require(Self.kinds.first { $0.name == adapter })
        let site = try #require(Self.site(kind), "no line of CrashingObjCAdapters.m holds \(kind.line)")
        let report = FileManager.default.temporaryDirectory.appendingPathComponent(
            "objc-crash-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString).xml")
        defer { try? FileManager.default.removeItem(at: report) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(Self.commandLine))
        process.arguments = ["run", "--adapter", adapter, "--jobs", "2", "--report", report.path, "--no-progress"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 1)
        let cases = try JUnitReportReader.read(contentsOf: report).suites.flatMap(\.testCases)
        let errors = cases.compactMap { testCase -> (String, JUnitError)? in
            if case .error(let error) = testCase.outcome { return (testCase.name, error) }
            return nil
        }
        #expect(errors.map(\.0) == [kind.scenarioID], "scenarios in error: \(errors.map(\.0))")
        #expect(cases.count > 300, "the whole catalog ran")
        for (_, error) in errors {
            #expect(error.type == "crash")
            #expect(error.message.contains("at \(site) \(kind.method)"), "\(error.message)")
        }
    }

    /// The `conformance-objc` executable built alongside the tests, if any.
    static let commandLine = BuiltExecutable.named("conformance-objc")

    /// `CrashingObjCAdapters.m:<line>`, the line of the adapter's source holding `text`.
    static func site(_ kind: Kind) -> String? {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let file = root.appendingPathComponent("Sources/ObjCAdapters/CrashingObjCAdapters.m")
        guard let source = try? String(contentsOf: file, encoding: .utf8) else { return nil }
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        return lines.firstIndex { $0.contains(kind.line) }.map { "CrashingObjCAdapters.m:\($0 + 1)" }
    }
}
