import Foundation

extension RuleCatalog {
    /// The FUL rules' words: level, what an adapter must do, why, where the guides say so.
    static let ful: [RuleDefinition] = [
        RuleDefinition(
            .ful1, .required,
            "present(from:) asks the network to show the loaded ad, passing on the SDK's view controller where the network's show call takes one.",
            why:
                "An ad shown from a cached or global view controller appears under the wrong screen, or not at all, and the publisher cannot tell why.",
            sources: ["000"]),
        RuleDefinition(
            .ful2, .required,
            "A presentation reaches the event delegate once each and in order: will present, impression (when the network reports one), did dismiss last; each click the network reports in between becomes one reportClick(). (Will dismiss is FUL-6's.) On a network that reports only that its ad was presented and closed, those two are judged, and the adapter's own impression may come at most once.",
            why: "Publishers pause their app and count revenue on these calls; a missing or doubled one breaks both.",
            sources: ["000"]),
        RuleDefinition(
            .ful3, .required,
            "When the network cannot show (not ready, expired, its show fails), didFailToPresentWithError is called once with an NSError carrying a domain and a code, and no presentation event follows; a will-present sent before a failure the network reports after being asked to show is allowed.",
            why:
                "The SDK waits for either a presentation or a failure; silence leaves the publisher's app paused behind nothing.",
            sources: ["000"]),
        RuleDefinition(
            .ful4, .recommended,
            "A full-screen ad is presented at most once: a second present(from:) ends in didFailToPresentWithError and does not ask the network to show again.",
            why:
                "Networks count a second show as fraud or crash on it; the SDK relies on the failure to load a fresh ad.",
            sources: ["000"]),
        RuleDefinition(
            .ful5, .recommended,
            "No presentation event reaches the delegate before present(from:) or after didDismissFullScreenView; the adapter filters networks that report show events early or twice.",
            why:
                "An impression or dismissal outside a presentation is counted, or pauses and resumes the app, for an ad nobody saw.",
            sources: ["000"]),
        RuleDefinition(
            .ful7, .recommended,
            "The presentation error says what failed: a sentence under NSLocalizedDescriptionKey, and a domain of the adapter's or the network's, not the type name Swift gives a bridged Swift error.",
            why:
                "A bridged Swift error reads as \"Module.TypeName\" error 1 with a generic description: the publisher's logs cannot say why the ad did not show.",
            sources: ["000"]),
        RuleDefinition(
            .ful6, .recommended,
            "Every didDismissFullScreenView (a full-screen ad's, or a banner's landing page) is immediately preceded by one willDismissFullScreenView, synthesized by the adapter when its network has a single close callback.",
            why:
                "Without it the publisher's adWillDismissFullScreenContent never fires; 12 of Google's 19 full-screen partner adapters synthesize it, 7 do not.",
            sources: ["000", "002"]),
    ]
}
