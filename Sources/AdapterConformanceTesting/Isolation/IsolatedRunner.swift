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

    private struct State {
        var nextID = 0
        /// Every case submitted, by job ID, for a correction that comes after it was answered
        /// (a crash attributed to an earlier case once a later one ran into it).
        var cases: [Int: ConformanceCase] = [:]
        var session: PoolSession?
        var ended = false
        var warnedAbout: Set<String> = []
        /// The last launch made for each test, by test ID.
        var launches: [String: WorkerLaunch] = [:]
    }

    /// The state in a class of its own, which the pool's correction handler holds.
    private final class Locked: Sendable {
        let state = Mutex(State())
    }

    private let locked = Locked()

    /// Runs `testCase` in a worker, or says it must run here; `describing` asks the worker
    /// what the report says about the adapter instead (``WorkerJob/description(id:adapter:seed:)``).
    func run(_ testCase: ConformanceCase, describing: Bool = false) async -> Outcome {
        guard let launch = launch(for: testCase) else {
            return .unavailable("checked outside a running test, which no worker can reach")
        }
        let started = locked.state.withLock { state -> (PoolSession, Int)? in
            guard !state.ended else { return nil }
            if state.session == nil { state.session = startSession() }
            let id = state.nextID
            state.nextID += 1
            state.cases[id] = testCase
            return (state.session!, id)
        }
        guard let (session, id) = started else { return .unavailable("the test process is ending") }
        var job =
            describing
            ? WorkerJob.description(id: id, adapter: testCase.fixture.name, seed: 0)
            : WorkerJob(id: id, adapter: testCase.fixture.name, scenario: testCase.scenario, seed: 0)
        job.settleMilliseconds = ConformanceSuite.caseSettleMilliseconds
        switch await session.submit(PoolJob(job: job, launch: launch, timeout: testCase.timeout)) {
        case .result(let result): return .result(result)
        case .unstartable(let failure):
            return .unavailable("no worker process could be started: \(FaultText.startFailure(failure))")
        case .notRun: return .unavailable("the test process is ending")
        }
    }

    /// The test binary, run again with a filter that selects exactly the running test.
    private func launch(for testCase: ConformanceCase) -> WorkerLaunch? {
        guard let test = Test.current else { return nil }
        let id = String(describing: test.id)
        if let launch = locked.state.withLock({ $0.launches[id] }), launch.key == testCase.fixture.name {
            return launch
        }
        let filter = "^" + Self.escaped(id) + "$"
        let launch = WorkerLaunch(
            key: testCase.fixture.name, executable: WorkerLaunch.currentExecutable,
            arguments: ["--testing-library", "swift-testing", "--no-parallel", "--quiet", "--filter", filter],
            environment: [TestWorker.environmentKey: testCase.fixture.name])
        locked.state.withLock { $0.launches[id] = launch }
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
    private func startSession() -> PoolSession {
        // A worker that died must cost its scenario, not this process: writing a job to its
        // pipe would otherwise raise SIGPIPE here.
        signal(SIGPIPE, SIG_IGN)
        let locked = locked
        let session = PoolSession(count: Isolation.workerCount, takesUnstartable: true)
        session.listen { event in
            if case .corrected(let job, let result) = event { Self.corrected(job, result, in: locked) }
        }
        // Waits for late crashes when the process ends, unless the report's exit hook did.
        atexit { IsolatedRunner.shared.finish() }
        return session
    }

    /// A correction of a case already answered: its test has ended, so its report entry is
    /// corrected, and the run is told.
    private static func corrected(_ job: WorkerJob, _ result: ScenarioResult, in locked: Locked) {
        let (testCase, ended) = locked.state.withLock { ($0.cases[job.id], $0.ended) }
        guard let testCase, !job.describesAdapter else { return }
        try? ReportCollector.shared.add(result, of: testCase)
        let text =
            "\(result.adapter) \(result.scenarioID): \(result.fault.map(FaultText.message) ?? "corrected after its test case ended")"
        if ended {
            FileHandle.standardError.write(Data("conformance: \(text)\n".utf8))
        } else {
            Issue.record(Comment(rawValue: text))
        }
    }

    /// Says on standard error, once per adapter, that its cases run in the test process.
    func warnInProcess(_ adapter: String, reason: String) {
        guard locked.state.withLock({ $0.warnedAbout.insert(adapter).inserted }) else { return }
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
        let session = locked.state.withLock { state -> PoolSession? in
            defer { state.ended = true }
            return state.ended ? nil : state.session
        }
        guard let session else { return }
        session.close()
        session.waitUntilEnded(timeout: .seconds(30))
    }
}
