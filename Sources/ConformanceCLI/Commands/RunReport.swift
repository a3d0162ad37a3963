import AdapterConformance
import ConformanceReporting
import ConformanceVocabulary
import Foundation
import JUnitReport
import Synchronization

/// What a `run` has gathered for its report (results, and what workers said about each
/// adapter), and the one write of it: by the run's own steps, or from a signal's thread when
/// those steps are held up (see ``signalGrace``). Whoever writes first writes; the other
/// learns that it did.
final class RunReport: Sendable {
    /// How long after the first signal the run's own steps have to write the report before the
    /// signal's thread does it for them.
    static let signalGrace: DispatchTimeInterval = .milliseconds(500)

    private typealias Entry = (result: ScenarioResult, testCase: JUnitTestCase?)

    private struct State {
        /// By place in the job order, each with its test case when that was made as it
        /// arrived; a slot for every place from the start, since a dictionary that grew as
        /// results came moved every large entry again at each resize.
        var results: [Entry?]
        /// Results outside the order (none is expected), in the order they came.
        var unordered: [Entry] = []
        /// The results the report was written with, for the summary after it.
        var reported: [ScenarioResult]?
        var descriptions: [String: AdapterDescription] = [:]
        var written = false
    }

    private let state: Mutex<State>
    /// Serializes writes, so a signal that comes during the run's own write waits for it.
    private let writing = Mutex(())
    private let adapters: [String]
    private let order: [String: Int]
    private let url: URL
    private let htmlPath: String?
    private let settings: (seed: UInt64, strict: Bool, shard: String?)
    private let expected: Int
    private let casesAsResultsArrive: Bool

    init(
        adapters: [String], order: [String: Int], url: URL, htmlPath: String?, seed: UInt64, strict: Bool,
        shard: String?, expected: Int, casesAsResultsArrive: Bool
    ) {
        self.casesAsResultsArrive = casesAsResultsArrive
        self.adapters = adapters
        self.order = order
        self.url = url
        self.htmlPath = htmlPath
        self.settings = (seed, strict, shard)
        self.expected = expected
        state = Mutex(State(results: Array(repeating: nil, count: order.count)))
    }

    /// Takes a run's event: a result, its correction, or an adapter's description.
    func handle(_ event: RunEvent) {
        switch event {
        case .finished(let result), .corrected(let result): add(result)
        case .described(let description): state.withLock { $0.descriptions[description.name] = description }
        }
    }

    /// Adds a result (or replaces its earlier one). With `casesAsResultsArrive`, its test case
    /// is made here too, on the supervisor's thread that delivers it, so a run in workers makes
    /// its cases while they work rather than all at the end; a run in this process makes them
    /// at the end, where they cost the same and interrupt no scenario.
    private func add(_ result: ScenarioResult) {
        let place = order["\(result.adapter)/\(result.scenarioID)"]
        var result = result
        let testCase = casesAsResultsArrive ? ConformanceReport.testCase(result, strict: settings.strict) : nil
        // Its trace is in the test case as text, and only the HTML page reads the events after:
        // kept, they were most of what a long run held (and freed at the end) per scenario.
        if testCase != nil, htmlPath == nil { result.trace = Trace() }
        state.withLock { state in
            // One outside the order (none is expected) goes last rather than over another.
            guard let place else {
                state.unordered.append((result, testCase))
                return
            }
            state.results[place] = (result, testCase)
        }
    }

    var resultCount: Int { state.withLock { $0.results.count { $0 != nil } + $0.unordered.count } }

    /// Results in job order (those that arrived as a run in workers made their test cases
    /// without their traces, unless the HTML page was asked for).
    var results: [ScenarioResult] { state.withLock { $0.reported } ?? columns().results }

    /// The results and their test cases in job order, both in one pass.
    private func columns() -> (results: [ScenarioResult], testCases: [JUnitTestCase?]) {
        state.withLock { state in
            var results: [ScenarioResult] = []
            var testCases: [JUnitTestCase?] = []
            results.reserveCapacity(state.results.count + state.unordered.count)
            testCases.reserveCapacity(state.results.count + state.unordered.count)
            for case let (result, testCase)? in state.results {
                results.append(result)
                testCases.append(testCase)
            }
            for (result, testCase) in state.unordered {
                results.append(result)
                testCases.append(testCase)
            }
            return (results, testCases)
        }
    }

    /// Writes the JUnit report (and the page, when asked for) unless it was written already;
    /// true when this call wrote it.
    func write(incomplete interrupted: Bool) throws -> Bool {
        try writing.withLock { _ in
            guard !state.withLock({ $0.written }) else { return false }
            let (results, testCases) = columns()
            let descriptions = state.withLock { $0.descriptions }
            let incomplete = interrupted || results.count < expected
            let settings = ReportSettings(
                seed: settings.seed, strict: settings.strict, shard: settings.shard, isIncomplete: incomplete)
            let report = ConformanceReport.make(
                results: results,
                adapters: adapters.map {
                    descriptions[$0] ?? AdapterDescription(name: $0, descriptionResult: nil)
                }, settings: settings, testCases: testCases)
            do {
                try JUnitWriter.write(report, to: url)
            } catch {
                throw CommandFailure.harness("could not write the report to \(url.path): \(error)")
            }
            if let htmlPath {
                try HTMLPage.write(
                    report, results: results, strict: self.settings.strict, to: URL(fileURLWithPath: htmlPath))
            }
            state.withLock { state in
                state.written = true
                state.reported = results
            }
            return true
        }
    }
}
