import AdapterConformance
import BrokenAdapters
import ConformanceReporting
import ConformanceVocabulary
import Foundation
import HTMLReport
import JUnitReport
import SampleAdSDKFixture

/// Part 4, the HTML figures: `conformance html` on a report of 10,000 real test cases, and
/// `run --html` on the results that report was made from, each timed in a fresh child process. The cases cycle through the catalog's results for the reference
/// adapter and two broken variants (so some 4 % fail, with real traces and findings); the page
/// is written to the scratch directory so a browser can open it too.
enum HTMLPart {
    /// The adapters whose catalog results make up the report.
    @MainActor
    static func fixtures(reference: AdapterFixture) -> [AdapterFixture] {
        [reference]
            + ["broken-load-1-no-guard", "broken-clk-2-misspelt-click"].compactMap { name in
                BrokenAdapterCatalog.entry(named: name).map {
                    AdapterFixture.sampleSDKStandIn(name: $0.name, summary: $0.summary, makeAdapter: $0.makeAdapter)
                }
            }
    }

    /// `count` cases as a report model and the results it was made from, case `i` the
    /// `i % n`-th result under a distinct ID.
    @MainActor
    static func report(count: Int, reference: AdapterFixture) async throws -> (JUnitReport, [ScenarioResult]) {
        let catalog = try BuiltInScenarios.load()
        var base: [ScenarioResult] = []
        for fixture in fixtures(reference: reference) { base += await ConformanceEngine.run(catalog, fixture: fixture) }
        let results = (0..<count).map { index in
            var result = base[index % base.count]
            result.scenarioID = "\(result.scenarioID)#\(index)"
            return result
        }
        return (ConformanceReport.make(results: results, adapters: [], settings: ReportSettings()), results)
    }

    /// Child process: renders and writes the page, read from the report's texts or made from
    /// the results (`fromResults`); time, peak memory growth and size.
    @MainActor
    static func child(count: Int, scratch: URL, fixture: AdapterFixture, fromResults: Bool) async throws
        -> ReportPart.Measurement
    {
        let (report, results) = try await report(count: count, reference: fixture)
        let url = scratch.appendingPathComponent("report-\(count)\(fromResults ? "-results" : "").html")
        let warmUp = JUnitReport(name: "warm-up", suites: Array(report.suites.prefix(1)))
        _ = fromResults ? HTMLReport.render(warmUp, results: results, strict: false) : HTMLReport.render(warmUp)
        ProcessMemory.resetPeak()
        let before = ProcessMemory.residentKB
        let seconds = try Measure.seconds {
            if fromResults {
                try HTMLReport.write(report, results: results, strict: false, to: url)
            } else {
                try HTMLReport.write(report, to: url)
            }
        }
        let peak = ProcessMemory.peakKB
        let bytes = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0
        return ReportPart.Measurement(seconds: seconds, peakGrowthKB: max(0, peak - before), bytes: bytes)
    }
}
