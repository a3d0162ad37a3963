import Foundation

extension RuleCatalog {
    /// The ADP rules' words: level, what an adapter must do, why, where the guides say so.
    static let adp: [RuleDefinition] = [
        RuleDefinition(
            .adp1, .required,
            "Adapter and network SDK versions are real versions: no negative part, not 0.0.0.",
            why: "The SDK reports these versions to Google; 0.0.0 is what a failed version parse leaves behind.",
            sources: ["adapter API reference"]),
        RuleDefinition(
            .adp2, .required,
            "setUp completes exactly once: nil when it worked, an NSError when credentials the network requires are missing or bad.",
            why:
                "The SDK waits for every adapter's set-up before it reports initialization; a silent or repeated completion stalls or confuses it.",
            sources: ["adapter API reference"]),
        RuleDefinition(
            .adp3, .recommended,
            "The version and extras-class methods answer in under 5 ms.",
            why: "The SDK calls them synchronously; Google's own adapter test kit holds adapters to this bar.",
            sources: ["adapter test kit"]),
        RuleDefinition(
            .adp4, .required,
            "Every adapter instance keeps its own load state; nothing of a load lives in statics or globals.",
            why:
                "The SDK makes an instance per request; a file-scope variable (as in the Objective-C native sample) lets one load overwrite another.",
            sources: ["000"]),
    ]
}
