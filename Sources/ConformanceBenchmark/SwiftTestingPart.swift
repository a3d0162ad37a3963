import AdapterConformance
import AdapterConformanceTesting
import Foundation
import SampleCustomEvent
import Testing

/// Part 6: the full catalog as Swift Testing cases, the way an adapter repository runs it
/// (`ConformanceSuite.scenarios(for:)` and `check`), with each case in a worker process (the
/// default) and in the test process (`CONFORMANCE_ISOLATION=off`). The benchmark is its own
/// test binary: run with `--testing-library swift-testing` it hands itself to Swift Testing
/// (see main.swift), which finds ``BenchmarkCatalog``; so the workers it starts are this
/// executable too, as they are the test binary under `swift test`.
enum SwiftTestingPart {
    struct Figures {
        var inProcess: Double
        var isolated: Double
        /// A Swift Testing run that selects no test: start-up and test discovery.
        var empty: Double
    }

    /// One run of each kind, in fresh child processes, back to back.
    static func measure(scratch: URL) throws -> Figures {
        let empty = try run(filter: "^NoSuchTest$", isolation: "off", scratch: scratch)
        let inProcess = try run(filter: "BenchmarkCatalog", isolation: "off", scratch: scratch)
        let isolated = try run(filter: "BenchmarkCatalog", isolation: "on", scratch: scratch)
        return Figures(inProcess: inProcess, isolated: isolated, empty: empty)
    }

    /// Wall time of the benchmark run as a Swift Testing run, report included.
    private static func run(filter: String, isolation: String, scratch: URL) throws -> Double {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Siblings.benchmark)
        process.arguments = ["--testing-library", "swift-testing", "--quiet", "--filter", filter]
        var environment = ProcessInfo.processInfo.environment
        environment["CONFORMANCE_ISOLATION"] = isolation
        environment["CONFORMANCE_REPORT"] = scratch.appendingPathComponent("swift-testing-\(isolation).xml").path
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        let start = Measure.now()
        try process.run()
        process.waitUntilExit()
        let seconds = Double(Measure.now() - start) / 1e9
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw BenchmarkError(
                "the Swift Testing run (isolation \(isolation)) ended with status \(process.terminationStatus)")
        }
        return seconds
    }
}

/// The reference adapter through the built-in catalog, one Swift Testing case per scenario.
@Suite struct BenchmarkCatalog {
    static let reference = AdapterFixture.sampleSDKStandIn(name: "SampleCustomEvent", summary: "reference adapter") {
        SampleCustomEvent()
    }

    @Test(arguments: try ConformanceSuite.scenarios(for: reference))
    func catalog(_ testCase: ConformanceCase) async throws {
        try await ConformanceSuite.check(testCase)
    }
}
