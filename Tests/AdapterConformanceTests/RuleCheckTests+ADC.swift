import AdapterConformance
import ConformanceVocabulary
import Foundation
import SampleAdSDKFixture
import ScriptedNetwork
import Testing

/// ADC: AdChoices presence, count, click-through and corner.
@MainActor
@Suite struct ADCRuleCheckTests {
    typealias S = RuleCheckSupport

    static func ad(_ supply: AdChoicesSupply) -> NetworkAd {
        var ad = NetworkAd.standard
        ad.adChoices = supply
        return ad
    }
    static let iconAndURL = AdChoicesSupply.iconAndURL(
        icon: NetworkImage(url: "https://ads.example.com/adchoices.png", bytes: "ac"),
        clickURL: "https://ads.example.com/why-this-ad")

    @Test func networkViewIsRendered() async {
        let scenario = S.native(
            "adc.view", request: ScenarioRequest(options: [.adView(adChoicesPosition: .bottomRightCorner)]),
            steps: [.render])
        for rule in [RuleID.adc1, .adc3, .adc4] {
            let (verdict, result) = await S.verdict(rule, scenario)
            #expect(verdict.isPassed, "\(rule): \(verdict.text)\n\(result.trace.text)")
        }
        #expect(await S.verdict(.adc2, scenario).verdict.isSkipped)
    }

    @Test func missingNetworkViewIsCaught() async {
        let scenario = S.native("adc.hidden", steps: [.render])
        let fixture = S.tampered(Tamper(hideAdChoicesView: true))
        #expect(await S.verdict(.adc1, scenario, fixture: fixture).verdict.isViolated)
        let (count, _) = await S.verdict(.adc3, scenario, fixture: fixture)
        #expect(count.isViolated)
        #expect(count.text.contains("got 0"))
    }

    /// A network without AdChoices (no view, no icon and URL) is skipped with that reason,
    /// even when its adapter draws none; with either capability the same adapter is failed.
    @Test func aNetworkWithoutAdChoicesIsSkipped() async {
        let scenario = S.native("adc.none", steps: [.render])
        let withoutAdChoices = AdapterFixture.sampleSDK(
            name: "no-adchoices", summary: "a network without AdChoices",
            capabilities: NetworkCapabilities.all.subtracting([.adChoicesView, .adChoicesIconAndURL])
        ) { TamperingAdapter(Tamper(hideAdChoicesView: true)) }
        let (skipped, _) = await S.verdict(.adc3, scenario, fixture: withoutAdChoices)
        #expect(skipped.skipReason?.contains("has no AdChoices") == true, "\(skipped.text)")
        #expect(
            await S.verdict(.adc3, scenario, fixture: S.tampered(Tamper(hideAdChoicesView: true))).verdict.isViolated)
        #expect(await S.verdict(.adc3, scenario).verdict.isPassed)
    }

    @Test func twoViewsAreCaught() async {
        let (verdict, _) = await S.verdict(
            .adc3, S.native("adc.two", steps: [.render]),
            fixture: S.tampered(Tamper(secondAdChoicesViewInDidRender: true)))
        #expect(verdict.isViolated)
        #expect(verdict.text.contains("got 2"))
    }

    @Test func iconAndURLOpensTheURL() async {
        let scenario = S.native("adc.icon", ad: Self.ad(Self.iconAndURL), steps: [.render, .tapAdChoices])
        for rule in [RuleID.adc2, .adc3, .adc4] {
            let (verdict, result) = await S.verdict(rule, scenario)
            #expect(verdict.isPassed, "\(rule): \(verdict.text)\n\(result.trace.text)")
        }
        #expect(await S.verdict(.adc1, scenario).verdict.isSkipped)
        let (missing, _) = await S.verdict(.adc2, scenario, fixture: S.tampered(Tamper(hideAdChoicesView: true)))
        #expect(missing.isViolated)
        #expect(missing.text.contains("no AdChoices view in the rendered ad"))
        // A view that opens the network's generic page instead of the ad's click-through URL.
        let (wrong, _) = await S.verdict(
            .adc2, scenario,
            fixture: S.tampered(Tamper(hideAdChoicesView: true, secondAdChoicesViewInDidRender: true)))
        #expect(wrong.isViolated)
        #expect(wrong.text.contains("opened https://sample.example.com/adchoices"))
    }

    @Test func wrongCornerIsCaught() async {
        let scenario = S.native(
            "adc.corner", request: ScenarioRequest(options: [.adView(adChoicesPosition: .topLeftCorner)]),
            steps: [.render])
        let (verdict, _) = await S.verdict(
            .adc4, scenario, fixture: S.tampered(Tamper(adChoicesCorner: .bottomRightCorner)))
        #expect(verdict.isViolated)
        #expect(verdict.text.contains("topLeft") && verdict.text.contains("bottomRight"))
    }

    @Test func noAdChoicesOrNoRenderSkips() async {
        let none = S.native("adc.none", ad: Self.ad(.none), steps: [.render])
        for rule in [RuleID.adc1, .adc2, .adc3, .adc4] {
            #expect(await S.verdict(rule, none).verdict.isSkipped, "\(rule)")
        }
        #expect(
            await S.verdict(.adc3, S.native("adc.norender")).verdict.skipReason == "the scenario never renders the ad"
        )
    }
}
