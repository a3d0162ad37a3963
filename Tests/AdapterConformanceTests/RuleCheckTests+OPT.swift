import AdapterConformance
import ConformanceVocabulary
import Foundation
import GoogleMobileAds
import ScriptedNetwork
import Testing

/// OPT: request options reach the network.
@MainActor
@Suite struct OPTRuleCheckTests {
    typealias S = RuleCheckSupport

    @Test func referencePassesOptionRules() async {
        let request = ScenarioRequest(
            parameter: "unit-42", testRequest: true, childDirected: true,
            options: [
                .image(disableImageLoading: true, multipleImages: true), .media(aspectRatio: .portrait),
                .adView(adChoicesPosition: .bottomLeftCorner),
            ])
        let scenario = S.native("opt.all", request: request)
        for rule in [RuleID.opt1, .opt2, .opt3, .opt5, .opt6, .opt7] {
            let (verdict, result) = await S.verdict(rule, scenario)
            #expect(verdict.isPassed, "\(rule): \(verdict.text)\n\(result.trace.text)")
        }
    }

    @Test func defaultsPass() async {
        let scenario = S.native("opt.defaults")
        for rule in [RuleID.opt1, .opt2, .opt4, .opt5, .opt6] {
            let (verdict, _) = await S.verdict(rule, scenario)
            #expect(verdict.isPassed, "\(rule): \(verdict.text)")
        }
        #expect(await S.verdict(.opt3, scenario).verdict.skipReason?.contains("not disabled") == true)
        #expect(await S.verdict(.opt7, scenario).verdict.isSkipped)
        #expect(await S.verdict(.opt8, scenario).verdict.isSkipped)
    }

    @Test(arguments: [(MediaAspectRatio.landscape, "landscape"), (.square, "any"), (.unknown, "any"), (.any, "any")])
    func orientationMapping(ratio: MediaAspectRatio, orientation: String) async {
        let scenario = S.native(
            "opt.ratio.\(ratio.scenarioName)", request: ScenarioRequest(options: [.media(aspectRatio: ratio)]))
        let (verdict, result) = await S.verdict(.opt6, scenario)
        #expect(verdict.isPassed, "\(verdict.text)")
        #expect(result.trace.text.contains("orientation=\(orientation)"))
    }

    @Test func tamperedRequestIsCaught() async {
        let request = ScenarioRequest(
            testRequest: true, childDirected: false,
            options: [
                .media(aspectRatio: .landscape), .adView(adChoicesPosition: .topLeftCorner),
                .image(disableImageLoading: false, multipleImages: true),
            ])
        let scenario = S.native("opt.bent", request: request)
        let fixture = S.tampered(
            Tamper(adUnitSuffix: "-x", flipTestMode: true, dropLoaderOptions: true, dropChildDirected: true))
        for rule in [RuleID.opt1, .opt2, .opt5, .opt6, .opt7] {
            let (verdict, _) = await S.verdict(rule, scenario, fixture: fixture)
            #expect(verdict.isViolated, "\(rule): \(verdict.text)")
        }
        let opt1 = await S.verdict(.opt1, scenario, fixture: fixture).verdict
        #expect(opt1.text.contains("sample-ad-unit-x"))
    }

    @Test func imageLoadingDisabledButDownloaded() async {
        let scenario = S.native(
            "opt.images.downloaded",
            request: ScenarioRequest(options: [.image(disableImageLoading: true, multipleImages: false)]))
        let (verdict, _) = await S.verdict(.opt3, scenario, fixture: S.tampered(Tamper(dropLoaderOptions: true)))
        #expect(verdict.isViolated)
        #expect(verdict.text.contains("downloadImages=true"))
    }

    @Test func imageLoadingEnabledButURLsOnly() async {
        let (verdict, _) = await S.verdict(
            .opt4, S.native("opt.images.urls"), fixture: S.tampered(Tamper(disableImageLoading: true)))
        #expect(verdict.isViolated)
        #expect(verdict.text.contains("icon: image data"))
    }

    @Test func singleImageWhenMultipleNotRequested() async {
        var ad = NetworkAd.standard
        ad.images.append(NetworkImage(url: "https://ads.example.com/second.png", bytes: "second"))
        let (verdict, result) = await S.verdict(.opt5, S.native("opt.single", ad: ad))
        #expect(verdict.isPassed, "\(verdict.text)")
        #expect(result.trace.text.contains("multipleImages=false"))
    }

    @Test func unknownOptionsAreIgnored() async {
        let scenario = S.native(
            "opt.unknown",
            request: ScenarioRequest(options: [.video(startMuted: true), .multipleAds(count: 3), .unknown]))
        #expect(await S.verdict(.opt8, scenario).verdict.isPassed)
        let (verdict, _) = await S.verdict(.opt8, scenario, fixture: S.tampered(Tamper(failOnUnknownOptions: true)))
        #expect(verdict.isViolated)
        #expect(verdict.text.contains("Unknown loader option"))
    }

    @Test func bannerSize() async {
        let scenario = S.banner("opt.banner.size", request: ScenarioRequest(adWidth: 300, adHeight: 250))
        let (passed, result) = await S.verdict(.opt9, scenario)
        #expect(passed.isPassed, "\(passed.text)\n\(result.trace.text)")
        let (verdict, _) = await S.verdict(
            .opt9, scenario, fixture: S.tampered(Tamper(bannerSize: CGSize(width: 320, height: 50))))
        #expect(verdict.isViolated)
        #expect(verdict.text.contains("300x250") && verdict.text.contains("320x50"))
        #expect(await S.verdict(.opt9, S.native("opt.banner.native")).verdict.isSkipped)
    }

    @Test func bannerRequestRules() async {
        let scenario = S.banner(
            "opt.banner.request",
            request: ScenarioRequest(parameter: "banner-unit", testRequest: true, childDirected: true))
        for rule in [RuleID.opt1, .opt2] {
            #expect(await S.verdict(rule, scenario).verdict.isPassed, "\(rule)")
        }
    }

    @Test func missingParameterSkipsFetchRules() async {
        let scenario = S.native("opt.noparam", request: ScenarioRequest(parameter: nil))
        for rule in [RuleID.opt1, .opt2, .opt5, .opt6] {
            #expect(await S.verdict(rule, scenario).verdict.isSkipped, "\(rule)")
        }
    }
}
