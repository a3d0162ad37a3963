import Foundation

/// Holds the event delegate the SDK returned from a successful completion. It is written on
/// whatever thread the network answered on and read on whatever thread the network reports
/// events on, so it is locked. Empty until success, which is what keeps every event from
/// reaching the SDK before a successful completion or after a failed one (LOAD-6).
final class EventDelegateSlot<Delegate> {
    private let lock = NSLock()
    private var delegate: Delegate?

    /// Stores the delegate (once, by the completion's single winner).
    func set(_ newValue: Delegate?) {
        lock.lock(); defer { lock.unlock() }
        delegate = newValue
    }

    /// The delegate, or `nil` when the load has not succeeded.
    var current: Delegate? {
        lock.lock(); defer { lock.unlock() }
        return delegate
    }
}
