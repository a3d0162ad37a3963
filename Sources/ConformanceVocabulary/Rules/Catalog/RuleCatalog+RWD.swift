import Foundation

extension RuleCatalog {
    /// The RWD rules' words: level, what an adapter must do, why, where the guides say so.
    static let rwd: [RuleDefinition] = [
        RuleDefinition(
            .rwd1, .required,
            "didRewardUser() is forwarded when, and only when, the network says the user earned the reward: never on load, never on an early close, never without the network's word. (At most one per presentation is RWD-4's.)",
            why:
                "The publisher grants coins or lives on this call; a missing one cheats the user, an extra one the publisher.",
            sources: ["000"]),
        RuleDefinition(
            .rwd2, .required,
            "A reward the network reports after the ad was dismissed is still forwarded, once.",
            why:
                "Many networks grant on close; an adapter that lets go of its delegate at dismissal loses the user's reward.",
            sources: ["000"]),
        RuleDefinition(
            .rwd3, .required,
            "The network's video start and end become didStartVideo() and didEndVideo(), once each, in that order, inside the presentation.",
            why: "Publishers mute their own audio and track completion rates with these calls.",
            sources: ["000"],
            needs: .rewardedVideoEvents),
        RuleDefinition(
            .rwd4, .recommended,
            "At most one didRewardUser() per presentation, even when the network reports the reward twice, and none before the ad is shown, even when the network reports one then.",
            why:
                "A doubled or early reward hands the user what the publisher sold once; most networks never report twice or early, so this is defence in depth.",
            sources: ["000"]),
    ]
}
