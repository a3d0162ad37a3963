import AdapterConformance
import AdapterConformanceTesting
import ConformanceVocabulary
import Foundation
import SampleAdSDKFixture
import SampleCustomEvent
import Testing

/// Part 6: the catalog as Swift Testing cases, the way an adapter repository runs it
/// (`ConformanceSuite.scenarios(for:)` and `check`), with each case in a worker process (the
/// default) and in the test process (`CONFORMANCE_ISOLATION=off`). The benchmark is its own
/// test binary: run with `--testing-library swift-testing` it hands itself to Swift Testing
/// (see main.swift), which finds ``BenchmarkCatalog``; so the workers it starts are this
/// executable too, as they are the test binary under `swift test`.
///
/// Each mode runs the catalog once and five times over (distinct IDs), in fresh processes:
/// the difference is what a case costs, the rest what a run costs whatever its size (the
/// process and its workers starting, the workers' linger at the end, the report).
enum SwiftTestingPart {
    struct Times {
        var once: Double
        var fiveTimes: Double
    }

    static let copies = 5

    /// One run of each kind, back to back.
    static func measure(scratch: URL) throws -> (inProcess: Times, isolated: Times) {
        func times(_ isolation: String) throws -> Times {
            Times(
                once: try run(copies: 1, isolation: isolation, scratch: scratch),
                fiveTimes: try run(copies: copies, isolation: isolation, scratch: scratch))
        }
        return (try times("off"), try times("on"))
    }

    /// Wall time of the benchmark run as a Swift Testing run, report included.
    private static func run(copies: Int, isolation: String, scratch: URL) throws -> Double {
        var environment = ProcessInfo.processInfo.environment
        environment["CONFORMANCE_ISOLATION"] = isolation
        environment["CONFORMANCE_REPORT"] = scratch.appendingPathComponent("swift-testing-\(isolation).xml").path
        environment[BenchmarkCatalog.copiesKey] = String(copies)
        return try Measure.commands(
            Siblings.benchmark, [["--testing-library", "swift-testing", "--quiet", "--filter", "BenchmarkCatalog"]],
            environment: environment, maximumStatus: 0, what: "the Swift Testing run (isolation \(isolation))"
        ).seconds
    }
}

/// The reference adapter through the built-in catalog, one Swift Testing case per scenario;
/// `CONFORMANCE_BENCHMARK_COPIES=N` cycles through it N times.
@Suite struct BenchmarkCatalog {
    static let copiesKey = "CONFORMANCE_BENCHMARK_COPIES"

    static let reference = AdapterFixture.sampleSDKStandIn(name: "SampleCustomEvent", summary: "reference adapter") {
        SampleCustomEvent()
    }

    static func cases() throws -> [ConformanceCase] {
        let copies = Int(ProcessInfo.processInfo.environment[copiesKey] ?? "") ?? 1
        guard copies > 1 else { return try ConformanceSuite.scenarios(for: reference) }
        let catalog = try BuiltInScenarios.load()
        return ConformanceSuite.cases(
            for: reference, from: ScalingPart.scenarios(count: catalog.count * copies, from: catalog))
    }

    @Test(arguments: try cases())
    func catalog(_ testCase: ConformanceCase) async throws {
        try await ConformanceSuite.check(testCase)
    }
}
