import Foundation

extension RuleCatalog {
    /// The MED rules' words: level, what an adapter must do, why, where the guides say so.
    static let med: [RuleDefinition] = [
        RuleDefinition(
            .med1, .required,
            "A video ad reports hasVideoContent true and supplies a mediaView, or, for a network that draws into the SDK's own media view (rendersIntoSDKViews), the video is drawn there.",
            why: "Without both the SDK cannot play the video.",
            sources: ["000", "001", "004"],
            needs: .video),
        RuleDefinition(
            .med2, .required,
            "An ad without video reports hasVideoContent false and keeps the main image for the media view.",
            why: "The media view falls back to the main image; with no image it stays blank.",
            sources: ["000", "001", "004"],
            needs: .native),
        RuleDefinition(
            .med3, .required,
            "hasVideoContent is never true while mediaView is nil (unless the network draws into the SDK's media view, as in MED-1).",
            why: "The SDK would promise a video it cannot show.",
            sources: ["000", "004"],
            needs: .native),
        RuleDefinition(
            .med4, .required,
            "The network's video events reach the native delegate once each, in order.",
            why: "Publishers drive their UI from video events.",
            sources: ["000", "004"],
            needs: .videoEvents),
    ]
}
