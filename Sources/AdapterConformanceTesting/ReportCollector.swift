import AdapterConformance
import ConformanceReporting
import Foundation

/// Collects every finished scenario of the test process and rewrites the JUnit report after
/// each one, so the last write holds the whole run. Swift Testing has no "run finished"
/// hook; rewriting a few hundred test cases costs milliseconds and keeps the file complete
/// even when the run is cut short. Isolated to the main actor, where the engine runs, so
/// writes never overlap under `swift test --parallel`.
@MainActor
final class ReportCollector {
    static let shared = ReportCollector()

    private struct Entry {
        var result: ScenarioResult
        var position: Int
    }

    /// Results per report file, keyed by adapter and scenario ID (a re-run replaces).
    private var reports: [URL: [String: Entry]] = [:]
    private var adapterOrder: [String] = []
    private var adapters: [String: AdapterDescription] = [:]
    private var strict: [URL: Bool] = [:]
    private let started = Date()

    /// Adds a result and rewrites its report; returns the file written, or throws what
    /// the write threw.
    @discardableResult
    func add(_ result: ScenarioResult, of testCase: ConformanceCase) throws -> URL? {
        let name = testCase.fixture.name
        guard let url = testCase.report.url(adapter: name) else { return nil }
        if adapters[name] == nil {
            adapters[name] = AdapterDescription(fixture: testCase.fixture)
            adapterOrder.append(name)
        }
        reports[url, default: [:]]["\(name)/\(result.scenarioID)"] = Entry(result: result, position: testCase.position)
        strict[url] = (strict[url] ?? false) || testCase.strict
        try write(url)
        return url
    }

    private func write(_ url: URL) throws {
        let entries = reports[url, default: [:]].values.sorted { lhs, rhs in
            let left = adapterOrder.firstIndex(of: lhs.result.adapter) ?? 0
            let right = adapterOrder.firstIndex(of: rhs.result.adapter) ?? 0
            if left != right { return left < right }
            if lhs.position != rhs.position { return lhs.position < rhs.position }
            return lhs.result.scenarioID < rhs.result.scenarioID
        }
        let names = Set(entries.map(\.result.adapter))
        try ConformanceReport.write(
            results: entries.map(\.result),
            adapters: adapterOrder.filter(names.contains).compactMap { adapters[$0] },
            settings: ReportSettings(strict: strict[url] ?? false, timestamp: started),
            to: url)
    }
}
