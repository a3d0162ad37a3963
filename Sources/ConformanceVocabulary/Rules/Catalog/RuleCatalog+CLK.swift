import Foundation

extension RuleCatalog {
    /// The CLK rules' words: level, what an adapter must do, why, where the guides say so.
    static let clk: [RuleDefinition] = [
        RuleDefinition(
            .clk1, .required,
            "handlesUserClicks() true: each network click is forwarded once with reportClick().",
            why: "The SDK counts only what the adapter reports.",
            sources: ["000"],
            needs: .native),
        RuleDefinition(
            .clk2, .required,
            "handlesUserClicks() false: the SDK's click reaches the network and the adapter does not also report it.",
            why:
                "One user click must be one counted click; a misspelt didRecordClickOnAsset (as in the seed) silently drops clicks.",
            sources: ["000"],
            needs: .native),
        RuleDefinition(
            .clk3, .required,
            "With a custom click handler, a click runs that handler once with the asset ID and nothing else happens.",
            why: "Publishers own the click when they set a handler.",
            sources: ["001", "004"],
            needs: .native),
        RuleDefinition(
            .clk4, .required,
            "Without a custom click handler, a click opens the first openable deep link, else the URL: one navigation.",
            why: "Users land in the app when they have it, in the browser otherwise, and only once.",
            sources: ["001", "004"],
            needs: .native),
    ]
}
