import AdapterConformance
import ConformanceVocabulary
import ConformanceWorkers
import Foundation
import ReportGrammar
import Synchronization
import Testing

/// Runs conformance cases in worker processes started from the test binary itself, with the
/// CLI's machinery (``WorkerPool``): an adapter that crashes or hangs costs its one case,
/// which gets the crash or hang as its result, and the other cases run on. One pool serves
/// every case of the process, with at most ``Isolation/workerCount`` workers, each reused for
/// many cases of the same adapter.
///
/// A worker is the test binary run again with a filter for the test whose case started it
/// (see ``TestWorker``). When none can be started, the adapter's cases run in this process,
/// after a warning; so do cases checked outside a running test, which no filter can reach.
final class IsolatedRunner: Sendable {
    static let shared = IsolatedRunner()

    enum Outcome: Sendable {
        case result(ScenarioResult)
        /// No worker can run it, for this reason.
        case unavailable(String)
    }

    private struct Waiting {
        let continuation: CheckedContinuation<Outcome, Never>
        let testCase: ConformanceCase
    }

    private struct State {
        var nextID = 0
        var waiting: [Int: Waiting] = [:]
        /// Cases already answered, for a correction that comes later (a crash attributed to
        /// an earlier case once a later one ran into it).
        var answered: [Int: ConformanceCase] = [:]
        var pool: WorkerPool?
        var ended = false
        var warnedAbout: Set<String> = []
        /// The last launch made for each test, by test ID.
        var launches: [String: WorkerLaunch] = [:]
    }

    private let state = Mutex(State())
    private let queue = WorkerQueue(open: true)
    private let poolEnded = DispatchSemaphore(value: 0)

    /// Runs `testCase` in a worker, or says it must run here; `describing` asks the worker
    /// what the report says about the adapter instead (``WorkerJob/description(id:adapter:seed:)``).
    func run(_ testCase: ConformanceCase, describing: Bool = false) async -> Outcome {
        guard let launch = launch(for: testCase) else {
            return .unavailable("checked outside a running test, which no worker can reach")
        }
        return await withCheckedContinuation { continuation in
            let id = state.withLock { state -> Int? in
                guard !state.ended else { return nil }
                if state.pool == nil { state.pool = startPool() }
                let id = state.nextID
                state.nextID += 1
                state.waiting[id] = Waiting(continuation: continuation, testCase: testCase)
                return id
            }
            guard let id else { return continuation.resume(returning: .unavailable("the test process is ending")) }
            var job =
                describing
                ? WorkerJob.description(id: id, adapter: testCase.fixture.name, seed: 0)
                : WorkerJob(id: id, adapter: testCase.fixture.name, scenario: testCase.scenario, seed: 0)
            job.settleMilliseconds = ConformanceSuite.caseSettleMilliseconds
            queue.add(PoolJob(job: job, launch: launch, timeout: testCase.timeout))
        }
    }

    /// The test binary, run again with a filter that selects exactly the running test.
    private func launch(for testCase: ConformanceCase) -> WorkerLaunch? {
        guard let test = Test.current else { return nil }
        let id = String(describing: test.id)
        if let launch = state.withLock({ $0.launches[id] }), launch.key == testCase.fixture.name { return launch }
        let filter = "^" + Self.escaped(id) + "$"
        let launch = WorkerLaunch(
            key: testCase.fixture.name, executable: WorkerLaunch.currentExecutable,
            arguments: ["--testing-library", "swift-testing", "--no-parallel", "--quiet", "--filter", filter],
            environment: [TestWorker.environmentKey: testCase.fixture.name])
        state.withLock { $0.launches[id] = launch }
        return launch
    }

    /// `text` as a regular expression that matches only itself.
    static func escaped(_ text: String) -> String {
        var pattern = ""
        for character in text {
            if "\\^$.|?*+()[]{}".contains(character) { pattern.append("\\") }
            pattern.append(character)
        }
        return pattern
    }

    /// Called with the state locked, once.
    private func startPool() -> WorkerPool {
        // A worker that died must cost its scenario, not this process: writing a job to its
        // pipe would otherwise raise SIGPIPE here.
        signal(SIGPIPE, SIG_IGN)
        let pool = WorkerPool(count: Isolation.workerCount, queue: queue) { [self] job, reason in
            unstartable(job, reason: reason)
        }
        let poolEnded = poolEnded
        pool.start(
            deliver: { [self] job, result, replacing in delivered(job, result, replacing: replacing) },
            whenDone: { poolEnded.signal() })
        // Waits for late crashes when the process ends, unless the report's exit hook did.
        atexit { IsolatedRunner.shared.finish() }
        return pool
    }

    private func delivered(_ job: WorkerJob, _ result: ScenarioResult, replacing: Bool) {
        let (waiting, answered, ended) = state.withLock { state in
            let waiting = state.waiting.removeValue(forKey: job.id)
            if let waiting { state.answered[job.id] = waiting.testCase }
            return (waiting, state.answered[job.id], state.ended)
        }
        if let waiting { return waiting.continuation.resume(returning: .result(result)) }
        guard let testCase = answered, !job.describesAdapter else { return }
        // The case has ended: its report entry is corrected, and the run is told.
        try? ReportCollector.shared.add(result, of: testCase)
        let text =
            "\(result.adapter) \(result.scenarioID): \(result.fault.map(FaultText.message) ?? "corrected after its test case ended")"
        if ended {
            FileHandle.standardError.write(Data("conformance: \(text)\n".utf8))
        } else {
            Issue.record(Comment(rawValue: text))
        }
    }

    private func unstartable(_ job: WorkerJob, reason: String) {
        let waiting = state.withLock { $0.waiting.removeValue(forKey: job.id) }
        waiting?.continuation.resume(returning: .unavailable("no worker process could be started: \(reason)"))
    }

    /// Says on standard error, once per adapter, that its cases run in the test process.
    func warnInProcess(_ adapter: String, reason: String) {
        guard state.withLock({ $0.warnedAbout.insert(adapter).inserted }) else { return }
        FileHandle.standardError.write(
            Data(
                """
                conformance: warning: \(adapter)'s cases run in the test process, where a crash or hang ends the \
                whole run (\(reason)). CONFORMANCE_ISOLATION=off runs them there without trying.

                """.utf8))
    }

    /// At exit: no more cases come, so the workers end, each after a short linger in which a
    /// thread its last case left behind can still crash it; such a crash is attributed and
    /// corrects the report. Returns at once when no worker was ever started.
    func finish() {
        let started = state.withLock { state -> Bool in
            defer { state.ended = true }
            return state.pool != nil && !state.ended
        }
        guard started else { return }
        queue.close()
        _ = poolEnded.wait(timeout: .now() + .seconds(30))
    }
}
