import AdapterConformance
import ConformanceVocabulary
import Foundation
import ScriptedNetwork

/// Part 3: a load whose network never answers, with a 10 s load window, against the 1 s of
/// real waiting Google's adapter test kit spends on the same check.
@MainActor
enum VirtualTimePart {
    static let scenario = Scenario(
        id: "benchmark.native.silent-network", title: "the network never answers",
        format: .native, rules: [.load3], loads: [.silent], loadWindowMilliseconds: 10_000)

    /// Median cost of the silent scenario over `iterations` runs.
    static func virtualCost(fixture: AdapterFixture, iterations: Int) async -> Double {
        for _ in 0..<20 { _ = await ConformanceEngine.run(scenario, fixture: fixture) }
        var times: [Double] = []
        for _ in 0..<iterations {
            let start = Measure.now()
            _ = await ConformanceEngine.run(scenario, fixture: fixture)
            times.append(Double(Measure.now() - start) / 1e9)
        }
        return Measure.median(times)
    }

    /// One real 1 s wait for something that never comes, measured.
    nonisolated static func realWait() -> Double {
        let never = DispatchSemaphore(value: 0)
        return Measure.seconds { _ = never.wait(timeout: .now() + 1) }
    }
}
