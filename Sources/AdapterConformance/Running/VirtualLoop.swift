import Foundation
import ScriptedNetwork

/// Runs queued network callbacks in scenario-time order. Time jumps straight to the next
/// callback, so a 10-second wait costs nothing. Callbacks due at the same moment on
/// different background lanes run at the same real moment: that is how races are scripted.
@MainActor
struct VirtualLoop {
    let host: ScenarioHost
    private let lanes = LaneQueues()

    init(host: ScenarioHost) { self.host = host }

    /// Runs callbacks until none is due at or before `limit`.
    func run(until limit: Int) async {
        await MainQueue.drain(host: host)
        var batches = 0
        while batches < 10_000 {
            let batch = host.takeNextBatch(notAfter: limit)
            if batch.isEmpty { break }
            batches += 1
            var index = 0
            while index < batch.count {
                if case .main = batch[index].thread {
                    runOnMain(batch[index])
                    index += 1
                } else {
                    var group: [ScheduledWork] = []
                    while index < batch.count, case .background = batch[index].thread {
                        group.append(batch[index])
                        index += 1
                    }
                    await runInBackground(group)
                }
                await MainQueue.drain(host: host)
            }
        }
        host.advance(to: limit == Int.max ? host.now : limit)
    }

    private func runOnMain(_ work: ScheduledWork) {
        host.setCurrentLoad(work.load)
        if let answer = work.answer { host.record(.networkAnswer(outcome: answer), load: work.load) }
        work.work.value()
        host.setCurrentLoad(nil)
    }

    private func runInBackground(_ group: [ScheduledWork]) async {
        let racing = Set(group.map(\.thread)).count > 1
        if racing { host.beginRace() }
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let dispatchGroup = DispatchGroup()
            for work in group {
                guard case .background(let lane) = work.thread else { continue }
                let job = work.work
                let host = self.host
                dispatchGroup.enter()
                lanes.queue(lane).async {
                    ThreadLabel.set("background-\(lane)")
                    if let answer = work.answer { host.record(.networkAnswer(outcome: answer), load: work.load) }
                    job.value()
                    ThreadLabel.set(nil)
                    dispatchGroup.leave()
                }
            }
            dispatchGroup.notify(queue: .main) { continuation.resume() }
        }
        ThreadLabel.markMain()
        if racing { host.endRace() }
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
