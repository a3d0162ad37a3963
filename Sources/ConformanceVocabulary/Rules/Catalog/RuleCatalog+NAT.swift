import Foundation

extension RuleCatalog {
    /// The NAT rules' words: level, what an adapter must do, why, where the guides say so.
    static let nat: [RuleDefinition] = [
        RuleDefinition(
            .nat1, .required,
            "Every asset the network supplied appears unchanged on the mapped ad.",
            why: "Lost or altered assets make the ad misleading or empty.",
            sources: ["000"],
            needs: .native),
        RuleDefinition(
            .nat2, .required,
            "An asset the network did not supply is nil, not an empty string or placeholder.",
            why: "Publishers hide views for nil assets; an empty string shows an empty view.",
            sources: ["000"],
            needs: .native),
        RuleDefinition(
            .nat3, .recommended,
            "extraAssets holds only values the network supplied.",
            why: "A \"\" stand-in (as in the seed's Swift sample) looks like a real value.",
            sources: ["000"],
            needs: .native),
        RuleDefinition(
            .nat4, .required,
            "Image scales are positive and image URLs are well-formed.",
            why: "A file URL built from an http string, or a zero scale, breaks image loading.",
            sources: ["000"],
            needs: .native),
    ]
}
