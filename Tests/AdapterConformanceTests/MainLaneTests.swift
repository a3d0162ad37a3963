import AdapterConformance
import AdapterConformanceTesting
import BrokenAdapters
import ConformanceVocabulary
import Foundation
import GoogleMobileAds
import HostileAdapters
import JUnitReport
import SampleAdSDKFixture
import SampleCustomEvent
import ScriptedNetwork
import Testing

/// Under `swift test` the SDK's main lane cannot be the process's main thread (see
/// `MainLane`): class-level calls are made off the lane while it drains the main queue, so a
/// version query that hops to the main queue and waits (Moloco's pattern) completes, in the
/// test process and in an isolated worker; one that never returns reads as "unknown, the
/// adapter hung" in the report's description; `DispatchQueue.main.sync` from a network thread
/// works while the lane waits.
@MainActor
@Suite struct MainLaneTests {
    nonisolated static let hop = AdapterFixture.sampleSDKStandIn(
        name: "VersionHop", summary: "hops for its SDK version"
    ) {
        VersionHopAdapter()
    }
    nonisolated static let block = AdapterFixture.sampleSDKStandIn(name: "VersionBlock", summary: "never answers") {
        VersionBlockAdapter()
    }
    nonisolated static let mainSync = AdapterFixture.sampleSDKStandIn(
        name: "MainSync", summary: "main.sync completions"
    ) {
        MainSyncAdapter()
    }

    nonisolated static let versions = Scenario(
        id: "adapter.versions", title: "versions", format: .setUp, rules: [.adp1, .adp3])

    static func sdkVersion(in result: ScenarioResult) -> String? {
        result.trace.events.lazy.compactMap { event -> String? in
            if case .versionQueried(.adSDKVersion, let value) = event.kind { return value }
            return nil
        }.first
    }

    @Test func aVersionHopCompletesInTheTestProcess() async {
        #expect(!MainLane.isProcessMainThread, "swift test gave the lane the main thread: the premise changed")
        let result = await ConformanceEngine.run(Self.versions, fixture: Self.hop)
        #expect(Self.sdkVersion(in: result) == "7.7.7", "\(result.trace.text)")
        #expect(result.fault == nil)
        // Traced on the lane, as the SDK's main thread, like any other set-up.
        #expect(result.trace.events.allSatisfy { $0.thread == .main })
    }

    @Test(
        arguments: ConformanceSuite.cases(
            for: hop, from: [versions], report: .none, isolation: .required, timeout: .seconds(10)))
    func aVersionHopCompletesInAnIsolatedWorker(_ testCase: ConformanceCase) async throws {
        try await ConformanceSuite.check(testCase)
    }

    @Test func theReportsDescriptionSurvivesAHopAndAHang() async {
        let hopped = await ConformanceEngine.describeWithin(.seconds(5), fixture: Self.hop)
        #expect(hopped.networkSDKVersion == "7.7.7")
        // The blocked query never returns: that this one does shows it did not wait for it.
        let blocked = await ConformanceEngine.describeWithin(.milliseconds(200), fixture: Self.block)
        #expect(blocked.networkSDKVersion == "unknown, the adapter hung")
    }

    nonisolated static let blockReport = FileManager.default.temporaryDirectory
        .appendingPathComponent("main-lane-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString).xml")

    nonisolated static let plainLoad = Scenario(
        id: "banner.load.plain", title: "a banner loads", format: .banner, rules: [.load1, .load2])

    /// Its case passes (it never asks for versions); the report's description, asked in a
    /// worker, reads as hung instead of holding the test process.
    @Test(
        arguments: ConformanceSuite.cases(
            for: block, from: [plainLoad], report: .file(blockReport), isolation: .required, timeout: .seconds(1)))
    func aBlockedVersionQueryCostsOnlyTheReportsDescription(_ testCase: ConformanceCase) async throws {
        let start = ContinuousClock.now
        try await ConformanceSuite.check(testCase)
        // The timeout is 1 s; the rest is waiting for a worker the process's other cases share.
        #expect(ContinuousClock.now - start < .seconds(60))
        ConformanceSuite.flushReports(final: false)
        let report = try JUnitReportReader.read(contentsOf: Self.blockReport)
        let properties = report.suites.first?.properties ?? []
        #expect(
            properties.contains { $0.name == "network.sdk.version" && $0.value == "unknown, the adapter hung" },
            "\(properties)")
        #expect(properties.contains { $0.name == "adapter.version" && $0.value == "1.0.0" }, "\(properties)")
    }

    /// What cannot hold under `swift test`: an adapter that finds itself off the main thread
    /// on the SDK's main thread and waits for the main queue deadlocks there. Isolated, the
    /// case fails as a hang that names the cause, instead of holding the test run.
    final class LoadHopAdapter: SampleCustomEvent {
        override func loadBanner(
            for adConfiguration: MediationBannerAdConfiguration,
            completionHandler: @escaping GADMediationBannerLoadCompletionHandler
        ) {
            if !Thread.isMainThread {
                let semaphore = DispatchSemaphore(value: 0)
                DispatchQueue.main.async { semaphore.signal() }
                semaphore.wait()
            }
            super.loadBanner(for: adConfiguration, completionHandler: completionHandler)
        }
    }

    nonisolated static let loadHop = AdapterFixture.sampleSDKStandIn(name: "LoadHop", summary: "hops in its load") {
        LoadHopAdapter()
    }

    @Test(
        arguments: ConformanceSuite.cases(
            for: loadHop, from: [plainLoad], report: .none, isolation: .required, timeout: .seconds(1)))
    func aLoadThatWaitsForMainFailsNamingTheCause(_ testCase: ConformanceCase) async throws {
        try await withKnownIssue {
            try await ConformanceSuite.check(testCase)
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined(separator: "\n")
            return text.hasPrefix("hang: no result after") && text.contains("Thread.isMainThread is false")
        }
    }

    @Test func mainSyncFromABackgroundAnswerCompletes() async {
        let scenario = Scenario(
            id: "banner.load.background-answer", title: "background answer", format: .banner,
            rules: [.load1, .load2, .load3],
            loads: [
                NetworkScript(answers: [NetworkAnswer(.ad(.standard), afterMilliseconds: 5, on: .background(lane: 1))])
            ])
        let result = await ConformanceEngine.run(scenario, fixture: Self.mainSync)
        #expect(result.failures.isEmpty, "\(result.trace.text)")
        let completion = result.trace.events.first { if case .completion = $0.kind { true } else { false } }
        #expect(completion?.thread == .main, "the completion came through DispatchQueue.main.sync")
    }
}
