import ConformanceVocabulary
import Foundation
import Synchronization
import ScriptedNetwork

/// Runs queued network callbacks in scenario-time order. Time jumps straight to the next
/// callback, so a 10-second wait costs nothing. Callbacks due at the same moment on
/// different background lanes run at the same real moment: that is how races are scripted.
///
/// The loop runs as a chain of main-queue blocks (see ``MainQueue``) and calls its
/// continuation when done, so a whole scenario costs one suspension of the engine's task.
@MainActor
struct VirtualLoop {
    let host: ScenarioHost
    /// The run's seed: racing lanes are started in an order drawn from it, so `--seed`
    /// replays an interleaving and different seeds try different ones.
    let seed: UInt64
    private let lanes = LaneThreads()
    private static let batchLimit = 10_000

    init(host: ScenarioHost, seed: UInt64 = 0) {
        self.host = host
        self.seed = seed
    }

    /// Runs callbacks until none is due at or before `limit`, then calls `next`.
    func run(until limit: Int, then next: @escaping @MainActor () -> Void) {
        MainQueue.drain(host: host) { runBatches(until: limit, done: 0, then: next) }
    }

    private func runBatches(until limit: Int, done batches: Int, then next: @escaping @MainActor () -> Void) {
        let batch = batches < Self.batchLimit ? host.takeNextBatch(notAfter: limit) : []
        if batch.isEmpty {
            host.advance(to: limit == Int.max ? host.now : limit)
            next()
            return
        }
        runItems(batch, from: 0) { runBatches(until: limit, done: batches + 1, then: next) }
    }

    /// Runs `batch[index...]`: each main-thread callback, or each run of consecutive
    /// background callbacks together, followed by a drain of the main queue.
    private func runItems(_ batch: [ScheduledWork], from index: Int, then next: @escaping @MainActor () -> Void) {
        guard index < batch.count else {
            next()
            return
        }
        if case .main = batch[index].thread {
            runOnMain(batch[index])
            MainQueue.drain(host: host) { runItems(batch, from: index + 1, then: next) }
            return
        }
        var end = index
        while end < batch.count, case .background = batch[end].thread { end += 1 }
        runInBackground(Array(batch[index..<end])) {
            MainQueue.drain(host: host) { runItems(batch, from: end, then: next) }
        }
    }

    private func runOnMain(_ work: ScheduledWork) {
        host.setCurrentLoad(work.load)
        if let answer = work.answer { host.record(.networkAnswer(outcome: answer), load: work.load) }
        work.work.value()
        host.setCurrentLoad(nil)
    }

    private func runInBackground(_ group: [ScheduledWork], then next: @escaping @MainActor () -> Void) {
        let racing = Set(group.map(\.thread)).count > 1
        if racing { host.beginRace() }
        let dispatchGroup = DispatchGroup()
        let ordered = racing ? Self.shuffledLanes(group, seed: seed &+ UInt64(group[0].order)) : group
        let laneNumbers = ordered.compactMap { work -> Int? in
            guard case .background(let lane) = work.thread else { return nil }
            return lane
        }
        lanes.start(laneNumbers)
        // Sanitized, racing lanes start their first callbacks together: a lane the scheduler
        // woke late would run after another lane had finished, and the order ThreadSanitizer
        // then sees through lazily made globals and caches would hide the adapter's race. Plain
        // runs keep the seed's start order, which `--seed` replays.
        let start = racing && ThreadSanitizerReports.isActive ? LaneStart(lanes: Set(laneNumbers).count) : nil
        var started: Set<Int> = []
        for work in ordered {
            guard case .background(let lane) = work.thread else { continue }
            let job = work.work
            let host = self.host
            let waits = start != nil && started.insert(lane).inserted
            dispatchGroup.enter()
            lanes.async(lane) {
                if waits { start?.arriveAndWait() }
                // The thread serves this lane only and keeps its label, so a race reported
                // after its callback returned still names the lane of the earlier access.
                ThreadLabel.set(.background(lane))
                LaneLoad.set(work.load)
                if let answer = work.answer { host.record(.networkAnswer(outcome: answer), load: work.load) }
                job.value()
                LaneLoad.set(nil)
                dispatchGroup.leave()
            }
        }
        let host = self.host
        MainQueue.notify(after: dispatchGroup) {
            ThreadLabel.markMain()
            if racing { host.endRace() }
            next()
        }
    }
}

extension VirtualLoop {
    /// `group` with its lanes started in an order drawn from `seed`, each lane's callbacks
    /// kept in script order: lanes race, but one lane is one thread that answers in order.
    static func shuffledLanes(_ group: [ScheduledWork], seed: UInt64) -> [ScheduledWork] {
        var lanes: [CallbackThread] = []
        for work in group where !lanes.contains(work.thread) { lanes.append(work.thread) }
        var random = SeededRandom(seed: seed)
        return random.shuffled(lanes).flatMap { lane in group.filter { $0.thread == lane } }
    }
}

/// One thread per background lane, started when a batch first needs it and stopped with the
/// loop. A lane is a thread of its own, as a network SDK's threads are: a serial
/// `DispatchQueue` would run two racing lanes' callbacks one after the other on one pool thread
/// whenever the pool had only one to spare, so their accesses would be ordered, the race would
/// not happen, and ThreadSanitizer could not report it.
final class LaneThreads: @unchecked Sendable {
    private var threads: [Int: LaneThread] = [:]
    private let lock = NSLock()

    /// Starts the threads of `lanes` that are not running yet. Racing lanes' threads must all
    /// exist before the first of them is given its job: a thread started after another lane's
    /// job ran would inherit, through its creator, an order ThreadSanitizer takes for
    /// synchronisation between the two lanes.
    func start(_ lanes: [Int]) {
        lock.lock()
        defer { lock.unlock() }
        for lane in lanes where threads[lane] == nil {
            threads[lane] = LaneThread(name: "conformance.lane.\(lane)")
        }
    }

    /// Runs `job` on `lane`'s thread (started by ``start(_:)``), after the jobs already given
    /// to it.
    func async(_ lane: Int, _ job: @escaping @Sendable () -> Void) {
        lock.lock()
        let thread = threads[lane]
        lock.unlock()
        guard let thread else { preconditionFailure("lane \(lane) was not started") }
        thread.async(job)
    }

    deinit {
        for thread in threads.values { thread.stop() }
    }
}

/// Holds each racing lane until every one of them is running, then lets them all go. The lanes
/// wait spinning, not sleeping: when the last one arrives the others are on a core, so all of
/// them go at once rather than when the scheduler next wakes each.
private final class LaneStart: Sendable {
    private let waiting: Atomic<Int>

    init(lanes: Int) { waiting = Atomic(lanes) }

    func arriveAndWait() {
        waiting.subtract(1, ordering: .acquiringAndReleasing)
        while waiting.load(ordering: .acquiring) > 0 {}
    }
}

/// A thread that runs the jobs it is given in order, until it is stopped.
private final class LaneThread: @unchecked Sendable {
    private let condition = NSCondition()
    private var jobs: [@Sendable () -> Void] = []
    private var stopped = false

    init(name: String) {
        let thread = Thread { [self] in serve() }
        thread.name = name
        thread.start()
    }

    func async(_ job: @escaping @Sendable () -> Void) {
        condition.lock()
        jobs.append(job)
        condition.signal()
        condition.unlock()
    }

    /// Lets the thread end once its jobs are done.
    func stop() {
        condition.lock()
        stopped = true
        condition.signal()
        condition.unlock()
    }

    private func serve() {
        while true {
            condition.lock()
            while jobs.isEmpty, !stopped { condition.wait() }
            if jobs.isEmpty {
                condition.unlock()
                return
            }
            let job = jobs.removeFirst()
            condition.unlock()
            job()
        }
    }
}
