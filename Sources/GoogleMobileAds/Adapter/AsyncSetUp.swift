import Foundation

/// Calls an adapter's `async` set-up from the completion-handler world, as the Objective-C
/// thunk Swift generates for such an adapter does on iOS.
///
/// The task starts on the calling thread and runs there until it first suspends, so an
/// adapter without any set-up (whose default returns at once) completes synchronously, and
/// the default's note reaches the observation in progress on the caller. Work after a
/// suspension resumes on whichever thread wakes it, as on iOS.
enum AsyncSetUp {
    /// Runs `body` in a task that starts on the calling thread (see above).
    static func start(_ body: @escaping @Sendable () async -> Void) {
        Task(executorPreference: InlineExecutor.shared) { await body() }
    }

    static func run(
        _ adapter: any MediationAdapter.Type, _ configuration: MediationServerConfiguration,
        completionHandler: @escaping GADMediationAdapterSetUpCompletionBlock
    ) {
        // The adapter's types are legacy, non-Sendable classes; this is the one place they
        // cross into a task.
        let call = Call(adapter: adapter, configuration: configuration, completionHandler: completionHandler)
        Task(executorPreference: InlineExecutor.shared) {
            do {
                try await call.adapter.setUp(with: call.configuration)
                call.completionHandler(nil)
            } catch {
                call.completionHandler(error)
            }
        }
    }
}

private struct Call: @unchecked Sendable {
    let adapter: any MediationAdapter.Type
    let configuration: MediationServerConfiguration
    let completionHandler: GADMediationAdapterSetUpCompletionBlock
}

/// Runs each job on the thread that enqueues it.
final class InlineExecutor: TaskExecutor {
    static let shared = InlineExecutor()
    func enqueue(_ job: consuming ExecutorJob) {
        job.runSynchronously(on: asUnownedTaskExecutor())
    }
}
