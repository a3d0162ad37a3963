import Foundation

extension RuleCatalog {
    /// The PRV rules' words: level, what an adapter must do, why, where the guides say so.
    static let prv: [RuleDefinition] = [
        RuleDefinition(
            .prv1, .required,
            "MobileAds.shared.requestConfiguration's tagForChildDirectedTreatment, tagForUnderAgeOfConsent and ageRestrictedTreatment reach the network's own flags, three-valued (unset stays unset, false stays false, true or .child becomes true), wherever the network takes them.",
            why:
                "Serving an ad to a child as to an adult breaks COPPA and GDPR commitments the publisher made; inventing `false` for an unset flag is the same breach.",
            sources: ["RequestConfiguration reference"],
            needs: .childDirected),
        RuleDefinition(
            .prv2, .required,
            "A network that refuses child users (the fixture declares it) refuses them consistently: set-up, signal collection and every load end in an NSError with a domain, and no ad is loaded.",
            why: "An ad loaded for a child by a network that may not serve children breaks the publisher's compliance.",
            sources: ["RequestConfiguration reference"]),
    ]
}
