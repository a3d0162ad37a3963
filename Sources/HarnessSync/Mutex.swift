import CThreadSanitizer
import Synchronization

/// `Synchronization.Mutex` as ThreadSanitizer sees it. The standard library's lock waits on a
/// futex, which ThreadSanitizer does not know, so it reads every value two threads hand each other
/// through one as a data race; this lock tells it, on every acquisition and release, that the lock
/// orders them (the annotations do nothing in a build without ThreadSanitizer). The harness's
/// modules use it under the standard library's name (each declares `typealias Mutex`), so a
/// sanitized run reports the adapter's races, not the harness's locks.
public struct Mutex<Value: ~Copyable>: ~Copyable {
    private let lock: Synchronization.Mutex<Value>
    /// A unique address ThreadSanitizer keys this lock's ordering by.
    private let order: UnsafeMutableRawPointer

    /// A lock guarding `initialValue`.
    public init(_ initialValue: consuming sending Value) {
        lock = Synchronization.Mutex(initialValue)
        order = UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1)
    }

    deinit { order.deallocate() }

    /// Runs `body` with exclusive access to the value.
    public borrowing func withLock<Result: ~Copyable, E: Error>(
        _ body: (inout sending Value) throws(E) -> sending Result
    ) throws(E) -> sending Result {
        try lock.withLock { (value: inout sending Value) throws(E) -> sending Result in
            harness_tsan_acquire(order)
            defer { harness_tsan_release(order) }
            return try body(&value)
        }
    }
}

extension Mutex: @unchecked Sendable where Value: ~Copyable {}
