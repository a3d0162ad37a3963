import AdapterConformance
import ConformanceVocabulary
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
        for rule in [RuleID.med1, .med3, .med4] {
            let (verdict, result) = await S.verdict(rule, scenario)
            #expect(verdict.isPassed, "\(rule): \(verdict.text)\n\(result.trace.text)")
        }
        #expect(await S.verdict(.med2, scenario).verdict.isSkipped)
    }

    @Test func imageAd() async {
        let scenario = S.native("med.image")
        for rule in [RuleID.med2, .med3] {
            #expect(await S.verdict(rule, scenario).verdict.isPassed, "\(rule)")
        }
        #expect(await S.verdict(.med1, scenario).verdict.isSkipped)
        #expect(await S.verdict(.med4, scenario).verdict.isSkipped)
    }

    @Test func videoWithoutMediaViewIsCaught() async {
        let scenario = S.native("med.nomedia", ad: Self.video)
        let fixture = S.tampered(Tamper(dropMediaView: true))
        let (med1, _) = await S.verdict(.med1, scenario, fixture: fixture)
        #expect(med1.isViolated)
        #expect(med1.text.contains("mediaView is nil"))
        let (med3, _) = await S.verdict(.med3, S.native("med.claims"), fixture: S.tampered(Tamper(claimsVideo: true)))
        #expect(med3.isViolated)
    }

    @Test func imageAdWithoutFallbackIsCaught() async {
        let (verdict, _) = await S.verdict(
            .med2, S.native("med.noimages"), fixture: S.tampered(Tamper(claimsVideo: true, dropImages: true)))
        #expect(verdict.isViolated)
        if case .violated(let findings) = verdict { #expect(findings.count == 2) }
    }

    @Test func droppedOrDoubledVideoEventsAreCaught() async {
        let scenario = S.native("med.events", ad: Self.video, steps: Self.videoSteps)
        let (dropped, _) = await S.verdict(
            .med4, scenario, fixture: S.tampered(Tamper(droppedDelegateCalls: ["didPauseVideo()"])))
        #expect(dropped.isViolated)
        #expect(dropped.text.contains("didMuteVideo(), didUnmuteVideo()"))
        let (doubled, _) = await S.verdict(
            .med4, scenario, fixture: S.tampered(Tamper(doubledDelegateCalls: ["didEndVideo()"])))
        #expect(doubled.isViolated)
    }
}

/// A network that draws its video into the SDK's own media view (capability
/// `rendersIntoSDKViews`) meets MED-1 and MED-3 without a mediaView of the adapter's, but
/// only where it really drew: a render shows it, and without one the rules cannot tell.
@Suite struct SDKMediaViewTests {
    typealias S = RuleCheckSupport
    @MainActor static func drawing(_ draws: Bool) -> AdapterFixture {
        var fixture = S.tampered(Tamper(dropMediaView: true, drawVideoIntoSDKMediaView: draws))
        fixture.capabilities.insert(.rendersIntoSDKViews)
        return fixture
    }

    @MainActor @Test func videoDrawnIntoTheSDKsMediaViewPasses() async {
        let rendered = S.native("med.sdk-media.rendered", ad: MEDRuleCheckTests.video, steps: [.render])
        for rule in [RuleID.med1, .med3] {
            let (verdict, result) = await S.verdict(rule, rendered, fixture: Self.drawing(true))
            #expect(verdict.isPassed, "\(rule): \(verdict.text)\n\(result.trace.text)")
            let (absent, _) = await S.verdict(rule, rendered, fixture: Self.drawing(false))
            #expect(absent.isViolated, "\(rule): nothing drawn must fail")
        }
        let unrendered = S.native("med.sdk-media.unrendered", ad: MEDRuleCheckTests.video)
        #expect(await S.verdict(.med1, unrendered, fixture: Self.drawing(true)).verdict.isSkipped)
    }
}
