import AdapterConformance
import ConformanceReporting
import ConformanceVocabulary
import Foundation
import Synchronization

/// Collects every finished scenario of the test process and keeps the JUnit report on
/// disk current. Until the process exits normally the report is marked incomplete, so a test
/// process that dies on a crashing adapter leaves a report that reads as partial, not as a
/// pass. Swift Testing has no "run finished" hook, so the report is rewritten as
/// results arrive: at once when the last write is older than ``interval``, otherwise by a
/// trailing write shortly after, and a final time when the process exits (`atexit`). A
/// rewrite costs tens of milliseconds for a few hundred scenarios (building the report
/// and an fsync'd atomic rename), so writing after every case would make a catalog run
/// quadratic; throttled, the file lags by at most ``interval`` even if the run is killed.
final class ReportCollector: Sendable {
    static let shared = ReportCollector()

    /// Longest a finished result waits before it is on disk.
    static let interval: Duration = .milliseconds(500)

    private struct Report: Sendable {
        var results: [String: ScenarioResult] = [:]
        var strict = false
        var dirty = false
        var flushScheduled = false
        var lastWrite: ContinuousClock.Instant?
        var writtenAsIncomplete = false

        /// Whether the report is due for a write now, and whether a trailing write must be
        /// scheduled.
        mutating func add(_ result: ScenarioResult, key: String, strict: Bool) -> (due: Bool, schedule: Bool) {
            results[key] = result
            self.strict = self.strict || strict
            dirty = true
            let due = lastWrite.map { ContinuousClock.now - $0 >= ReportCollector.interval } ?? true
            guard !due && !flushScheduled else { return (due, false) }
            flushScheduled = true
            return (due, true)
        }
    }

    private struct State: Sendable {
        var reports: [URL: Report] = [:]
        var adapterOrder: [String] = []
        var adapters: [String: AdapterDescription] = [:]
        var exitHookInstalled = false
        /// Where each adapter's automatic report goes (``ReportDestination/automatic``).
        var automaticURLs: [String: URL?] = [:]
        /// Adapters one case has been chosen to describe (see ``claimDescription(of:)``).
        var describing: Set<String> = []
    }

    private let state = Mutex(State())

    /// Whether `testCase` is the one to ask its adapter what the report says about it: true
    /// for the first case of an adapter whose report wants it, false for every other. Cases
    /// run in parallel, so "the report has no description yet" would hold for every case that
    /// finished before the first answer, and each would ask again (a worker job apiece).
    func claimDescription(of testCase: ConformanceCase) -> Bool {
        guard reportURL(testCase) != nil else { return false }
        return state.withLock { $0.describing.insert(testCase.fixture.name).inserted }
    }

    /// The report `testCase` goes to. The automatic one is found once per adapter and
    /// process: finding it reads the environment and the file system, twice for every case,
    /// and a run's report stays where its first case put it.
    private func reportURL(_ testCase: ConformanceCase) -> URL? {
        let name = testCase.fixture.name
        guard case .automatic = testCase.report else { return testCase.report.url(adapter: name) }
        if let known = state.withLock({ $0.automaticURLs[name] }) { return known }
        let url = testCase.report.url(adapter: name)
        state.withLock { $0.automaticURLs[name] = .some(url) }
        return url
    }
    private let started = Date()

    /// Adds a result; writes its report now if the last write is old enough, else soon.
    /// Throws what the write threw.
    /// `described` is what the adapter class said about itself, from the case that claimed
    /// the asking (``claimDescription(of:)``); until it comes, the report says the adapter was
    /// not asked yet.
    func add(_ result: ScenarioResult, of testCase: ConformanceCase, described: AdapterProperties? = nil) throws {
        let name = testCase.fixture.name
        guard let url = reportURL(testCase) else { return }
        let writeNow = state.withLock { state -> Bool in
            if !state.exitHookInstalled {
                state.exitHookInstalled = true
                atexit {
                    // Workers finish first: a crash they report at the end corrects the report.
                    IsolatedRunner.shared.finish()
                    ReportCollector.shared.flushAll(final: true)
                }
            }
            if state.adapters[name] == nil { state.adapterOrder.append(name) }
            if described != nil || state.adapters[name] == nil {
                state.adapters[name] = AdapterDescription(
                    name: name, properties: described ?? .unknown(because: "the adapter was not asked"))
            }
            // In place: a copy of the report would copy every result so far, for every case.
            let (due, schedule) = state.reports[url, default: Report()].add(
                result, key: "\(name)/\(result.scenarioID)", strict: testCase.strict)
            if schedule { scheduleFlush(url) }
            return due
        }
        if writeNow { try flush(url) }
    }

    /// Writes every report that has unwritten results.
    func flushAll(final: Bool = false) {
        let urls = state.withLock { Array($0.reports.keys) }
        for url in urls {
            do { try flush(url, final: final) } catch {
                FileHandle.standardError.write(Data("conformance: could not write \(url.path): \(error)\n".utf8))
            }
        }
    }

    /// Writes one report if it has unwritten results. Writes happen under the lock, so two
    /// callers never interleave and the file always holds a complete report.
    func flush(_ url: URL, final: Bool = false) throws {
        try state.withLock { state in
            guard var report = state.reports[url], report.dirty || (final && report.writtenAsIncomplete) else { return }
            report.dirty = false
            report.lastWrite = .now
            report.writtenAsIncomplete = !final
            state.reports[url] = report
            // The CLI's order: adapters as given, scenarios by ID.
            let results = report.results.values.sorted { lhs, rhs in
                let left = state.adapterOrder.firstIndex(of: lhs.adapter) ?? 0
                let right = state.adapterOrder.firstIndex(of: rhs.adapter) ?? 0
                return left != right ? left < right : lhs.scenarioID < rhs.scenarioID
            }
            let names = Set(results.map(\.adapter))
            try ConformanceReport.write(
                results: results,
                adapters: state.adapterOrder.filter(names.contains).compactMap { state.adapters[$0] },
                settings: ReportSettings(strict: report.strict, timestamp: started, isIncomplete: !final),
                to: url)
        }
    }

    private func scheduleFlush(_ url: URL) {
        Task.detached {
            try? await Task.sleep(for: Self.interval)
            ReportCollector.shared.state.withLock { $0.reports[url]?.flushScheduled = false }
            try? ReportCollector.shared.flush(url)
        }
    }
}
