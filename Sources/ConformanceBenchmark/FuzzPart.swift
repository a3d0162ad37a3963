import AdapterConformance
import Foundation

/// Part 6: `conformance fuzz` in this process: generated scenarios per second (generation,
/// engine and every fitting rule judged; the reference finds only its one known defect, so
/// shrinking costs little), against the catalog's scenarios per second.
@MainActor
enum FuzzPart {
    struct Measurement {
        let fuzzPerSecond: Double
        let catalogPerSecond: Double
        var ratio: Double { fuzzPerSecond / catalogPerSecond }
    }

    static func measure(fixture: AdapterFixture, catalog: [Scenario], runs: Int) async -> Measurement {
        let options = FuzzOptions(seed: 1, budget: .runs(runs))
        let session = FuzzSession(
            adapter: fixture.name, options: options, executor: InProcessExecutor(fixture: fixture))
        var summary: FuzzSummary?
        let fuzz = await Measure.seconds { summary = await session.run() }
        precondition(summary?.runs == runs)
        let scenarios = ScalingPart.scenarios(count: max(runs / 4, catalog.count), from: catalog)
        let catalogTime = await CatalogPart.inProcess(scenarios, fixture: fixture)
        return Measurement(
            fuzzPerSecond: Double(runs) / fuzz, catalogPerSecond: Double(scenarios.count) / catalogTime)
    }
}
