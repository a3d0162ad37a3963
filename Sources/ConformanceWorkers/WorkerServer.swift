import AdapterConformance
import ConformanceVocabulary
import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// The worker's side: runs the jobs its supervisor sends, one at a time, on the main actor
/// (the SDK's main thread). The CLI's hidden `worker` subcommand and a test binary relaunched
/// by Swift Testing's isolation both end up here; they differ only in how they find a
/// fixture by name.
///
/// The supervisor talks to the worker over the worker's stdin and stdout as it starts them;
/// the worker moves both to high, private descriptors at once, so nothing the adapter prints,
/// and no descriptor it closes, reaches the channel. During each job, standard output and
/// standard error go to the worker's output files, and the reply says where the job's part
/// ends, which the supervisor reads into the scenario's result; the trace goes to the spill
/// file, each record naming its job, so a crash leaves it behind.
package struct WorkerServer: Sendable {
    /// The directory the supervisor named (``WorkerFiles``).
    let directory: String
    /// The fixture a job names, if this worker has it.
    let fixture: @MainActor @Sendable (String) -> AdapterFixture?
    private let threads = ThreadWatch()
    private let capture: WorkerCapture
    private let spill: TraceSpillFile

    /// How long a lingering job keeps the worker alive after its scenario (see `WorkerJob`).
    static let lingerMilliseconds = 500

    /// How long a job waits at most for threads its adapter started and left at work. It costs
    /// only adapters that leave threads running; 500 ms let a thread that traps 50 ms after its
    /// scenario escape the wait on a loaded two-core machine.
    static let stragglerLimitMilliseconds = 2_000

    /// How long a worker waits after its last job for threads still at work. A thread an
    /// adapter left behind may trap a moment after its scenario completed; when that was the
    /// last scenario the worker ran, exiting at once would hide the crash.
    static let lingerAtEndMilliseconds = 1_000

    package init(directory: String, fixture: @escaping @MainActor @Sendable (String) -> AdapterFixture?) {
        self.directory = directory
        self.fixture = fixture
        capture = WorkerCapture(
            output: WorkerFiles.standardOutput(directory), error: WorkerFiles.standardError(directory))
        spill = TraceSpillFile(path: WorkerFiles.trace(directory))
    }

    /// Takes the process over: serves every job, then ends the process when the input ends
    /// (the supervisor closed it or went away).
    @MainActor
    package func serve() async -> Never {
        Self.prepareProcess()
        WorkerStdio.flush()
        let input = HarnessDescriptor.moveHigh(dup(0))
        let output = HarnessDescriptor.moveHigh(dup(1))
        WorkerStdio.detach()
        // Opened before the handshake, so that the supervisor's first wait has a ringer.
        var doorbell = WorkerDoorbell.Ringer(
            directory: directory,
            repliesPerRing: WorkerPipeline.repliesPerRing(environment: ProcessInfo.processInfo.environment))
        // On a line of its own: whatever the process wrote before may not end with one.
        send(Data([0x0A]) + WorkerHandshake.ready + Data([0x0A]), to: output)
        // Read on a thread of their own, so the next job is there when the last one ends.
        let frames = FrameInbox()
        let reader = Thread {
            let reader = ChannelReader(descriptor: input)
            while case .message(let frame) = reader.nextFrame(deadline: UInt64.max) { frames.put(frame) }
            frames.finish()
        }
        reader.start()
        var kept: [(job: Int, late: LateCalls)] = []
        // A frame that waited for this loop is taken without a suspension; one that comes
        // while the loop waits resumes it on the main queue at once, not through the global
        // executor (one thread wake-up instead of two).
        await MainQueue.resumingOnMain {
            var ahead = JobsAhead()
            while let next = await ahead.next(from: frames) {
                guard let job = next.job else {
                    send(WorkerReply(job: -1, outcome: .failure("unreadable job")).frame, to: output)
                    doorbell.ring()
                    continue
                }
                let (reply, late) = await run(job, scenario: next.scenario)
                let answer = reply.frame
                send(answer, to: output)
                doorbell.replied(bytes: answer.count, idle: ahead.isEmpty && !frames.hasWaiting)
                if let late { kept.append((job.id, late)) }
            }
        }
        capture.ensure()
        // Scenarios whose adapter kept a handler: one wait for all of them, then each one the
        // adapter called into afterwards is judged again and sent as a correction.
        if !kept.isEmpty {
            await LateCalls.settle(kept.map(\.late))
            for (job, late) in kept {
                guard let amended = late.amended() else { continue }
                send(WorkerReply(job: job, outcome: .late(amended)).frame, to: output)
            }
        }
        doorbell.ring()
        // Threads the last scenario left at work get their chance to crash while the worker is
        // still watched (each job's own wait covered the rest); then the worker ends at once,
        // without `Task.sleep`, which needs descriptors a hostile adapter may have closed.
        threads.awaitStragglers(limit: .milliseconds(Self.lingerAtEndMilliseconds))
        WorkerStdio.flush()
        send(ChannelFrame.frame(Array(WorkerHandshake.end)), to: output)
        doorbell.ring()
        _exit(0)
    }

    /// What a worker process does first, whoever started it; done again by `serve`.
    package static func prepareProcess() {
        // Ctrl-C reaches the whole process group; the supervisor decides what it means.
        signal(SIGINT, SIG_IGN)
        signal(SIGPIPE, SIG_IGN)
        // A worker never outlives its supervisor, whatever ends the supervisor.
        ParentDeath.killThisProcess()
        if getppid() == 1 { _exit(0) }
    }

    /// Runs `job` on `scenario`, its scenario as ``JobsAhead`` took it (nil: none to draw).
    @MainActor
    private func run(_ job: WorkerJob, scenario: Scenario?) async -> (WorkerReply, LateCalls?) {
        guard let fixture = fixture(job.adapter) else {
            return (WorkerReply(job: job.id, outcome: .failure("unknown adapter \(job.adapter)")), nil)
        }
        guard let scenario else {
            return (WorkerReply(job: job.id, outcome: .failure("the fuzz target leaves nothing to draw")), nil)
        }
        capture.ensure()
        guard let writer = TraceSpillWriter(file: spill, job: job.id) else {
            return (WorkerReply(job: job.id, outcome: .failure("cannot create the trace file in \(directory)")), nil)
        }
        var options = RunOptions(seed: job.seed, traceObserver: { writer.append($0) })
        if let settle = job.settleMilliseconds { options.settleMilliseconds = settle }
        // A drawn (fuzz) job's seed is its interleaving: the fuzzer draws them itself.
        if case .drawn = job.source { options.raceSeeds = 1 }
        threads.begin()
        var (result, late): (ScenarioResult, LateCalls?) =
            job.describesAdapter
            ? (await ConformanceEngine.describe(fixture, options: options), nil)
            : await ConformanceEngine.runKeepingLateCalls(scenario, fixture: fixture, options: options)
        threads.awaitStragglers(limit: .milliseconds(Self.stragglerLimitMilliseconds))
        if job.linger { try? await Task.sleep(for: .milliseconds(Self.lingerMilliseconds)) }
        var ends = capture.ends()
        ends.trace = spill.end
        guard writer.intact else {
            return (
                WorkerReply(
                    job: job.id,
                    outcome: .failure(
                        spill.failureReason.map { "the scenario's trace file could not grow in \(directory): \($0)" }
                            ?? "the scenario's trace file was lost: the adapter closed or broke a harness descriptor")),
                nil
            )
        }
        // A trace with calls after the scenario ended differs from what was spilled, and so
        // does the one interleaving reported of a racing scenario's runs.
        if result.leftActivity || (!job.describesAdapter && options.raceSeeds > 1 && scenario.racesLanes) {
            return (WorkerReply(job: job.id, outcome: .result(result, trace: .inReply), ends: ends), late)
        }
        let place: WorkerReply.TracePlace = job.tracesFindingsOnly && !result.showsFindingOrFault ? .omitted : .spilled
        result.trace = Trace()
        // A fuzz job that found nothing is counted, not shown: its skipped outcomes (each with
        // its reason, most of a reply's bytes) are left out with its trace.
        if place == .omitted { result.outcomes.removeAll(where: \.verdict.isSkipped) }
        return (WorkerReply(job: job.id, outcome: .result(result, trace: place), ends: ends), late)
    }

    private func send(_ data: Data, to output: Int32) {
        // The supervisor is gone; nobody wants the rest.
        if !HarnessDescriptor.writeAll(output, data) { _exit(0) }
    }
}

/// The jobs a worker has taken from its inbox and not yet run, each with its scenario, the
/// drawn ones drawn together as they are taken. Drawn one after another, the generator stays
/// in the caches: drawn before each scenario, draws took two thirds more of a worker's
/// samples, and a fuzz run 2–3 % longer.
private struct JobsAhead {
    private var jobs: [(job: WorkerJob?, scenario: Scenario?)] = []
    private var head = 0

    var isEmpty: Bool { head == jobs.count }

    /// The next job (nil: a frame that held none) with its scenario (nil: a drawn job whose
    /// target leaves nothing to draw), or nil once the input has ended.
    @MainActor
    mutating func next(from frames: FrameInbox) async -> (job: WorkerJob?, scenario: Scenario?)? {
        if isEmpty {
            jobs.removeAll(keepingCapacity: true)
            head = 0
            guard let frame = await frames.next() else { return nil }
            var taken = [WorkerJob(payload: frame)]
            while frames.hasWaiting, let frame = await frames.next() { taken.append(WorkerJob(payload: frame)) }
            jobs.append(contentsOf: taken.map { job in (job, job?.source.scenarioIfAny) })
        }
        defer { head += 1 }
        return jobs[head]
    }
}
