import Foundation
import Synchronization

/// The frames a worker's reader thread has read and its main actor has not yet taken.
///
/// `AsyncStream` suspends its consumer on every element, even one already buffered, and the
/// resumption is a hop through the main queue: with jobs sent ahead, a worker paid that hop
/// (a fifth of its time beside the scenarios) for each job it already had.
package final class FrameInbox: Sendable {
    package init() {}

    private struct State {
        var frames: [Data] = []
        var head = 0
        var finished = false
        var waiter: CheckedContinuation<Data?, Never>?

        /// The next frame; `.some(nil)` once the input has ended and every frame was taken,
        /// `nil` while the reader may still bring one.
        mutating func take() -> Data?? {
            if head < frames.count {
                let frame = frames[head]
                head += 1
                if head == frames.count {
                    frames.removeAll(keepingCapacity: true)
                    head = 0
                }
                return .some(frame)
            }
            return finished ? .some(nil) : nil
        }
    }

    private let state = Mutex(State())

    /// Called by the reader thread with each frame, in order.
    package func put(_ frame: Data) {
        let waiter = state.withLock { state -> CheckedContinuation<Data?, Never>? in
            guard let waiter = state.waiter else {
                state.frames.append(frame)
                return nil
            }
            state.waiter = nil
            return waiter
        }
        waiter?.resume(returning: frame)
    }

    /// Called by the reader thread once the input has ended.
    package func finish() {
        let waiter = state.withLock { state -> CheckedContinuation<Data?, Never>? in
            state.finished = true
            defer { state.waiter = nil }
            return state.waiter
        }
        waiter?.resume(returning: nil)
    }

    /// Whether a frame is waiting to be taken.
    package var hasWaiting: Bool { state.withLock { $0.head < $0.frames.count } }

    /// The next frame, or nil once the input has ended; suspends only when none is waiting.
    /// One consumer: the worker's main actor.
    @MainActor
    package func next() async -> Data? {
        if let ready = state.withLock({ $0.take() }) { return ready }
        return await withCheckedContinuation { continuation in
            let ready = state.withLock { state -> Data?? in
                if let ready = state.take() { return ready }
                state.waiter = continuation
                return nil
            }
            if let ready { continuation.resume(returning: ready) }
        }
    }
}
