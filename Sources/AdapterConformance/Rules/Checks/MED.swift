import ConformanceVocabulary
import Foundation
import ScriptedNetwork

/// MED-1: a video ad reports hasVideoContent true and supplies a mediaView.
struct MED_1: RuleCheck {
    let rule = RuleCatalog.definition(.med1)
    func evaluate(_ context: CheckContext) -> RuleOutcome.Verdict {
        withNativeAd(context) { subject in
            guard subject.network.hasVideo else {
                return .skipped("the network's ad has no video (MED-2 covers this case)")
            }
            var findings: [Finding] = []
            if !subject.assets.hasVideoContent {
                findings.append(
                    Finding(
                        expected: "hasVideoContent true for the network's video ad",
                        actual: "false"
                            + (subject.assets.implementsHasVideoContent
                                ? "" : " (the adapter does not implement it; default used)"),
                        at: [subject.assetsEvent] + [context.renderEvent].compactMap { $0 }))
            }
            if subject.assets.mediaView == nil {
                switch context.mediaInSDKView {
                case .drawn: break
                case .unjudged:
                    return .skipped(
                        "the network draws its media into the SDK's media view and this scenario does not render")
                case .absent:
                    findings.append(
                        Finding(
                            expected: "a mediaView to play the video in"
                                + (context.capabilities.contains(.rendersIntoSDKViews)
                                    ? ", or the video drawn into the SDK's media view" : ""),
                            actual: "mediaView is nil"
                                + (context.render != nil && context.capabilities.contains(.rendersIntoSDKViews)
                                    ? " and nothing was drawn into the SDK's media view" : ""),
                            at: [subject.assetsEvent] + [context.renderEvent].compactMap { $0 }))
                }
            }
            return verdict(findings)
        }
    }
}

/// MED-2: an ad without video reports hasVideoContent false and keeps the main image.
struct MED_2: RuleCheck {
    let rule = RuleCatalog.definition(.med2)
    func evaluate(_ context: CheckContext) -> RuleOutcome.Verdict {
        withNativeAd(context) { subject in
            guard !subject.network.hasVideo else {
                return .skipped("the network's ad has video (MED-1 covers this case)")
            }
            var findings: [Finding] = []
            if subject.assets.hasVideoContent {
                findings.append(
                    Finding(
                        expected: "hasVideoContent false for an ad without video",
                        actual: "true (mediaView \(subject.assets.mediaView ?? "nil"))",
                        at: [subject.assetsEvent] + [context.renderEvent].compactMap { $0 }))
            }
            let images = subject.assets.images ?? []
            // The image may be in the media view at once, or drawn there by the network when the
            // ad is rendered.
            let mediaShowsImage = subject.assets.mediaViewShowsImage || context.render?.mediaShowsImage == true
            if !subject.network.images.isEmpty, images.isEmpty, !mediaShowsImage {
                findings.append(
                    Finding(
                        expected:
                            "the main image available for the media view (images non-empty, or a mediaView showing it)",
                        actual:
                            "no images and mediaView \(subject.assets.mediaView.map { "\($0) without an image" } ?? "nil")",
                        at: [subject.assetsEvent] + [context.renderEvent].compactMap { $0 }))
            }
            return verdict(findings)
        }
    }
}

/// MED-3: hasVideoContent is never true while mediaView is nil.
struct MED_3: RuleCheck {
    let rule = RuleCatalog.definition(.med3)
    func evaluate(_ context: CheckContext) -> RuleOutcome.Verdict {
        withNativeAd(context) { subject in
            guard subject.assets.hasVideoContent, subject.assets.mediaView == nil else { return .passed }
            switch context.mediaInSDKView {
            case .drawn: return .passed
            case .unjudged:
                return .skipped(
                    "the network draws its media into the SDK's media view and this scenario does not render")
            case .absent: break
            }
            return .violated([
                Finding(
                    expected: "a mediaView whenever hasVideoContent is true",
                    actual:
                        "hasVideoContent true and mediaView nil (the network's ad \(subject.network.hasVideo ? "has" : "has no") video)",
                    at: [subject.assetsEvent] + [context.renderEvent].compactMap { $0 })
            ])
        }
    }
}

/// MED-4: the network's video events reach the native delegate once each, in order.
struct MED_4: RuleCheck {
    let rule = RuleCatalog.definition(.med4)
    static let delegateCalls: [NetworkEvent: DelegateCall] = [
        .videoPlay: .didPlayVideo, .videoPause: .didPauseVideo, .videoEnd: .didEndVideo,
        .videoMute: .didMuteVideo, .videoUnmute: .didUnmuteVideo,
    ]
    func evaluate(_ context: CheckContext) -> RuleOutcome.Verdict {
        let forwarding = context.forwarding(Self.delegateCalls)
        guard !forwarding.owed.isEmpty else { return .skipped("the network reports no video events in this scenario") }
        return withNativeAd(context) { _ in
            forwarding.matches ? .passed : .violated([forwarding.finding(none: "no video delegate calls")])
        }
    }
}

// What the rest of the harness needs from these rules besides their checks: formats, fuzz aims, limits.

extension MED_1 {
    func aim(_ grammar: inout FuzzGrammar) { grammar.video = 0.8 }
}

extension MED_2 {
    func aim(_ grammar: inout FuzzGrammar) { grammar.video = 0.1 }
}

extension MED_3 {
    func aim(_ grammar: inout FuzzGrammar) { grammar.video = 0.2; grammar.assetChange = 0.5 }
}

extension MED_4 {
    func aim(_ grammar: inout FuzzGrammar) {
        grammar.video = 0.8; grammar.favour([.videoPlay, .videoPause, .videoEnd, .videoMute])
    }
}
