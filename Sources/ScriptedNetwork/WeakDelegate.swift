import Foundation

/// A delegate held as an Objective-C `weak` property holds it: read and set from any thread
/// without tearing. A network stand-in keeps the delegates an adapter gives it in one of these
/// (`open var delegate: (any XDelegate)? { get { reference.value } set { reference.value =
/// newValue } }`) whenever it calls them from its own threads. Swift's `weak var` of an existential is two words (the object and its
/// conformance), written one after the other; the network's thread reading it while the
/// adapter sets another delegate on the main thread could pair one delegate's object with the
/// other's conformance and call into the wrong class (an adapter crash that is the stand-in's
/// fault). Objective-C stores a weak reference as one word under the runtime's lock.
///
/// `@unchecked Sendable`: the reference is only touched under the lock; the delegate itself
/// is the adapter's, which the real SDK calls from whatever thread it calls from.
public final class WeakDelegate<Delegate>: @unchecked Sendable {
    /// A lock ThreadSanitizer sees: an Objective-C weak store and load take the runtime's lock,
    /// so a delegate set on one thread and called on another was handed over in order (and so
    /// was everything its thread did before setting it).
    private let lock = NSLock()
    private weak var object: AnyObject?

    public init() {}

    /// The delegate, if it is still alive.
    public var value: Delegate? {
        get { lock.withLock { object } as? Delegate }
        set {
            let newObject = newValue.map { $0 as AnyObject }
            lock.withLock { object = newObject }
        }
    }
}
