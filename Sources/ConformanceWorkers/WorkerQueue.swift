import Foundation

/// The jobs a pool's supervisors take, oldest first. A queue made closed holds a fixed list
/// and runs dry when it is done (the CLI's run); an open one waits for more, since Swift
/// Testing hands over cases as its runner starts them, until it is closed.
///
/// `@unchecked Sendable`: every stored property is read and written with `condition` held,
/// which is also what supervisors wait on while the queue is open and empty.
package final class WorkerQueue: @unchecked Sendable {
    private let condition = NSCondition()
    private var pending: [PoolJob]
    /// Jobs before this index are taken; the array is compacted now and then.
    private var head = 0
    private var open: Bool
    private var stopped = false

    package init(_ jobs: [PoolJob] = [], open: Bool) {
        pending = jobs
        self.open = open
    }

    package func add(_ job: PoolJob) {
        condition.lock()
        pending.append(job)
        condition.broadcast()
        condition.unlock()
    }

    /// Queues `jobs` before every job not yet taken, in their order: work someone waits for
    /// (a fuzz run's shrink candidates) ahead of work queued early (its next batch).
    package func addFirst(_ jobs: [PoolJob]) {
        guard !jobs.isEmpty else { return }
        condition.lock()
        pending.insert(contentsOf: jobs, at: head)
        condition.broadcast()
        condition.unlock()
    }

    /// Takes back the jobs not yet taken that `matches` picks; returns them.
    package func remove(where matches: (PoolJob) -> Bool) -> [PoolJob] {
        condition.lock()
        defer { condition.unlock() }
        var kept: [PoolJob] = []
        var removed: [PoolJob] = []
        for job in pending[head...] {
            if matches(job) { removed.append(job) } else { kept.append(job) }
        }
        if !removed.isEmpty { (pending, head) = (kept, 0) }
        return removed
    }

    /// No more jobs will come; supervisors finish what is queued and end.
    package func close() {
        condition.lock()
        open = false
        condition.broadcast()
        condition.unlock()
    }

    /// Hands out no more jobs (Ctrl-C); what is queued is dropped.
    package func stop() {
        condition.lock()
        stopped = true
        condition.broadcast()
        condition.unlock()
    }

    /// Whether nothing more will be handed out: closed (or stopped) with nothing left.
    package var isDrained: Bool {
        condition.lock()
        defer { condition.unlock() }
        return stopped || (!open && head == pending.count)
    }

    /// The next job. A supervisor names its worker's key: with `onlyKey`, only a job that
    /// worker can run is taken, else such a job is still preferred over older ones, so a
    /// worker is kept rather than replaced. With `wait`, blocks while the queue is open and has
    /// nothing to take; nil when there is nothing (more) to take.
    package func next(key: String?, onlyKey: Bool, wait: Bool) -> PoolJob? {
        condition.lock()
        defer { condition.unlock() }
        while true {
            if stopped { return nil }
            if let index = index(key: key, onlyKey: onlyKey) { return take(index) }
            guard wait, open else { return nil }
            condition.wait()
        }
    }

    private func index(key: String?, onlyKey: Bool) -> Int? {
        guard head < pending.count else { return nil }
        guard let key, pending[head].launch.key != key else { return head }
        if let same = pending[head...].firstIndex(where: { $0.launch.key == key }) { return same }
        return onlyKey ? nil : head
    }

    private func take(_ index: Int) -> PoolJob {
        let job = pending[index]
        if index == head {
            head += 1
        } else {
            pending.remove(at: index)
        }
        if head == pending.count || head > 1024 {
            pending.removeFirst(head)
            head = 0
        }
        return job
    }
}
