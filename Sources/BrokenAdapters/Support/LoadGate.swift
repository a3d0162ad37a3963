import Foundation
import Synchronization

/// Decides whether a network answer may call the SDK's completion handler. The reference's
/// guard is `CompletionOnce`; the broken variants each carry one wrong gate.
public protocol LoadGate: AnyObject {
    /// A fresh gate for one load.
    init()
    /// Whether the answer (a success or a failure) may complete the load.
    func admit(success: Bool) -> Bool
    /// Whether no later answer can be admitted, so the handler may be dropped.
    var isClosed: Bool { get }
    /// Whether the load asks the gate before it takes the handler from its locked storage
    /// (production code's usual order) rather than after.
    static var isAskedFirst: Bool { get }
}

extension LoadGate {
    /// The handler is taken first, so two answers that both pass the gate both hold it.
    public static var isAskedFirst: Bool { false }

    /// The handler `take` gives, if the gate admits the answer; the gate and the handler's
    /// storage are asked in the order ``isAskedFirst`` says.
    public func admit<Handler>(success: Bool, handler take: () -> Handler?) -> Handler? {
        if Self.isAskedFirst { return admit(success: success) ? take() : nil }
        guard let handler = take(), admit(success: success) else { return nil }
        return handler
    }
}

/// The correct gate: the first answer wins, atomically.
public final class OnceGate: LoadGate {
    private let taken = Atomic<Bool>(false)
    /// A gate no answer has passed yet.
    public init() {}
    /// Admits the first answer only; a compare-and-swap settles races.
    public func admit(success: Bool) -> Bool {
        taken.compareExchange(expected: false, desired: true, ordering: .acquiringAndReleasing).exchanged
    }
    /// Closed once any answer has passed.
    public var isClosed: Bool { taken.load(ordering: .acquiring) }
}

/// LOAD-1: no gate at all; every answer completes the load again.
public final class OpenGate: LoadGate {
    /// A gate with nothing to remember.
    public init() {}
    /// Admits every answer: the LOAD-1 bug.
    public func admit(success: Bool) -> Bool { true }
    /// Never closed, so the handler is kept for the next answer.
    public var isClosed: Bool { false }
}

/// LOAD-6: a "loaded" flag that only a success sets, so a failure leaves the door open and a
/// late ad completes the failed load again and starts sending it events.
public final class SuccessOnlyGate: LoadGate {
    private let loaded = Mutex(false)
    /// A gate no success has passed yet.
    public init() {}
    /// Admits answers until a success passes; a failure leaves it open (the LOAD-6 bug).
    public func admit(success: Bool) -> Bool {
        loaded.withLock { loaded in
            guard !loaded else { return false }
            if success { loaded = true }
            return true
        }
    }
    /// Closed only after a success.
    public var isClosed: Bool { loaded.withLock { $0 } }
}

/// CON-2: a plain flag, checked and then set with work in between (here a 20 ms pause, as a
/// slow log line or a main-thread hop would cost). Answers on one thread are gated; answers
/// racing on two threads both pass the check before either sets the flag.
public final class RacyGate: LoadGate {
    private var completed = false
    /// A gate no answer has passed yet.
    public init() {}
    /// Checks, pauses, then sets the flag, so two racing threads both pass (the CON-2 bug).
    public func admit(success: Bool) -> Bool {
        guard !completed else { return false }
        Thread.sleep(forTimeInterval: 0.02)
        completed = true
        return true
    }
    /// Closed once the flag is set; read without synchronisation.
    public var isClosed: Bool { completed }
}

/// CON-2 as production code most often has it: a plain flag, checked and set with nothing
/// between. Two answers racing on two threads both pass only when they meet within the same
/// few nanoseconds, so a plain run almost never shows a double completion; the unsynchronised
/// read and write race every time, and ThreadSanitizer reports them every time.
public final class UnlockedFlagGate: LoadGate {
    private var completed = false
    /// A gate no answer has passed yet.
    public init() {}
    /// Checks, then sets the flag, with no lock: the CON-2 bug, with the narrowest window.
    public func admit(success: Bool) -> Bool {
        guard !completed else { return false }
        completed = true
        return true
    }
    /// Closed once the flag is set; read without synchronisation.
    public var isClosed: Bool { completed }
    /// Asked before the load's locked storage is touched, as production code checks its flag
    /// first: nothing of the load's then orders the two lanes' accesses to the flag.
    public static var isAskedFirst: Bool { true }
}

/// LOAD-1, in one interleaving only: a success claims the load at once, atomically; a
/// failure is admitted if nothing claimed it, and records itself only after a slow log line.
/// Answers one after another are gated, and so is a race the ad starts first; a race the
/// failure starts first lets the ad complete the load again.
public final class SlowFailureGate: LoadGate {
    private let claimed = Atomic<Bool>(false)
    /// A gate no answer has passed yet.
    public init() {}
    /// The LOAD-1 bug: the failure's claim comes after its pause.
    public func admit(success: Bool) -> Bool {
        if success {
            return claimed.compareExchange(expected: false, desired: true, ordering: .acquiringAndReleasing).exchanged
        }
        guard !claimed.load(ordering: .acquiring) else { return false }
        Thread.sleep(forTimeInterval: 0.02)
        claimed.store(true, ordering: .releasing)
        return true
    }
    /// Closed once any answer has claimed the load.
    public var isClosed: Bool { claimed.load(ordering: .acquiring) }
}
