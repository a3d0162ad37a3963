import Foundation

extension RuleCatalog {
    /// The BAN rules' words: level, what an adapter must do, why, where the guides say so.
    static let ban: [RuleDefinition] = [
        RuleDefinition(
            .ban1, .required,
            "The banner view is the network's own view, the one it rendered into.",
            why: "A placeholder view shows nothing.",
            sources: ["002"],
            needs: .banner),
        RuleDefinition(
            .ban2, .required,
            "A network click becomes exactly one reportClick(); leaving the app counts as the click only for a network that reports no click of its own (capability leaveApplicationIsClick).",
            why:
                "The SDK counts only what the adapter reports; forwarding both a network's click and its leave-application counts one user click twice.",
            sources: ["002"],
            needs: .banner),
        RuleDefinition(
            .ban3, .required,
            "A network impression becomes exactly one reportImpression().",
            why: "Double or lost impressions are billing errors.",
            sources: ["002"],
            needs: .bannerImpressionEvents),
        RuleDefinition(
            .ban4, .required,
            "A full-screen presentation from the banner is forwarded as will-present, then did-dismiss, once each, in that order (will-dismiss before the dismissal is FUL-6's).",
            why: "Publishers pause their app around full-screen ads.",
            sources: ["002"],
            needs: .fullScreenEvents),
    ]
}
