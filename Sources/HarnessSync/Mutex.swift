import CThreadSanitizer
import Synchronization

/// `Synchronization.Mutex`, transparent to ThreadSanitizer. What the harness keeps under its
/// locks (traces, counters, the stand-ins' state) is not the adapter's business, and a lock two
/// network lanes both take would order everything each did before it: ThreadSanitizer would then
/// miss a race between an adapter's accesses on the two lanes, when on a real network's threads
/// nothing orders them. So ThreadSanitizer sees neither the lock (its atomics, its futex) nor the
/// accesses made while it is held. The harness's modules use it under the standard library's
/// name (each declares `typealias Mutex`); in a build without ThreadSanitizer it is the standard
/// library's lock.
public struct Mutex<Value: ~Copyable>: ~Copyable {
    private let lock: Synchronization.Mutex<Value>

    /// A lock guarding `initialValue`.
    public init(_ initialValue: consuming sending Value) {
        lock = Synchronization.Mutex(initialValue)
    }

    /// Runs `body` with exclusive access to the value.
    public borrowing func withLock<Result: ~Copyable, E: Error>(
        _ body: (inout sending Value) throws(E) -> sending Result
    ) throws(E) -> sending Result {
        // The ignoring spans taking and releasing the lock: the lock word's atomics are
        // compiled into the caller, where ThreadSanitizer would see them order the threads.
        harness_tsan_ignore_begin()
        defer { harness_tsan_ignore_end() }
        return try lock.withLock { (value: inout sending Value) throws(E) -> sending Result in try body(&value) }
    }
}

extension Mutex: @unchecked Sendable where Value: ~Copyable {}

/// A lock guarding state that is not one value (``Mutex`` guards a value), transparent to
/// ThreadSanitizer as ``Mutex`` is: for the stand-ins whose real counterparts take no lock the
/// adapter could rely on (`NSMapTable`, `NSHashTable`), so the harness's lock orders nothing an
/// adapter does on two threads. A stand-in whose real counterpart does synchronise (a weak
/// delegate property: the Objective-C runtime's lock) keeps a lock ThreadSanitizer sees.
public final class Lock: Sendable {
    private let mutex = Mutex(())

    /// A lock no thread holds.
    public init() {}

    /// Runs `body` holding the lock.
    public func withLock<Result, E: Error>(_ body: () throws(E) -> Result) throws(E) -> Result {
        try mutex.withLock { _ throws(E) -> Result in try body() }
    }
}
