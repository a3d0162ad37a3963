import AdapterConformance
import ConformanceVocabulary
import Foundation
import ScriptedNetwork
import Testing

/// IMP: who tracks impressions, how many are counted, and the view hand-over.
@MainActor
@Suite struct IMPRuleCheckTests {
    typealias S = RuleCheckSupport

    static let twice: [ScenarioStep] = [.render, .impression, .impression]

    @Test func sdkTrackedImpressionReachesTheNetworkOnce() async {
        let scenario = S.native("imp.sdk", steps: Self.twice)
        for rule in [RuleID.imp2, .imp3] {
            let (verdict, result) = await S.verdict(rule, scenario)
            #expect(verdict.isPassed, "\(rule): \(verdict.text)\n\(result.trace.text)")
        }
        #expect(await S.verdict(.imp1, scenario).verdict.isSkipped)
        #expect(await S.verdict(.imp4, scenario).verdict.skipReason?.contains("tracks neither") == true)
    }

    @Test func doubleCountedOrLostImpressionsAreCaught() async {
        let scenario = S.native("imp.sdk.bad", steps: Self.twice)
        let (reported, _) = await S.verdict(
            .imp2, scenario, fixture: S.tampered(Tamper(reportImpressionOnSDKImpression: true)))
        #expect(reported.isViolated)
        #expect(reported.text.contains("reportImpression() once"))
        let (lost, _) = await S.verdict(.imp2, scenario, fixture: S.tampered(Tamper(forwardSDKImpressions: false)))
        #expect(lost.isViolated)
        #expect(lost.text.contains("the network recorded no impression"))
    }

    @Test func networkTrackedImpression() async {
        let fixture = S.tampered(Tamper(handlesUserImpressions: true))
        let once = S.native("imp.network.once", steps: [.render, .impression])
        for rule in [RuleID.imp1, .imp3, .imp4] {
            let (verdict, result) = await S.verdict(rule, once, fixture: fixture)
            #expect(verdict.isPassed, "\(rule): \(verdict.text)\n\(result.trace.text)")
        }
        // The network reports every showing; forwarding each one counts the ad twice: IMP-3's
        // (recommended) concern, while IMP-1 (each reported impression forwarded) holds.
        let shownTwice = S.native("imp.network.twice", steps: Self.twice)
        let (filtering, _) = await S.verdict(.imp3, shownTwice, fixture: fixture)
        #expect(filtering.isViolated)
        #expect(filtering.text.contains("reportImpression() 2 times"))
        let (forwarding, forwardingResult) = await S.verdict(.imp1, shownTwice, fixture: fixture)
        #expect(forwarding.isPassed, "\(forwarding.text)\n\(forwardingResult.trace.text)")
        // Forwarding more impressions than the network reported is still IMP-1's: the
        // broken-imp-1-double-forward variant's teeth test holds it.
    }

    @Test func viewHandOver() async {
        let scenario = S.native("imp.view", steps: [.render])
        let (verdict, result) = await S.verdict(.imp4, scenario, fixture: S.tampered(Tamper(handlesUserClicks: true)))
        #expect(verdict.isPassed, "\(verdict.text)\n\(result.trace.text)")
        let (missing, _) = await S.verdict(
            .imp4, scenario, fixture: S.tampered(Tamper(handlesUserClicks: true, forwardDidRender: false)))
        #expect(missing.isViolated)
        #expect(missing.text.contains("tracks clicks itself"))
    }
}
