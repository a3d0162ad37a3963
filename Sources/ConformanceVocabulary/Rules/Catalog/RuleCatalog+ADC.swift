import Foundation

extension RuleCatalog {
    /// The ADC rules' words: level, what an adapter must do, why, where the guides say so.
    static let adc: [RuleDefinition] = [
        RuleDefinition(
            .adc1, .required,
            "A network AdChoices view ends up in the rendered ad.",
            why: "Showing AdChoices is a policy requirement of every network.",
            sources: ["000", "001", "004"],
            needs: .adChoicesView),
        RuleDefinition(
            .adc2, .required,
            "AdChoices given as icon and URL: the adapter builds the view, and tapping it opens the URL.",
            why: "The guide makes the adapter responsible for the view when the network has none.",
            sources: ["000", "001", "004"],
            needs: .adChoicesIconAndURL),
        RuleDefinition(
            .adc3, .required,
            "A rendered ad holds exactly one AdChoices view.",
            why: "None breaks policy; two (adapter and network both adding one) looks broken.",
            sources: ["000", "004"]),
        RuleDefinition(
            .adc4, .recommended,
            "The AdChoices view sits in the corner preferredAdChoicesPosition asks for.",
            why: "The publisher's layout keeps that corner clear.",
            sources: ["000", "004"],
            needs: .adChoicesPositions),
    ]
}
