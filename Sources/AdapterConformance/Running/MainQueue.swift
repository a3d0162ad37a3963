import Foundation

/// Lets work queued on the main queue run, the way the SDK's main run loop would: adapters
/// hop there with `DispatchQueue.main.async`, and Swift's main actor shares that queue.
///
/// Draining is done with blocks chained on the main queue rather than by suspending the
/// engine's task: a suspension of a main-actor task resumes through the global executor and
/// costs two thread wake-ups (the one the engine keeps per scenario avoids them with
/// ``resumingOnMain(_:)``), while a block the main queue enqueues for itself runs on the same
/// thread right after the blocks enqueued before it. Everything an adapter queued before a
/// pass has run when the pass's block runs.
@MainActor
package enum MainQueue {
    /// Calls `next` once a pass adds nothing to the trace (chains of hops), after at least
    /// two and at most `limit` passes through the main queue.
    static func drain(host: ScenarioHost, limit: Int = 8, then next: @escaping @MainActor () -> Void) {
        pass(host: host, limit: limit, last: -1, passes: 0, next)
    }

    private static func pass(
        host: ScenarioHost, limit: Int, last: Int, passes: Int, _ next: @escaping @MainActor () -> Void
    ) {
        async {
            ThreadLabel.markMain()
            let passes = passes + 1
            let count = host.eventCount
            if passes >= limit || (count == last && passes >= 2) {
                next()
            } else {
                pass(host: host, limit: limit, last: count, passes: passes, next)
            }
        }
    }

    /// Queues `body` on the main queue, run there as the main actor without asking the
    /// runtime first.
    ///
    /// The main actor's executor is the main queue, so whatever the main queue runs is on it.
    /// `MainActor.assumeIsolated`, and a `@MainActor` closure handed to Dispatch, ask anyway,
    /// on every call: that question was about 4 % of a scenario's time in the engine, most of
    /// it in the passes above.
    nonisolated static func async(_ body: @escaping @MainActor () -> Void) {
        DispatchQueue.main.async(execute: unasked(body))
    }

    /// ``async(_:)`` once every block `group` holds has left it.
    nonisolated static func notify(after group: DispatchGroup, _ body: @escaping @MainActor () -> Void) {
        group.notify(queue: .main, execute: unasked(body))
    }

    /// `body` typed as a plain closure: only ever given to the main queue, above.
    private nonisolated static func unasked(_ body: @escaping @MainActor () -> Void) -> @Sendable () -> Void {
        unsafeBitCast(body, to: (@Sendable () -> Void).self)
    }
}

extension MainQueue {
    /// `body`, with this task resumed from every `await` in it by a block on the main queue.
    ///
    /// A main-actor task that resumes from a continuation goes through the global executor
    /// first: one thread wakes to run the resumption, which hops back to the main queue and
    /// wakes another (the benchmark measured that hop at a third of a typical scenario). Here
    /// the task prefers ``MainQueueTaskExecutor``, so the resumption is queued where the
    /// main actor runs, behind what is already queued there, and nothing else wakes. Unstructured
    /// tasks started inside do not inherit the preference.
    package static func resumingOnMain<T>(_ body: @MainActor () async -> T) async -> T {
        await withTaskExecutorPreference(MainQueueTaskExecutor.shared) { await body() }
    }
}

/// Runs a task's jobs as blocks on the main queue (see ``MainQueue/resumingOnMain(_:)``).
package final class MainQueueTaskExecutor: TaskExecutor {
    package static let shared = MainQueueTaskExecutor()

    package func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        // Run as the main actor: the job's hop back to it is then no hop (else it would queue
        // itself on the main queue a second time).
        DispatchQueue.main.async {
            job.runSynchronously(
                isolatedTo: MainActor.sharedUnownedExecutor,
                taskExecutor: MainQueueTaskExecutor.shared.asUnownedTaskExecutor())
        }
    }
}
