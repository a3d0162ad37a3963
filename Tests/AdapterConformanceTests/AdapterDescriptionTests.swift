import AdapterConformance
import AdapterConformanceTesting
import ConformanceVocabulary
import Foundation
import GoogleMobileAds
import JUnitReport
import SampleAdSDKFixture
import SampleCustomEvent
import Synchronization
import Testing

/// What a Swift Testing run's report says about an adapter (its versions) is asked of the
/// adapter once per adapter, however many cases finish before the first answer: cases run in
/// parallel, and each asking again costs a worker job (three threads in a test worker) per case.
@Suite struct AdapterDescriptionTests {
    /// How many times the SDK asked ``CountingAdapter`` for its version.
    static let versionQueries = Atomic<Int>(0)

    final class CountingAdapter: SampleCustomEvent {
        override class func adapterVersion() -> VersionNumber {
            AdapterDescriptionTests.versionQueries.add(1, ordering: .relaxed)
            return super.adapterVersion()
        }
    }

    static let counting = AdapterFixture.sampleSDKStandIn(name: "CountingVersions", summary: "counts version queries") {
        CountingAdapter()
    }

    static let report = FileManager.default.temporaryDirectory
        .appendingPathComponent(
            "adapter-description-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString).xml")

    @Test func parallelCasesAskTheAdapterOnce() async throws {
        // Loads only: none of these scenarios asks for versions itself, so every query counted
        // is the report's.
        let scenarios = (0..<6).map { index in
            Scenario(
                id: "banner.load.plain-\(index)", title: "a banner loads", format: .banner, rules: [.load1, .load2])
        }
        let cases = ConformanceSuite.cases(
            for: Self.counting, from: scenarios, report: .file(Self.report), isolation: .off, timeout: .seconds(10))
        try await withThrowingTaskGroup(of: Void.self) { group in
            for testCase in cases { group.addTask { try await ConformanceSuite.check(testCase) } }
            try await group.waitForAll()
        }
        #expect(Self.versionQueries.load(ordering: .relaxed) == 1)
        ConformanceSuite.flushReports(final: false)
        let properties = try JUnitReportReader.read(contentsOf: Self.report).suites.first?.properties ?? []
        #expect(properties.contains { $0.name == "adapter.version" && $0.value == "1.0.0" }, "\(properties)")
    }
}
