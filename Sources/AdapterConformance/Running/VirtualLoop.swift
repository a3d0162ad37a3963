import ConformanceVocabulary
import Foundation
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
    private let lanes = LaneQueues()
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
        for work in ordered {
            guard case .background(let lane) = work.thread else { continue }
            let job = work.work
            let host = self.host
            dispatchGroup.enter()
            lanes.queue(lane).async {
                ThreadLabel.set(.background(lane))
                LaneLoad.set(work.load)
                if let answer = work.answer { host.record(.networkAnswer(outcome: answer), load: work.load) }
                job.value()
                LaneLoad.set(nil)
                ThreadLabel.set(nil)
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

/// One serial queue per background lane, made on first use.
final class LaneQueues: @unchecked Sendable {
    private var queues: [Int: DispatchQueue] = [:]
    private let lock = NSLock()

    func queue(_ lane: Int) -> DispatchQueue {
        lock.lock()
        defer { lock.unlock() }
        if let queue = queues[lane] { return queue }
        let queue = DispatchQueue(label: "conformance.lane.\(lane)")
        queues[lane] = queue
        return queue
    }
}
