import Foundation

/// The process's main thread as the SDK's main thread (see ``ConformanceCommand/main(fixtures:programName:)``).
enum MainThread {
    /// Runs the main run loop, which drains the main queue on this thread (main-actor jobs
    /// included), until the process exits. A synchronous function, so that an asynchronous
    /// caller cannot suspend here and hand the thread to `dispatchMain()`.
    static func serviceMainQueueForever() -> Never {
        while true { _ = RunLoop.main.run(mode: .default, before: .distantFuture) }
    }
}
