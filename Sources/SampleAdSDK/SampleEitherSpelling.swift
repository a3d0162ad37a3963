import Foundation

/// How a delegate protocol accepts both spellings of a parameter the real header leaves
/// unannotated. Swift imports such a parameter implicitly unwrapped (`SampleBanner!`, what
/// Xcode's "add stubs" writes) and, for an Objective-C protocol, lets a conformer drop the
/// unwrapping (`SampleBanner`, what most adapters write). A Swift protocol cannot say "either":
/// each method is declared in both spellings, each with a default that forwards to the other,
/// so whichever one an adapter implements is the one called. An adapter implementing neither
/// compiles here (it would not against the real SDK, where these methods are required) and is
/// simply never told: the forwarding stops after one round.
enum SampleEitherSpelling {
    /// Runs `other`, the call of the other spelling, unless this method's forwarding is already
    /// under way on this thread (the delegate implements neither spelling).
    static func forward(_ method: StaticString, to other: () -> Void) {
        let key = "SampleAdSDK.forwarding.\(method)"
        let state = Thread.current.threadDictionary
        if state[key] != nil { return }
        state[key] = true
        defer { state[key] = nil }
        other()
    }
}
