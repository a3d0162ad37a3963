import ConformanceTestSupport
import ConformanceVocabulary
import ConformanceWorkers
import Foundation
import HostileAdapters
import ReportGrammar
import Synchronization
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// ``PoolSession``'s own contract, with real workers: the built `conformance` executable's
/// `worker` subcommand, started as `conformance run` starts it. Answers come back in the order
/// jobs were submitted, each matched to its job; events wait for the listener and each job's
/// comes once; a correction comes after what it corrects; cancellation, `close()` and
/// `abandon()` answer what will not run `.notRun`; a launch that cannot start is said to be so.
///
/// Serialized: each test owns its workers, and the machine has few cores. A test that waits
/// for an answer that never comes fails at its time limit.
@Suite(.serialized, .timeLimit(.minutes(2)), .enabled(if: BuiltExecutable.conformance != nil))
struct PoolSessionTests {
    static let catalog: [Scenario] = (try? BuiltInScenarios.load()) ?? []

    /// Banner and native loads the hostile adapters leave alone, as the reference runs them.
    static let innocent = catalog.filter { isLoad($0) && !HostileTrigger.fires(in: $0) }

    /// Loads without a server parameter: `hostile-late-completion` completes each once more
    /// from a timer after its scenario ended, and its worker sends the result judged again
    /// once its input ends (``WorkerReply/Outcome/late(_:)``).
    static let lateCompleted = catalog.filter {
        isLoad($0) && $0.id.hasSuffix("-parameter") && HostileTrigger.fires(in: $0)
    }

    static func isLoad(_ scenario: Scenario) -> Bool {
        scenario.id.hasPrefix("banner.load.") || scenario.id.hasPrefix("native.load.")
    }

    /// The worker as `conformance run` starts it.
    static func launch() throws -> WorkerLaunch {
        WorkerLaunch(key: "", executable: try #require(BuiltExecutable.conformance), arguments: ["worker"])
    }

    static func job(_ id: Int, _ scenario: Scenario, adapter: String = "SampleCustomEvent", launch: WorkerLaunch)
        -> PoolJob
    {
        PoolJob(
            job: WorkerJob(id: id, adapter: adapter, scenario: scenario, seed: 1), launch: launch, timeout: .seconds(60)
        )
    }

    /// A session whose workers' deaths cost their jobs, not this process (a write to a dead
    /// worker's pipe would raise `SIGPIPE`), as the run command and Swift Testing's isolation
    /// make theirs.
    static func session(count: Int, takesUnstartable: Bool = false) -> PoolSession {
        signal(SIGPIPE, SIG_IGN)
        return PoolSession(count: count, takesUnstartable: takesUnstartable)
    }

    // MARK: Answers and events

    /// Two callers at once, two workers, job IDs that run against the submit order, two
    /// adapters: each caller gets its answers in the order it gave the jobs, each the result of
    /// that job's scenario and adapter.
    @Test func answersComeBackInSubmitOrderEachMatchedToItsJob() async throws {
        let launch = try Self.launch()
        let scenarios = Array(Self.innocent.prefix(12))
        try #require(scenarios.count == 12)
        let session = Self.session(count: 2)
        let batches = (0..<2).map { batch in
            scenarios.enumerated().map { offset, scenario in
                Self.job(
                    1_000 * (batch + 1) - offset, scenario,
                    adapter: (offset + batch).isMultiple(of: 2) ? "SampleCustomEvent" : "broken-load-1-no-guard",
                    launch: launch)
            }
        }
        let answers = await withTaskGroup(of: (Int, [PoolSession.Answer]).self) { group in
            for (index, batch) in batches.enumerated() {
                group.addTask { (index, await session.submit(batch)) }
            }
            var answers: [Int: [PoolSession.Answer]] = [:]
            for await (index, batchAnswers) in group { answers[index] = batchAnswers }
            return answers
        }
        session.close()
        await session.ended()
        for (index, batch) in batches.enumerated() {
            let got = try #require(answers[index])
            #expect(got.count == batch.count)
            for (job, answer) in zip(batch, got) {
                guard case .result(let result) = answer else {
                    Issue.record("job \(job.job.id): \(answer)")
                    continue
                }
                #expect(result.scenarioID == job.job.scenario.id, "job \(job.job.id)")
                #expect(result.adapter == job.job.adapter, "job \(job.job.id)")
                #expect(result.fault == nil, "job \(job.job.id): \(result.fault.map(FaultText.message) ?? "")")
            }
        }
    }

    /// Events of jobs queued with `enqueue` wait for the listener; `listen` hands them over
    /// before it returns, in the order they came; later ones come as they happen. Every queued
    /// job is answered once, and a submitted job's answer goes to its caller alone.
    @Test func eventsAreHeldUntilTheListenerComesThenEachJobIsHeardOnce() async throws {
        let launch = try Self.launch()
        let scenarios = Array(Self.innocent.prefix(10))
        try #require(scenarios.count == 10)
        let jobs = scenarios.enumerated().map { Self.job($0, $1, launch: launch) }
        // One worker takes the jobs in the order they were queued: once the job submitted
        // after the first six is answered, their events have all been sent, to nobody yet.
        let session = Self.session(count: 1)
        #expect(session.enqueue(Array(jobs[..<6])))
        let marker = await session.submit(Self.job(100, scenarios[0], launch: launch))
        guard case .result = marker else {
            Issue.record("the submitted job: \(marker)")
            return
        }
        let heard = Heard()
        session.listen(heard.listener)
        let held = heard.events
        #expect(held.map(\.summary) == (0..<6).map { .answered($0) })
        #expect(session.enqueue(Array(jobs[6...])))
        session.close()
        await session.ended()
        let all = heard.events
        #expect(all.prefix(held.count).map(\.summary) == held.map(\.summary))
        #expect(all.map(\.summary).sorted() == (0..<10).map { .answered($0) })
        for event in all {
            guard case .answered(let job, .result(let result)) = event else {
                Issue.record("\(event.summary): not a result")
                continue
            }
            #expect(result.scenarioID == scenarios[job.id].id)
        }
    }

    /// `hostile-late-completion` calls a load's completion again after its scenario ended; the
    /// worker judges those scenarios again once its input ends and sends the results, which
    /// correct the ones given before: a `.corrected` event after the job's `.answered`, for a
    /// listener there from the start or one that comes once the session has ended.
    @Test(arguments: [false, true])
    func aCorrectionComesAfterTheAnswerItCorrects(listensLate: Bool) async throws {
        let launch = try Self.launch()
        let guilty = Self.lateCompleted
        try #require(guilty.count >= 2 && !Self.innocent.isEmpty, "guilty scenarios: \(guilty.map(\.id))")
        // An innocent scenario after each guilty one: its late call comes while another
        // scenario runs, and still belongs to its own.
        let scenarios = guilty.flatMap { [$0, Self.innocent[0]] }
        let jobs = scenarios.enumerated().map { Self.job($0, $1, adapter: "hostile-late-completion", launch: launch) }
        let session = Self.session(count: 1)
        let heard = Heard()
        if !listensLate { session.listen(heard.listener) }
        #expect(session.enqueue(jobs))
        session.close()
        await session.ended()
        if listensLate { session.listen(heard.listener) }
        let events = heard.events
        let summaries = events.map(\.summary)
        #expect(summaries.filter(\.isAnswer).sorted() == jobs.map { .answered($0.job.id) })
        let corrected = events.compactMap { event -> (WorkerJob, ScenarioResult)? in
            if case .corrected(let job, let result) = event { return (job, result) }
            return nil
        }
        #expect(!corrected.isEmpty, "no correction came: \(summaries)")
        for (job, result) in corrected {
            #expect(HostileTrigger.fires(in: job.scenario), "\(job.scenario.id) was corrected")
            let answeredAt = summaries.firstIndex(of: .answered(job.id))
            let correctedAt = summaries.firstIndex(of: .corrected(job.id))
            #expect(answeredAt != nil && answeredAt! < correctedAt!, "job \(job.id): \(summaries)")
            #expect(result.leftActivity && Self.violatesLoad1(result), "job \(job.id)")
            if let answeredAt, case .answered(_, .result(let first)) = events[answeredAt] {
                #expect(!Self.violatesLoad1(first), "job \(job.id): the answer already had the late call")
            }
        }
    }

    /// A correction of a job whose caller has its answers goes to the listener: the caller
    /// keeps the result as it was when the job was answered.
    @Test func aCorrectionOfASubmittedJobGoesToTheListener() async throws {
        let launch = try Self.launch()
        let guilty = Self.lateCompleted
        try #require(guilty.count >= 2, "guilty scenarios: \(guilty.map(\.id))")
        let jobs = guilty.enumerated().map { Self.job($0, $1, adapter: "hostile-late-completion", launch: launch) }
        let session = Self.session(count: 1)
        let heard = Heard()
        session.listen(heard.listener)
        let answers = await session.submit(jobs, closing: true)
        await session.ended()
        let events = heard.events
        #expect(!events.isEmpty, "no correction came")
        for event in events {
            guard case .corrected(let job, let result) = event else {
                Issue.record("\(event.summary): a submitted job's answer went to the listener")
                continue
            }
            #expect(result.leftActivity && Self.violatesLoad1(result), "job \(job.id)")
            guard let offset = jobs.firstIndex(where: { $0.job.id == job.id }),
                case .result(let first) = answers[offset]
            else {
                Issue.record("job \(job.id) was not submitted or not answered")
                continue
            }
            #expect(!first.leftActivity && !Self.violatesLoad1(first), "job \(job.id)")
        }
    }

    static func violatesLoad1(_ result: ScenarioResult) -> Bool {
        result.outcomes.contains { $0.ruleID == .load1 && !$0.findings.isEmpty }
    }

    // MARK: Jobs that do not run

    /// Cancelling a caller's task takes back its jobs no worker took: they are answered
    /// `.notRun` at once, while the job a worker took is waited for and answered. The worker
    /// is held before it starts (see ``HeldLaunch``), so which job it took is known.
    @Test func cancellationWithdrawsTheJobsNoWorkerTook() async throws {
        let held = try HeldLaunch()
        defer { held.remove() }
        let scenarios = Array(Self.innocent.prefix(5))
        let jobs = scenarios.enumerated().map { Self.job($0, $1, launch: held.launch) }
        let session = Self.session(count: 1)
        let caller = Task { await session.submit(jobs) }
        // The supervisor starts a worker for the first job it takes, and waits for it.
        await held.waitUntilStarted()
        caller.cancel()
        held.release()
        let answers = await caller.value
        session.close()
        await session.ended()
        try #require(answers.count == jobs.count)
        if case .result(let result) = answers[0] {
            #expect(result.scenarioID == scenarios[0].id && result.fault == nil)
        } else {
            Issue.record("the job a worker took: \(answers[0])")
        }
        for (offset, answer) in answers.enumerated().dropFirst() {
            guard case .notRun = answer else {
                Issue.record("job \(offset) no worker took: \(answer)")
                continue
            }
        }
    }

    /// `abandon()` gives every waiting caller its answers so far, the rest `.notRun`, without
    /// waiting for the jobs under way; the session still ends.
    @Test func abandonAnswersTheWaitingCallersAtOnce() async throws {
        let held = try HeldLaunch()
        defer { held.remove() }
        let jobs = Self.innocent.prefix(3).enumerated().map { Self.job($0, $1, launch: held.launch) }
        let session = Self.session(count: 1)
        let caller = Task { await session.submit(jobs) }
        await held.waitUntilStarted()
        session.abandon()
        // The worker of the first job is still held: the answers cannot have waited for it.
        let answers = await caller.value
        held.release()
        await session.ended()
        #expect(answers.count == jobs.count)
        for (offset, answer) in answers.enumerated() {
            guard case .notRun = answer else {
                Issue.record("job \(offset): \(answer)")
                continue
            }
        }
        #expect(!session.enqueue(jobs))
    }

    /// After `close()`, or a submit `closing` the session, a job submitted is answered
    /// `.notRun` and one queued is refused.
    @Test(arguments: [false, true])
    func aClosedSessionRunsNoMoreJobs(closesWithASubmit: Bool) async throws {
        let launch = try Self.launch()
        let scenario = try #require(Self.innocent.first)
        let session = Self.session(count: 1)
        if closesWithASubmit {
            let last = await session.submit(Self.job(0, scenario, launch: launch), closing: true)
            guard case .result(let result) = last else {
                Issue.record("the job that closed the session: \(last)")
                return
            }
            #expect(result.scenarioID == scenario.id)
        } else {
            session.close()
        }
        let late = await session.submit([Self.job(1, scenario, launch: launch), Self.job(2, scenario, launch: launch)])
        #expect(late.count == 2)
        for answer in late {
            guard case .notRun = answer else {
                Issue.record("submitted after the session closed: \(answer)")
                continue
            }
        }
        #expect(!session.enqueue([Self.job(3, scenario, launch: launch)]))
        await session.ended()
    }

    // MARK: Launches that cannot start

    /// With `takesUnstartable`, a job no worker can be started for is answered `.unstartable`
    /// with why, to its caller or, queued, to the listener; the report's words for it are
    /// `FaultText`'s.
    @Test func aLaunchThatCannotStartIsAnsweredUnstartable() async throws {
        let scenario = try #require(Self.innocent.first)
        let launch = WorkerLaunch(key: "missing", executable: "/nonexistent/conformance", arguments: ["worker"])
        let session = Self.session(count: 1, takesUnstartable: true)
        let heard = Heard()
        session.listen(heard.listener)
        let answers = await session.submit([
            Self.job(0, scenario, launch: launch), Self.job(1, scenario, launch: launch),
        ])
        #expect(session.enqueue([Self.job(2, scenario, launch: launch)]))
        session.close()
        await session.ended()
        let expected = WorkerStartFailure.notStarted(executable: "/nonexistent/conformance", code: ENOENT)
        let queued = heard.events.compactMap { event -> PoolSession.Answer? in
            if case .answered(let job, let answer) = event, job.id == 2 { return answer }
            return nil
        }
        #expect(queued.count == 1 && heard.events.count == 1)
        for answer in answers + queued {
            guard case .unstartable(let failure) = answer else {
                Issue.record("\(answer)")
                continue
            }
            #expect(failure == expected)
            #expect(
                FaultText.startFailure(failure)
                    == "/nonexistent/conformance could not be started: No such file or directory")
        }
    }

    /// A process that ends before it becomes a worker: the reason says how it ended and what it
    /// wrote, and its launch is not tried again for the next job (the launch counts its starts).
    @Test func aWorkerThatEndsBeforeItIsReadyIsStartedOnceAndSaysHow() async throws {
        let scenario = try #require(Self.innocent.first)
        let starts = FileManager.default.temporaryDirectory.appendingPathComponent("pool-starts-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: starts) }
        let launch = WorkerLaunch(
            key: "failing", executable: "/bin/sh",
            arguments: ["-c", "echo started >> \"$0\"; echo 'no worker here' >&2; exit 3", starts.path])
        let session = Self.session(count: 1, takesUnstartable: true)
        let answers = await session.submit([
            Self.job(0, scenario, launch: launch), Self.job(1, scenario, launch: launch),
        ])
        session.close()
        await session.ended()
        for answer in answers {
            guard case .unstartable(let failure) = answer else {
                Issue.record("\(answer)")
                continue
            }
            #expect(failure == .endedBeforeReady(.exited(status: 3), startupError: "no worker here"))
            #expect(
                FaultText.startFailure(failure)
                    == "the worker exited with status 3 before it was ready; its standard error ends:\nno worker here")
        }
        let started = try String(contentsOf: starts, encoding: .utf8)
        #expect(started == "started\n")
    }

    /// Without `takesUnstartable`, such a job's result is a harness fault saying why.
    @Test func withoutTakingUnstartableJobsTheResultIsAHarnessFault() async throws {
        let scenario = try #require(Self.innocent.first)
        let launch = WorkerLaunch(key: "", executable: "/nonexistent/conformance", arguments: ["worker"])
        let session = Self.session(count: 1)
        let answer = await session.submit(Self.job(0, scenario, launch: launch), closing: true)
        await session.ended()
        guard case .result(let result) = answer, let fault = result.fault else {
            Issue.record("\(answer)")
            return
        }
        #expect(result.scenarioID == scenario.id)
        #expect(fault.kind == .harness)
        #expect(fault.startFailure == .notStarted(executable: "/nonexistent/conformance", code: ENOENT))
        #expect(
            FaultText.message(fault)
                == "could not start a worker process: /nonexistent/conformance could not be started: No such file or directory"
        )
    }
}

/// A session's events as its listener got them, in order.
final class Heard: Sendable {
    private let received = Mutex<[PoolSession.Event]>([])

    var listener: PoolSession.Listener {
        { event in self.received.withLock { $0.append(event) } }
    }

    var events: [PoolSession.Event] { received.withLock { $0 } }
}

/// What an event says, by job ID, to compare.
enum EventSummary: Hashable, Comparable {
    case answered(Int)
    case corrected(Int)

    var isAnswer: Bool { if case .answered = self { true } else { false } }
}

extension PoolSession.Event {
    var summary: EventSummary {
        switch self {
        case .answered(let job, _): .answered(job.id)
        case .corrected(let job, _): .corrected(job.id)
        }
    }
}

/// A worker launch held before the worker starts: `/bin/sh` opens a named pipe and waits for a
/// line on it, then becomes the `conformance` worker. Opening the pipe's other end returns
/// once the shell has opened it, that is once a supervisor has taken a job and is starting
/// the worker for it; writing the line lets it go on.
final class HeldLaunch: Sendable {
    let launch: WorkerLaunch
    private let path: String
    /// The test's end of the pipe, once the shell has opened its own.
    private let writer = Mutex<Int32?>(nil)

    init() throws {
        let binary = try #require(BuiltExecutable.conformance)
        path = FileManager.default.temporaryDirectory.appendingPathComponent("held-worker-\(UUID().uuidString)").path
        try #require(mkfifo(path, 0o600) == 0)
        launch = WorkerLaunch(
            key: "", executable: "/bin/sh", arguments: ["-c", "read go < \"$0\"; exec \"$1\" worker", path, binary])
    }

    /// Returns once the shell has opened the pipe: a supervisor is starting a worker.
    func waitUntilStarted() async {
        let path = path
        let opened = await withCheckedContinuation { (continuation: CheckedContinuation<Int32, Never>) in
            // A thread of its own: opening a pipe's writing end blocks until its reader comes.
            Thread { continuation.resume(returning: open(path, O_WRONLY)) }.start()
        }
        writer.withLock { $0 = opened }
    }

    /// Lets the held shell become the worker.
    func release() {
        guard let descriptor = writer.withLock({ $0.take() }), descriptor >= 0 else { return }
        _ = HarnessDescriptor.writeAll(descriptor, Data("go\n".utf8))
        close(descriptor)
    }

    func remove() {
        release()
        unlink(path)
    }
}
