import AdapterConformance
import ConformanceVocabulary
import Foundation
import ScriptedNetwork
import Testing

/// CLK: who tracks clicks, custom click handlers, and where a click goes.
@MainActor
@Suite struct CLKRuleCheckTests {
    typealias S = RuleCheckSupport

    static let clicks: [ScenarioStep] = [.render, .click(asset: "headline"), .click(asset: "callToAction")]

    @Test func sdkTrackedClicksReachTheNetwork() async {
        let scenario = S.native("clk.sdk", steps: Self.clicks)
        let (verdict, result) = await S.verdict(.clk2, scenario)
        #expect(verdict.isPassed, "\(verdict.text)\n\(result.trace.text)")
        #expect(
            await S.verdict(.clk1, scenario).verdict.skipReason
                == "the adapter declares handlesUserClicks() false; CLK-2 covers this mode")
    }

    @Test func doubleCountedOrLostClicksAreCaught() async {
        let scenario = S.native("clk.sdk.bad", steps: Self.clicks)
        let (reported, _) = await S.verdict(.clk2, scenario, fixture: S.tampered(Tamper(reportClickOnSDKClick: true)))
        #expect(reported.isViolated)
        #expect(reported.text.contains("reportClick() 2 times for 2 user clicks"))
        let (lost, _) = await S.verdict(.clk2, scenario, fixture: S.tampered(Tamper(forwardSDKClicks: false)))
        #expect(lost.isViolated)
        if case .violated(let findings) = lost { #expect(findings.count == 2) }
    }

    @Test func networkTrackedClicksAreReportedOnce() async {
        let scenario = S.native("clk.network", steps: Self.clicks + [.network(.click)])
        let (verdict, result) = await S.verdict(.clk1, scenario, fixture: S.tampered(Tamper(handlesUserClicks: true)))
        #expect(verdict.isPassed, "\(verdict.text)\n\(result.trace.text)")
        #expect(
            await S.verdict(.clk2, scenario, fixture: S.tampered(Tamper(handlesUserClicks: true))).verdict.isSkipped)
        let (lost, _) = await S.verdict(
            .clk1, scenario, fixture: S.tampered(Tamper(handlesUserClicks: true, forwardNetworkClicks: false)))
        #expect(lost.isViolated)
        #expect(lost.text.contains("reportClick() 3 times") && lost.text.contains("reportClick() 0 times"))
    }

    @Test func customClickHandlerTakesPrecedence() async {
        let publisher = PublisherSetup(customClickHandler: true, installedAppSchemes: ["sample"])
        let scenario = S.native("clk.custom", publisher: publisher, steps: Self.clicks + [.click(asset: "icon")])
        let (verdict, result) = await S.verdict(.clk3, scenario)
        #expect(verdict.isPassed, "\(verdict.text)\n\(result.trace.text)")
        #expect(await S.verdict(.clk4, scenario).verdict.isSkipped)
        #expect(await S.verdict(.clk2, scenario).verdict.isSkipped)
        let (navigates, _) = await S.verdict(
            .clk3, scenario, fixture: S.tampered(Tamper(clickControlURL: "https://ads.example.com/adapter")))
        #expect(navigates.isViolated)
        #expect(navigates.text.contains("opened https://ads.example.com/adapter"))
        #expect(await S.verdict(.clk3, S.native("clk.nocustom", steps: Self.clicks)).verdict.isSkipped)
    }

    @Test func clickOpensTheRightPlace() async {
        let installed = S.native(
            "clk.deeplink", publisher: PublisherSetup(installedAppSchemes: ["sample"]), steps: Self.clicks)
        let (deepLink, result) = await S.verdict(.clk4, installed)
        #expect(deepLink.isPassed, "\(deepLink.text)\n\(result.trace.text)")
        #expect(result.trace.text.contains("open sample://ad/1"))
        let (browser, browserResult) = await S.verdict(.clk4, S.native("clk.browser", steps: Self.clicks))
        #expect(browser.isPassed, "\(browser.text)")
        #expect(browserResult.trace.text.contains("open https://ads.example.com/landing"))
        let (twice, _) = await S.verdict(
            .clk4, installed, fixture: S.tampered(Tamper(clickControlURL: "https://ads.example.com/adapter")))
        #expect(twice.isViolated)
        #expect(twice.text.contains("2 navigations"))
    }
}
