import AdapterConformance
import Foundation
import ScriptedNetwork
import Testing

/// MED: video or image fallback, and video events.
@MainActor
@Suite struct MEDRuleCheckTests {
    typealias S = RuleCheckSupport

    static var video: NetworkAd {
        var ad = NetworkAd.standard
        ad.hasVideo = true
        ad.videoDuration = 30
        return ad
    }
    static let videoSteps: [ScenarioStep] = [
        .render, .network(.videoPlay), .network(.videoMute), .network(.videoPause),
        .network(.videoUnmute), .network(.videoPlay), .network(.videoEnd),
    ]

    @Test func videoAd() async {
        let scenario = S.native("med.video", ad: Self.video, steps: Self.videoSteps)
        for rule in ["MED-1", "MED-3", "MED-4"] {
            let (verdict, result) = await S.verdict(rule, scenario)
            #expect(verdict.isPassed, "\(rule): \(verdict.text)\n\(result.trace.text)")
        }
        #expect(await S.verdict("MED-2", scenario).verdict.isSkipped)
    }

    @Test func imageAd() async {
        let scenario = S.native("med.image")
        for rule in ["MED-2", "MED-3"] {
            #expect(await S.verdict(rule, scenario).verdict.isPassed, "\(rule)")
        }
        #expect(await S.verdict("MED-1", scenario).verdict.isSkipped)
        #expect(await S.verdict("MED-4", scenario).verdict.isSkipped)
    }

    @Test func videoWithoutMediaViewIsCaught() async {
        let scenario = S.native("med.nomedia", ad: Self.video)
        let fixture = S.tampered(Tamper(dropMediaView: true))
        let (med1, _) = await S.verdict("MED-1", scenario, fixture: fixture)
        #expect(med1.isViolated)
        #expect(med1.text.contains("mediaView is nil"))
        let (med3, _) = await S.verdict("MED-3", S.native("med.claims"), fixture: S.tampered(Tamper(claimsVideo: true)))
        #expect(med3.isViolated)
    }

    @Test func imageAdWithoutFallbackIsCaught() async {
        let (verdict, _) = await S.verdict(
            "MED-2", S.native("med.noimages"), fixture: S.tampered(Tamper(claimsVideo: true, dropImages: true)))
        #expect(verdict.isViolated)
        if case .violated(let findings) = verdict { #expect(findings.count == 2) }
    }

    @Test func droppedOrDoubledVideoEventsAreCaught() async {
        let scenario = S.native("med.events", ad: Self.video, steps: Self.videoSteps)
        let (dropped, _) = await S.verdict(
            "MED-4", scenario, fixture: S.tampered(Tamper(droppedDelegateCalls: ["didPauseVideo()"])))
        #expect(dropped.isViolated)
        #expect(dropped.text.contains("didMuteVideo(), didUnmuteVideo()"))
        let (doubled, _) = await S.verdict(
            "MED-4", scenario, fixture: S.tampered(Tamper(doubledDelegateCalls: ["didEndVideo()"])))
        #expect(doubled.isViolated)
    }
}
