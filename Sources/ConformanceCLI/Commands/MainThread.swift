import CDispatchMainQueue
import ConformanceWorkers
import Foundation
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// The process's main thread as the SDK's main thread (see ``ConformanceCommand/main(fixtures:programName:)``).
enum MainThread {
    /// How long the main run loop waits at most for a turn while the main queue is busy.
    private static let turnInterval: UInt64 = 1_000_000
    /// How long this thread keeps asking an empty queue for work before it sleeps in the run
    /// loop. A scenario's background lanes hand their results back within microseconds, and on
    /// a virtual machine a sleeping thread's wake-up (the poll, the waker's interrupt to this
    /// core) cost more than the callback: in-process fuzzing spent a tenth of its samples
    /// there. Bounded, so an idle run (a hung adapter) still sleeps.
    private static let spinBeforeSleep: UInt64 = 40_000
    /// Whether this process runs scenarios itself (`--jobs 0`, a worker), set before it runs
    /// the first. Only such a process waits before it sleeps: a supervisor's main thread
    /// waits for results its workers send at their own pace, and waiting there took a core
    /// from them (`run --jobs 2` read 5 % slower).
    static let runsScenarios = Atomic<Bool>(false)

    /// Drains the main queue on this thread (main-actor jobs included) until the process
    /// exits. A synchronous function, so that an asynchronous caller cannot suspend here and
    /// hand the thread to `dispatchMain()`.
    ///
    /// While the main queue has work, this thread runs it directly: an engine's scenario is a
    /// chain of main-queue blocks, and one turn of the main run loop per block cost about 25
    /// system calls (most of a run's system time). Once the queue is empty (in a process that
    /// runs scenarios, empty for ``spinBeforeSleep``: a background lane's result comes sooner), the main run loop
    /// serves it and anything else scheduled there (timers an adapter starts on it); while it
    /// is busy, the run loop still gets a turn each millisecond, so such a timer fires late by
    /// at most that, never only once the run is over.
    static func serviceMainQueueForever() -> Never {
        // A private copy of the queue's descriptor: an adapter that closes low descriptors
        // cannot make this thread read from whatever file is opened under the old number.
        let handle = HarnessDescriptor.moveHigh(dup(_dispatch_get_main_queue_handle_4CF()))
        // The descriptor is an eventfd that libdispatch opens non-blocking, so one `read` says
        // whether the queue has work; were it blocking, reading an empty one would wedge this
        // thread, so it is then left to the run loop.
        var direct = handle >= 0 && fcntl(handle, F_GETFL) & O_NONBLOCK != 0
        var lastTurn = DispatchTime.now().uptimeNanoseconds
        while true {
            guard direct else {
                _ = RunLoop.main.run(mode: .default, before: .distantFuture)
                continue
            }
            var count: UInt64 = 0
            let empty = read(handle, &count, 8) != 8
            let error = errno
            guard !empty || error == EAGAIN || error == EINTR else {
                direct = false  // the descriptor broke: serve as the run loop alone did
                continue
            }
            if !empty || (runsScenarios.load(ordering: .relaxed) && workArrives(on: handle, within: spinBeforeSleep)) {
                _dispatch_main_queue_callback_4CF(nil)
                let now = DispatchTime.now().uptimeNanoseconds
                if now - lastTurn > turnInterval {
                    _ = RunLoop.main.run(mode: .default, before: .distantPast)  // one turn, no wait
                    lastTurn = now
                }
            } else {
                _ = RunLoop.main.run(mode: .default, before: .distantFuture)
                lastTurn = DispatchTime.now().uptimeNanoseconds
            }
        }
    }

    /// Reads `handle` until it says the queue has work or `nanoseconds` have passed.
    private static func workArrives(on handle: Int32, within nanoseconds: UInt64) -> Bool {
        let deadline = DispatchTime.now().uptimeNanoseconds + nanoseconds
        var count: UInt64 = 0
        repeat {
            if read(handle, &count, 8) == 8 { return true }
            // A thread of this process waiting for this core (the lane being waited for,
            // when both cores are busy) runs first.
            sched_yield()
        } while DispatchTime.now().uptimeNanoseconds < deadline
        return false
    }
}
