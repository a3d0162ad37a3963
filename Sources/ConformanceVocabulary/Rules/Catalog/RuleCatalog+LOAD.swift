import Foundation

extension RuleCatalog {
    /// The LOAD rules' words: level, what an adapter must do, why, where the guides say so.
    static let load: [RuleDefinition] = [
        RuleDefinition(
            .load1, .required,
            "The load completion handler runs exactly once per load, whatever the network does.",
            why:
                "Networks call back twice, fail after succeeding, or race on two threads; the SDK's waterfall breaks on a second answer.",
            sources: ["000", "002"]),
        RuleDefinition(
            .load2, .required,
            "Each completion carries an ad or an error, never both and never neither.",
            why: "The SDK cannot tell success from failure otherwise.",
            sources: ["000", "002"]),
        RuleDefinition(
            .load3, .required,
            "After the network answers, the completion follows within the load window.",
            why: "An adapter that drops the network's answer leaves the waterfall waiting until its timeout.",
            sources: ["000", "002"]),
        RuleDefinition(
            .load4, .required,
            "A network failure becomes a failed load: an NSError with a domain and the network's code, and no ad.",
            why: "Publishers and Google debug mediation from these errors; without domain and code they are useless.",
            sources: ["000", "002"]),
        RuleDefinition(
            .load5, .recommended,
            "The failure's localizedDescription is a sentence set under NSLocalizedDescriptionKey.",
            why:
                "A text under another key (Google's Swift sample uses \"description\") leaves the generic fallback on screen.",
            sources: ["000", "002"]),
        RuleDefinition(
            .load6, .required,
            "No event-delegate call before a successful completion, none after a failed one.",
            why: "Events for an ad the SDK never accepted are misattributed or dropped.",
            sources: ["000", "002"]),
        RuleDefinition(
            .load7, .required,
            "The adapter lets go of the completion handler once it has called it.",
            why: "The handler retains SDK objects; the Objective-C sample nils it for exactly this reason.",
            sources: ["000", "002"]),
        RuleDefinition(
            .load8, .required,
            "A load missing a credential key the fixture declares required (the server parameter, by default) ends in a failed load with an error, not a crash or a hang (a bidding load, identified by its bid response, is BID-9's unless the fixture declares its ad unit on bidding loads).",
            why: "Misconfigured line items are common; they must fail fast and say why.",
            sources: ["000", "002"]),
    ]
}
