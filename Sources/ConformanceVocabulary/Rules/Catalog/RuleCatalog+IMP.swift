import Foundation

extension RuleCatalog {
    /// The IMP rules' words: level, what an adapter must do, why, where the guides say so.
    static let imp: [RuleDefinition] = [
        RuleDefinition(
            .imp1, .required,
            "handlesUserImpressions() true: each impression the network reports is forwarded with reportImpression() (filtering a network that reports twice is IMP-3's).",
            why: "The SDK counts only what the adapter reports.",
            sources: ["000"],
            needs: .native),
        RuleDefinition(
            .imp2, .required,
            "handlesUserImpressions() false: the SDK's impression reaches the network and the adapter does not also report it.",
            why: "One impression must be counted once.",
            sources: ["000"],
            needs: .native),
        RuleDefinition(
            .imp3, .recommended,
            "One ad counts at most one impression however often it is shown.",
            why: "Double impressions are billing errors.",
            sources: ["000", "001"],
            needs: .native),
        RuleDefinition(
            .imp4, .required,
            "An adapter that tracks clicks or impressions itself gives the network the ad view in didRender.",
            why: "The network cannot track a view it never saw.",
            sources: ["000"],
            needs: .native),
    ]
}
