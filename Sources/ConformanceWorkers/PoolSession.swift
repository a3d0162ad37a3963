import AdapterConformance
import ConformanceVocabulary
import Foundation
import Synchronization

/// The one way to use a ``WorkerPool``: jobs go in, and each answer comes back either to the
/// caller that awaits it (``submit(_:first:closing:)``) or, for jobs queued with
/// ``enqueue(_:)``, as an event to the session's listener (``listen(_:)``), as results stream in.
/// A later correction (a crash attributed to a job already answered) is an event too. The pool
/// starts with the session, before any job is known, so its workers start while the caller
/// prepares its first jobs.
///
/// Events are held until a listener is given, then handed to it in the order they came; a
/// correction never comes before what it corrects (both come from the thread that supervised
/// the job, in that order). Answers are matched by job ID, which must be unique in the
/// session. The listener and the resumption of a waiting caller run on a supervisor's thread
/// and take only a lock: a supervisor never waits for the caller, and a caller on the main
/// actor cannot hold one up.
package final class PoolSession: Sendable {
    package enum Answer: Sendable {
        case result(ScenarioResult)
        /// No worker process could be started for the job, for this reason (only when the
        /// session was made with `takesUnstartable`).
        case unstartable(WorkerStartFailure)
        /// Not run: withdrawn on cancellation, abandoned, or submitted after ``close()``.
        case notRun
    }

    /// What the listener is told.
    package enum Event: Sendable {
        /// A job queued with ``PoolSession/enqueue(_:)`` was answered.
        case answered(WorkerJob, Answer)
        /// A result that replaces one already given, to a caller or as `.answered`.
        case corrected(WorkerJob, ScenarioResult)
    }

    /// Receives the session's events, on a supervisor's thread.
    package typealias Listener = @Sendable (Event) -> Void

    private let pool: WorkerPool
    private let queue: WorkerQueue
    private let waiting: Waiting
    private let running: DispatchGroup
    private let events: Events

    /// `takesUnstartable`: a job no worker could be started for is answered `.unstartable`
    /// (and its launch's key not tried again) rather than with a harness error as its result.
    /// The other parameters are ``WorkerPool``'s.
    package init(
        count: Int, prestart: WorkerLaunch? = nil, pipeline: WorkerPipeline = .balanced,
        harnessSources: [String: [String]] = [:], takesUnstartable: Bool = false
    ) {
        // The pool's handlers hold the callers waiting and the events, not the session, which
        // holds the pool.
        let (queue, waiting, running, events) = (WorkerQueue(open: true), Waiting(), DispatchGroup(), Events())
        var unstartable: WorkerPool.Unstartable?
        if takesUnstartable {
            unstartable = { job, failure in
                if waiting.answer(job, .unstartable(failure), replacing: false) == .listened {
                    events.send(.answered(job, .unstartable(failure)))
                }
            }
        }
        self.queue = queue
        self.waiting = waiting
        self.running = running
        self.events = events
        pool = WorkerPool(
            count: count, queue: queue, unstartable: unstartable, prestart: prestart, pipeline: pipeline,
            harnessSources: harnessSources)
        running.enter()
        pool.start(
            deliver: { job, result, replacing in
                switch waiting.answer(job, .result(result), replacing: replacing) {
                case .waited: break
                case .listened: events.send(.answered(job, .result(result)))
                case .nobody: if replacing { events.send(.corrected(job, result)) }
                }
            },
            whenDone: { running.leave() })
    }

    /// Queues `jobs` (ahead of every job not yet taken with `first`) and returns their answers
    /// in their order. Cancelling the calling task takes back the ones no worker took yet,
    /// which are answered `.notRun`; the others are waited for. `closing` closes the session
    /// with them (see ``close()``): a worker learns that nothing follows before it answers.
    package func submit(_ jobs: [PoolJob], first: Bool = false, closing: Bool = false) async -> [Answer] {
        guard !jobs.isEmpty else { return [] }
        let batch = waiting.newBatch()
        return await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<[Answer], Never>) in
                let added = waiting.add(
                    jobs, batch: batch, to: queue, first: first, closing: closing, continuation: continuation)
                if !added {
                    continuation.resume(returning: Array(repeating: .notRun, count: jobs.count))
                }
            }
        } onCancel: {
            waiting.withdraw(batch, from: queue)
        }
    }

    /// Queues `job` and returns its answer; see ``submit(_:first:closing:)``.
    package func submit(_ job: PoolJob, closing: Bool = false) async -> Answer {
        await submit([job], closing: closing)[0]
    }

    /// Queues `jobs` behind those already queued; each answer comes to the listener as
    /// `.answered`. False when the session takes no more jobs (closed or abandoned).
    @discardableResult
    package func enqueue(_ jobs: [PoolJob]) -> Bool {
        waiting.enqueue(jobs, to: queue)
    }

    /// Hands `listener` the events held so far, in order, and every later one. Called once.
    package func listen(_ listener: @escaping Listener) {
        events.listen(listener)
    }

    /// No more jobs come: the workers end once the queued ones are answered.
    package func close() {
        waiting.refuse()
        queue.close()
    }

    /// Waits until every supervisor has ended (after ``close()`` or ``abandon()``).
    package func ended() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            running.notify(queue: .global()) { continuation.resume() }
        }
    }

    /// Waits, blocking the calling thread, until every supervisor has ended or `timeout` has
    /// passed; for a process that ends, where no task may run any more.
    package func waitUntilEnded(timeout: Duration) {
        _ = running.wait(timeout: .now() + .nanoseconds(Int(timeout.nanoseconds)))
    }

    /// Stops at once (Ctrl-C): the pool abandons its jobs (``WorkerPool/abandon()``) and every
    /// waiting caller gets what was answered so far, the rest `.notRun`.
    package func abandon() {
        let waiters = waiting.refuse(abandoning: true)
        pool.abandon()
        for (continuation, answers) in waiters { continuation.resume(returning: answers) }
    }
}

/// The callers of a ``PoolSession`` waiting for answers, by batch, and each job's place.
private final class Waiting: Sendable {
    typealias Answer = PoolSession.Answer
    typealias Returned = (CheckedContinuation<[Answer], Never>, [Answer])

    private struct Batch {
        let ids: [Int]
        var answers: [Answer]
        var remaining: Int
        let continuation: CheckedContinuation<[Answer], Never>
    }

    private struct State {
        var nextBatch = 0
        /// The batch and place of each job whose batch has not returned, by job ID.
        var places: [Int: (batch: Int, offset: Int)] = [:]
        var batches: [Int: Batch] = [:]
        /// Jobs queued with `enqueue` and not answered yet, whose answers go to the listener.
        var listened: Set<Int> = []
        /// Closed or abandoned: a job submitted would never be run.
        var refusing = false
    }

    /// Who an answer went to.
    enum Receiver {
        /// A caller waiting for its batch.
        case waited
        /// The listener, for a job queued with `enqueue`.
        case listened
        /// No one: its batch returned, was withdrawn or abandoned.
        case nobody
    }

    private let state = Mutex(State())

    func newBatch() -> Int {
        state.withLock { state in
            defer { state.nextBatch += 1 }
            return state.nextBatch
        }
    }

    /// Registers `jobs` as `batch` and queues them, then closes `queue` when `closing`; false
    /// when the session takes no more jobs or the task was cancelled. Cancellation is checked under the lock the cancellation
    /// handler takes: the handler ran before the batch exists, or finds it.
    func add(
        _ jobs: [PoolJob], batch: Int, to queue: WorkerQueue, first: Bool, closing: Bool,
        continuation: CheckedContinuation<[Answer], Never>
    ) -> Bool {
        state.withLock { state in
            guard !state.refusing, !Task.isCancelled else { return false }
            state.batches[batch] = Batch(
                ids: jobs.map(\.job.id), answers: Array(repeating: .notRun, count: jobs.count), remaining: jobs.count,
                continuation: continuation)
            for (offset, job) in jobs.enumerated() {
                precondition(state.places[job.job.id] == nil, "job ID \(job.job.id) is already waiting")
                state.places[job.job.id] = (batch, offset)
            }
            if first { queue.addFirst(jobs) } else { for job in jobs { queue.add(job) } }
            if closing {
                state.refusing = true
                queue.close()
            }
            return true
        }
    }

    /// Queues `jobs` for the listener; false when the session takes no more jobs.
    func enqueue(_ jobs: [PoolJob], to queue: WorkerQueue) -> Bool {
        state.withLock { state in
            guard !state.refusing else { return false }
            for job in jobs {
                precondition(
                    state.places[job.job.id] == nil && !state.listened.contains(job.job.id),
                    "job ID \(job.job.id) is already waiting")
                state.listened.insert(job.job.id)
                queue.add(job)
            }
            return true
        }
    }

    /// Takes no more jobs; when `abandoning`, also gives up every batch and returns them.
    @discardableResult
    func refuse(abandoning: Bool = false) -> [Returned] {
        state.withLock { state in
            state.refusing = true
            guard abandoning else { return [] }
            state.places = [:]
            state.listened = []
            defer { state.batches = [:] }
            return state.batches.values.map { ($0.continuation, $0.answers) }
        }
    }

    /// Takes `batch`'s jobs no worker took yet back from `queue`; the batch returns once the
    /// jobs under way have answered.
    func withdraw(_ batch: Int, from queue: WorkerQueue) {
        let finished: Returned? = state.withLock { state in
            guard state.batches[batch] != nil else { return nil }
            let withdrawn = queue.remove { state.places[$0.job.id]?.batch == batch }
            for job in withdrawn { state.places[job.job.id] = nil }
            state.batches[batch]!.remaining -= withdrawn.count
            return Self.returned(batch, from: &state)
        }
        if let (continuation, answers) = finished { continuation.resume(returning: answers) }
    }

    /// Gives `answer` to whoever waits for `job` and says who that is: a correction of a job
    /// whose batch has not returned replaces its answer in place; a job queued for the
    /// listener is answered once, and a correction of it goes to no one here (the caller sends
    /// it to the listener as a correction).
    func answer(_ job: WorkerJob, _ answer: Answer, replacing: Bool) -> Receiver {
        let (receiver, finished) = state.withLock { state -> (Receiver, Returned?) in
            guard let place = state.places[job.id] else {
                if !replacing, state.listened.remove(job.id) != nil { return (.listened, nil) }
                return (.nobody, nil)
            }
            // In place: a copy of the batch would copy all its answers for every one.
            state.batches[place.batch]!.answers[place.offset] = answer
            if replacing { return (.waited, nil) }
            state.batches[place.batch]!.remaining -= 1
            return (.waited, Self.returned(place.batch, from: &state))
        }
        if let (continuation, answers) = finished { continuation.resume(returning: answers) }
        return receiver
    }

    /// Removes `batch` and its places once nothing of it is left to answer, and says whom to
    /// give its answers.
    private static func returned(_ batch: Int, from state: inout State) -> Returned? {
        guard state.batches[batch]!.remaining == 0, let done = state.batches.removeValue(forKey: batch) else {
            return nil
        }
        for id in done.ids { state.places[id] = nil }
        return (done.continuation, done.answers)
    }
}

/// A ``PoolSession``'s events, held until its listener is given.
private final class Events: Sendable {
    private enum Receiver {
        case holding([PoolSession.Event])
        /// The listener sits in a case: a bare function type inside a generic `Mutex` is
        /// reabstracted on every `withLock`, one more thunk per access, until a long run's
        /// thousandth event overflows the supervisor thread's stack.
        case listening(PoolSession.Listener)
    }

    /// The held events are handed over with it held, so they come before any made since, and
    /// a correction never overtakes what it corrects. Later events are handed over outside
    /// it: two supervisors making test cases under one lock spun on it, up to a fifth of
    /// their time.
    private let receiver = Mutex<Receiver>(.holding([]))

    func send(_ event: PoolSession.Event) {
        let listener = receiver.withLock { receiver -> PoolSession.Listener? in
            switch receiver {
            case .holding(var held):
                receiver = .holding([])  // so the append does not copy what is held
                held.append(event)
                receiver = .holding(held)
                return nil
            case .listening(let listener): return listener
            }
        }
        listener?(event)
    }

    func listen(_ listener: @escaping PoolSession.Listener) {
        receiver.withLock { receiver in
            if case .holding(let held) = receiver {
                for event in held { listener(event) }
            }
            receiver = .listening(listener)
        }
    }
}
