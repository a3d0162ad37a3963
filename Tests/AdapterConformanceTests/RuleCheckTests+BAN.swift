import AdapterConformance
import ConformanceVocabulary
import Foundation
import ScriptedNetwork
import Testing

/// BAN: banner view and events.
@MainActor
@Suite struct BANRuleCheckTests {
    typealias S = RuleCheckSupport

    static let events: [ScenarioStep] = [
        .network(.impression), .network(.click), .network(.presentScreen),
        .network(.dismissScreen), .network(.didDismissScreen), .network(.leaveApplication),
    ]

    @Test func referencePasses() async {
        let scenario = S.banner("ban.all", steps: Self.events)
        for rule in [RuleID.ban1, .ban2, .ban3, .ban4] {
            let (verdict, result) = await S.verdict(rule, scenario)
            #expect(verdict.isPassed, "\(rule): \(verdict.text)\n\(result.trace.text)")
        }
    }

    @Test func noEventsSkip() async {
        let scenario = S.banner("ban.quiet")
        #expect(await S.verdict(.ban1, scenario).verdict.isPassed)
        for rule in [RuleID.ban2, .ban3, .ban4] {
            #expect(await S.verdict(rule, scenario).verdict.isSkipped, "\(rule)")
        }
    }

    @Test func plainViewIsCaught() async {
        let (verdict, _) = await S.verdict(
            .ban1, S.banner("ban.plain"), fixture: S.tampered(Tamper(plainBannerView: true)))
        #expect(verdict.isViolated)
        #expect(verdict.text.contains("UIView"))
    }

    @Test func doubledClicksAndImpressionsAreCaught() async {
        let scenario = S.banner("ban.double", steps: Self.events)
        let fixture = S.tampered(Tamper(doubledDelegateCalls: ["reportClick()", "reportImpression()"]))
        let (clicks, _) = await S.verdict(.ban2, scenario, fixture: fixture)
        #expect(clicks.isViolated)
        #expect(clicks.text.contains("reportClick() 4 times"))
        #expect(await S.verdict(.ban3, scenario, fixture: fixture).verdict.isViolated)
    }

    @Test func brokenFullScreenSequenceIsCaught() async {
        let (verdict, _) = await S.verdict(
            .ban4, S.banner("ban.fullscreen", steps: Self.events),
            fixture: S.tampered(Tamper(droppedDelegateCalls: ["willPresentFullScreenView()"])))
        #expect(verdict.isViolated)
        #expect(verdict.text.contains("willPresentFullScreenView(), didDismissFullScreenView()"))
    }
}
