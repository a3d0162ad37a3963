import AdapterConformance
import ConformanceVocabulary
import Foundation

/// Part 7: `conformance fuzz` in this process: generated scenarios per second (generation,
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

    /// Wall time of `conformance fuzz --adapter <name> --seed 1 --runs <runs> --jobs <jobs>`,
    /// the whole command (start-up, workers, report), `copies` of it started at once (until
    /// the last one ends), and the findings each copy wrote (by file name, which the same seed
    /// must reproduce whatever the jobs).
    static func command(
        _ executable: String, adapter: String, jobs: Int, runs: Int, copies: Int = 1, scratch: URL
    ) throws -> (seconds: Double, findings: [[String]]) {
        let outputs = (0..<copies).map { copy in
            scratch.appendingPathComponent(copies == 1 ? "fuzz-jobs\(jobs)" : "fuzz-jobs\(jobs)-copy\(copy)")
        }
        for out in outputs { try? FileManager.default.removeItem(at: out) }
        let seconds = try Measure.commands(
            executable,
            outputs.map { out in
                [
                    "fuzz", "--adapter", adapter, "--seed", "1", "--runs", String(runs), "--jobs", String(jobs),
                    "--out", out.path, "--report", out.path + ".xml", "--no-progress",
                ]
            },
            maximumStatus: 1, what: "`conformance fuzz --jobs \(jobs)`"
        ).seconds
        let findings = outputs.map { out in
            ((try? FileManager.default.contentsOfDirectory(atPath: out.path)) ?? []).sorted()
        }
        return (seconds, findings)
    }
}
