import Foundation

extension RuleCatalog {
    /// The BID rules' words: level, what an adapter must do, why, where the guides say so.
    static let bid: [RuleDefinition] = [
        RuleDefinition(
            .bid1, .required,
            "collectSignals calls its completion exactly once, within the signal window (1 s of scenario time by default), whatever the network does.",
            why:
                "The SDK holds the auction for every bidder's signals; a silent adapter times out its own bid, a second call lands in an auction already run.",
            sources: ["GADRTBAdapter reference"]),
        RuleDefinition(
            .bid2, .required,
            "Without an error the signal is a non-empty string; (nil, nil) and an empty signal without an error are violations; an error has a non-empty domain.",
            why: "The SDK sends the signal to the auction as it is: an empty one bids nothing and reports nothing.",
            sources: ["GADRTBAdapter reference"]),
        RuleDefinition(
            .bid3, .recommended,
            "A signal completion never carries both a non-empty signal and an error.",
            why: "The SDK cannot tell whether to bid; the two halves contradict each other.",
            sources: ["GADRTBAdapter reference"]),
        RuleDefinition(
            .bid4, .recommended,
            "collectSignals neither blocks on the main thread nor waits for it: it completes while the main thread is busy.",
            why:
                "The SDK calls it off the main thread and asks adapters to keep off it, or signal collection times out while the app draws.",
            sources: ["GADRTBAdapter reference"]),
        RuleDefinition(
            .bid5, .recommended,
            "Asked for signals for a format it cannot bid on, the adapter answers with an NSError: never a signal, never silence.",
            why: "A signal for a format the network cannot serve wins auctions the adapter then cannot fill.",
            sources: ["GADRTBAdapter reference"]),
        RuleDefinition(
            .bid6, .recommended,
            "For a banner, params.adSize reaches the network's signal request, where the network's token call takes a size.",
            why: "A token for the wrong size bids for a banner the publisher's slot cannot show.",
            sources: ["GADRTBAdapter reference"],
            needs: .signalAdSize),
        RuleDefinition(
            .bid7, .required,
            "In a bidding load the bid response reaches the network unchanged and the network loads from it, not by ad unit.",
            why:
                "The auction sold this impression to that bid; a waterfall fetch shows another ad at the winning price.",
            sources: ["MediationAdConfiguration reference"]),
        RuleDefinition(
            .bid8, .recommended,
            "A present watermark reaches the network in the encoding the fixture declares (raw data or base64), where the network takes one.",
            why:
                "The watermark identifies the ad's source to Google's review; a network that never gets it cannot show it.",
            sources: ["MediationAdConfiguration reference"],
            needs: .watermark),
        RuleDefinition(
            .bid9, .required,
            "A bidding-only adapter handed a load with no bid response fails promptly with an NSError and asks the network for nothing; an adapter with a waterfall path takes it. A missing watermark never crashes or hangs a load.",
            why:
                "A bidding-only network cannot fill a waterfall request; asking it anyway wastes the request and may show an unsold ad.",
            sources: ["MediationAdConfiguration reference"]),
    ]
}
