import AdapterConformance
import AdapterConformanceTesting
import ConformanceVocabulary
import Foundation
import GoogleMobileAds
import JUnitReport
import SampleAdSDKFixture
import SampleCustomEvent
import ScriptedNetwork
import Testing

/// The Swift Testing integration as an adapter repository uses it: the reference adapter
/// passes, a broken adapter's violation arrives as an issue naming its rule, and the JUnit
/// report it writes is valid.
@MainActor
@Suite(.tags(.conformance)) struct SwiftTestingIntegrationTests {
    /// Every report of this process goes to one temporary directory, not to `reports/`.
    nonisolated static let reportDirectory = FileManager.default.temporaryDirectory
        .appendingPathComponent(
            "swift-testing-integration-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")

    nonisolated static func report(_ name: String) -> ReportDestination {
        .file(reportDirectory.appendingPathComponent("\(name).xml"))
    }

    nonisolated static let reference = AdapterFixture.sampleSDKStandIn(name: "SampleCustomEvent", summary: "reference")
    { SampleCustomEvent() }

    nonisolated static let referenceWithoutVideo: AdapterFixture = {
        var capabilities = NetworkCapabilities.all
        capabilities.remove(.video)
        return .sampleSDK(
            name: "SampleCustomEvent-no-video", summary: "reference, network without video", capabilities: capabilities
        ) {
            SampleCustomEvent()
        }
    }()

    nonisolated static let broken = AdapterFixture(
        name: "DoubleCompletion", summary: "completes every load twice", makeAdapter: { DoubleCompletionAdapter() },
        connect: { _ in }, disconnect: {})

    /// Completes once, with an error that has no NSLocalizedDescriptionKey: only LOAD-5 (recommended).
    nonisolated static let bareError = AdapterFixture(
        name: "BareError", summary: "fails every load once with a bare error", makeAdapter: { BareErrorAdapter() },
        connect: { _ in }, disconnect: {})

    /// A few scenarios in the catalog's format (the built-in files may change; these do not).
    nonisolated static let scenarios: [Scenario] = [
        Scenario(
            id: "native.load.answer-twice", title: "The network answers twice", format: .native,
            rules: [.load1, .load2, .load7],
            loads: [
                NetworkScript(answers: [
                    NetworkAnswer(.ad(.standard)), NetworkAnswer(.ad(.standard), afterMilliseconds: 5),
                ])
            ],
            steps: [.render, .impression]),
        Scenario(
            id: "banner.con.background-race", title: "Two answers race on background threads", format: .banner,
            rules: [.load1, .con2],
            loads: [
                NetworkScript(answers: [
                    NetworkAnswer(.ad(.standard), afterMilliseconds: 10, on: .background(lane: 1)),
                    NetworkAnswer(.ad(.standard), afterMilliseconds: 10, on: .background(lane: 2)),
                ])
            ]),
        Scenario(
            id: "native.load.no-fill", title: "The network has no ad", format: .native,
            rules: [.load1, .load4, .load5],
            loads: [.fail(code: 3)], expect: ScenarioExpectation(outcome: .failure)),
    ]

    /// Cites only a rule that needs video, so a network without video skips it.
    nonisolated static let videoOnly = Scenario(
        id: "native.med.video", title: "A video ad", format: .native, rules: [.med1],
        loads: [.deliver(NetworkAd(headline: "Video", hasVideo: true, videoDuration: 15))])

    // MARK: Adopter-style parameterized tests

    @Test(
        .tags(.load),
        arguments: ConformanceSuite.cases(for: reference, from: scenarios, strict: false, report: report("reference")))
    func referencePasses(_ scenario: ConformanceCase) async throws {
        try await ConformanceSuite.check(scenario)
    }

    @Test(arguments: ConformanceSuite.cases(for: referenceWithoutVideo, from: [videoOnly], report: report("skips")))
    func missingCapabilitySkipsTheCase(_ scenario: ConformanceCase) async throws {
        try await ConformanceSuite.check(scenario)
        Issue.record("the case should have been cancelled (skipped): every rule needs video")
    }

    @Test func caseReadsWell() throws {
        let testCase = try #require(
            ConformanceSuite.cases(for: Self.reference, from: Self.scenarios).first {
                $0.id == "native.load.answer-twice"
            })
        #expect(testCase.testDescription == "native.load.answer-twice — The network answers twice")
        #expect(testCase.id == "native.load.answer-twice")
    }

    // MARK: Violations as issues

    @Test func requiredViolationIsAnIssueNamingTheRule() async throws {
        let scenario = Scenario(id: "native.load.broken", title: "Broken adapter", format: .native, rules: [.load1])
        let testCase = ConformanceCase(scenario: scenario, fixture: Self.broken, report: Self.report("broken"))
        try await withKnownIssue {
            try await ConformanceSuite.check(testCase)
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined(separator: "\n")
            return text.hasPrefix("LOAD-1 (required)") && text.contains("expected:") && text.contains("actual:")
                && text.contains("called 2 times") && text.contains("trace:")
        }
    }

    @Test func recommendedViolationWarnsUnlessStrict() async throws {
        let scenario = Scenario(
            id: "native.load.bare-error", title: "Error without a description", format: .native, rules: [.load5],
            loads: [.fail(code: 3)])
        // Non-strict: a warning, which does not fail this test.
        try await ConformanceSuite.check(
            ConformanceCase(scenario: scenario, fixture: Self.bareError, strict: false, report: .none))
        // Strict: a failure.
        try await withKnownIssue {
            try await ConformanceSuite.check(
                ConformanceCase(scenario: scenario, fixture: Self.bareError, strict: true, report: .none))
        } matching: { issue in
            issue.comments.first?.rawValue.hasPrefix("LOAD-5 (recommended)") == true
        }
    }

    // MARK: The JUnit report

    @Test func writesAValidJUnitReport() async throws {
        let url = Self.reportDirectory.appendingPathComponent("combined.xml")
        for testCase in ConformanceSuite.cases(
            for: Self.reference, from: Self.scenarios, strict: false, report: .file(url))
        {
            try await ConformanceSuite.check(testCase)
        }
        let brokenCase = ConformanceCase(
            scenario: Scenario(id: "native.load.broken", title: "Broken adapter", format: .native, rules: [.load1]),
            fixture: Self.broken, report: .file(url))
        try await withKnownIssue {
            try await ConformanceSuite.check(brokenCase)
        } matching: { issue in
            issue.comments.first?.rawValue.hasPrefix("LOAD-1") == true
        }

        // Until the process exits, the report says it is partial, in a way CI systems show.
        ConformanceSuite.flushReports(final: false)
        let partial = try JUnitReportReader.read(contentsOf: url)
        #expect(partial.isIncomplete)
        #expect(partial.totals.errors == 3)
        #expect(partial.suites.allSatisfy { $0.testCases.contains { $0.name == "run-incomplete" } })

        ConformanceSuite.flushReports(final: true)
        #expect(try JUnitSchemaValidator.forReports().validate(fileAt: url) == [])
        let report = try JUnitReportReader.read(contentsOf: url)
        #expect(!report.isIncomplete)
        #expect(
            report.suites.map(\.name) == [
                "DoubleCompletion.native", "SampleCustomEvent.banner", "SampleCustomEvent.native",
            ])
        #expect(report.totals.tests == 4)
        #expect(report.totals.failures == 1)
        let native = try #require(report.suites.first { $0.name == "SampleCustomEvent.native" })
        #expect(native.testCases.map(\.name) == ["native.load.answer-twice", "native.load.no-fill"])
        let failure = try #require(report.suites.first?.testCases.first)
        guard case .failed(let failures) = failure.outcome else {
            Issue.record("expected a failure, got \(failure.outcome)")
            return
        }
        #expect(failures.first?.type == "LOAD-1")
    }

    @Test func automaticDestination() {
        let none: [String: String] = [:]
        let adapter = "Acme Ads"
        #expect(
            ReportDestination.automatic.url(adapter: adapter, environment: none)?.path
                == FileManager.default.currentDirectoryPath + "/reports/conformance-Acme_Ads.xml")
        #expect(
            ReportDestination.automatic.url(adapter: adapter, environment: ["CONFORMANCE_REPORT": "/tmp/out/"])?.path
                == "/tmp/out/conformance-Acme_Ads.xml")
        #expect(
            ReportDestination.automatic.url(adapter: adapter, environment: ["CONFORMANCE_REPORT": "/tmp/out/all.xml"])?
                .path
                == "/tmp/out/all.xml")
        #expect(ReportDestination.none.url(adapter: adapter) == nil)
    }

    // MARK: Families and tags

    @Test func everyRuleHasAFamilyAndATag() {
        for rule in RuleCatalog.all {
            #expect(RuleFamily(ruleID: rule.id.rawValue) != nil, "no family for \(rule.id)")
        }
        #expect(Set(RuleFamily.allCases.map(\.tag)).count == RuleFamily.allCases.count)
    }

    @Test func familiesPartitionTheScenarios() {
        let all = ConformanceSuite.cases(for: Self.reference, from: Self.scenarios)
        let byFamily = RuleFamily.allCases.flatMap {
            ConformanceSuite.cases(for: Self.reference, from: Self.scenarios, family: $0)
        }
        #expect(Set(byFamily.map(\.id)) == Set(all.map(\.id)))
        #expect(byFamily.count == all.count)
        #expect(RuleFamily(scenario: Self.scenarios[1]) == .load)
    }
}

/// Completes every load twice with an error that has no NSLocalizedDescriptionKey:
/// violates LOAD-1 (required) and LOAD-5 (recommended).
final class DoubleCompletionAdapter: NSObject, MediationAdapter {
    static func adapterVersion() -> VersionNumber { VersionNumber(majorVersion: 1, minorVersion: 0, patchVersion: 0) }
    static func adSDKVersion() -> VersionNumber { VersionNumber(majorVersion: 1, minorVersion: 0, patchVersion: 0) }
    static func networkExtrasClass() -> AdNetworkExtras.Type? { nil }

    func loadNativeAd(
        for adConfiguration: MediationNativeAdConfiguration,
        completionHandler: @escaping GADMediationNativeLoadCompletionHandler
    ) {
        let error = NSError(domain: "com.example.double", code: 3, userInfo: ["description": "No fill."])
        _ = completionHandler(nil, error)
        _ = completionHandler(nil, error)
    }
}

/// Completes every load once with an error that has no NSLocalizedDescriptionKey: violates
/// LOAD-5 (recommended) only.
final class BareErrorAdapter: NSObject, MediationAdapter {
    static func adapterVersion() -> VersionNumber { VersionNumber(majorVersion: 1, minorVersion: 0, patchVersion: 0) }
    static func adSDKVersion() -> VersionNumber { VersionNumber(majorVersion: 1, minorVersion: 0, patchVersion: 0) }
    static func networkExtrasClass() -> AdNetworkExtras.Type? { nil }

    func loadNativeAd(
        for adConfiguration: MediationNativeAdConfiguration,
        completionHandler: @escaping GADMediationNativeLoadCompletionHandler
    ) {
        _ = completionHandler(nil, NSError(domain: "com.example.bare", code: 3, userInfo: ["description": "No fill."]))
    }
}
