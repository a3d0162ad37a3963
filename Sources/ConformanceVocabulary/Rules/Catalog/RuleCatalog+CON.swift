import Foundation

extension RuleCatalog {
    /// The CON rules' words: level, what an adapter must do, why, where the guides say so.
    static let con: [RuleDefinition] = [
        RuleDefinition(
            .con1, .required,
            "Concurrent loads on separate adapter instances each get their own ad, whatever order answers arrive in.",
            why: "The SDK runs several waterfalls at once.",
            sources: ["000", "002"]),
        RuleDefinition(
            .con2, .required,
            "Network callbacks on background threads still end in exactly one completion, "
                + "and the adapter's code has no data race (seen by ThreadSanitizer in a sanitized build).",
            why: "Networks call back on their own queues; guards that are not thread-safe let two answers through, "
                + "and an unsynchronised access is undefined behaviour that corrupts memory in the interleaving nobody tested.",
            sources: ["000", "002"]),
        RuleDefinition(
            .con3, .recommended,
            "No SDK call into the adapter blocks the main thread for more than 16 ms.",
            why: "One frame at 60 Hz; longer calls stutter the app.",
            sources: ["adapter API reference"]),
    ]
}
