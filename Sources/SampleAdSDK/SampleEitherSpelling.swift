import Foundation

/// How a delegate protocol accepts both spellings of a parameter the real header leaves
/// unannotated. Swift imports such a parameter implicitly unwrapped (`SampleBanner!`, what
/// Xcode's "add stubs" writes) and, for an Objective-C protocol, lets a conformer drop the
/// unwrapping (`SampleBanner`, what most adapters write). A Swift protocol cannot say "either":
/// each method is declared in both spellings, each with a default that forwards to the other,
/// so whichever one an adapter implements is the one called. An adapter implementing neither
/// compiles here (it would not against the real SDK, where these methods are required) and is
/// simply never told: the forwarding stops after one round.
///
/// Which forwardings are under way is kept per thread in a pthread key, not in Foundation's
/// thread dictionary: that one takes a lock Foundation shares between threads, which would order
/// two network lanes' callbacks for ThreadSanitizer when nothing in the adapter orders them.
enum SampleEitherSpelling {
    /// Runs `other`, the call of the other spelling, unless this method's forwarding is already
    /// under way on this thread (the delegate implements neither spelling).
    static func forward(_ method: StaticString, to other: () -> Void) {
        let state = Forwarding.current
        let key = UnsafeRawPointer(method.utf8Start)
        guard state.active.insert(key).inserted else { return }
        defer { state.active.remove(key) }
        other()
    }

    /// This thread's forwardings under way, by method.
    private final class Forwarding {
        var active: Set<UnsafeRawPointer> = []

        private static let key: pthread_key_t = {
            var key = pthread_key_t()
            precondition(
                pthread_key_create(&key) { pointer in
                    if let pointer { Unmanaged<Forwarding>.fromOpaque(pointer).release() }
                } == 0,
                "cannot create the forwarding key")
            return key
        }()

        static var current: Forwarding {
            if let pointer = pthread_getspecific(key) {
                return Unmanaged<Forwarding>.fromOpaque(pointer).takeUnretainedValue()
            }
            let state = Forwarding()
            pthread_setspecific(key, Unmanaged.passRetained(state).toOpaque())
            return state
        }
    }
}
