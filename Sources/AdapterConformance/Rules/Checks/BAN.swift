import ConformanceVocabulary
import Foundation
import ScriptedNetwork

/// BAN-1: the banner view is the network's own view.
struct BAN_1: RuleCheck {
    let rule = RuleCatalog.definition(.ban1)
    func evaluate(_ context: CheckContext) -> RuleOutcome.Verdict {
        withBanner(context) { subject in
            if subject.view.isNetworkView && subject.view.isFetchingView { return .passed }
            return .violated([
                Finding(
                    expected: "the network's banner view, the one it rendered the ad into",
                    actual:
                        "a \(subject.view.type) (\(OPT_9.size(subject.view.width, subject.view.height))) that is not the network's \(subject.view.isNetworkView ? "fetching " : "")view",
                    at: [subject.viewEvent])
            ])
        }
    }
}

/// BAN-2: a network click or leave-application becomes exactly one reportClick().
struct BAN_2: RuleCheck {
    let rule = RuleCatalog.definition(.ban2)
    func evaluate(_ context: CheckContext) -> RuleOutcome.Verdict {
        let clicks = context.networkEventCount([.click]), leaves = context.networkEventCount([.leaveApplication])
        let leaveIsClick = context.capabilities.contains(.leaveApplicationIsClick)
        guard clicks > 0 || (leaveIsClick && leaves > 0) else {
            return .skipped("the network reports no click in this scenario")
        }
        let owed = clicks + (leaveIsClick ? leaves : 0)
        return withBanner(context) { _ in
            let reported = context.count(delegate: .reportClick)
            if reported == owed { return .passed }
            return .violated([
                Finding(
                    expected: leaveIsClick
                        ? "reportClick() \(Show.times(owed)): one per network click (\(clicks)) or leave-application (\(leaves))"
                        : "reportClick() \(Show.times(owed)): one per network click; leaving the app is not a second click",
                    actual: "reportClick() \(Show.times(reported))",
                    evidence: context.evidence(
                        context.networkEventEvents([.click, .leaveApplication]) + context.delegateEvents([.reportClick])
                    ))
            ])
        }
    }
}

/// BAN-3: a network impression becomes exactly one reportImpression().
struct BAN_3: RuleCheck {
    let rule = RuleCatalog.definition(.ban3)
    func evaluate(_ context: CheckContext) -> RuleOutcome.Verdict {
        let impressions = context.networkEventCount([.impression])
        guard impressions > 0 else { return .skipped("the network reports no impression in this scenario") }
        return withBanner(context) { _ in
            let reported = context.count(delegate: .reportImpression)
            if reported == impressions { return .passed }
            return .violated([
                Finding(
                    expected: "reportImpression() \(Show.times(impressions)): one per network impression",
                    actual: "reportImpression() \(Show.times(reported))",
                    evidence: context.evidence(
                        context.networkEventEvents([.impression]) + context.delegateEvents([.reportImpression])))
            ])
        }
    }
}

/// BAN-4: full-screen presentation is forwarded as will-present, will-dismiss, did-dismiss in order.
struct BAN_4: RuleCheck {
    let rule = RuleCatalog.definition(.ban4)
    static let delegateCalls: [NetworkEvent: DelegateCall] = [
        .presentScreen: .willPresentFullScreenView, .didDismissScreen: .didDismissFullScreenView,
    ]
    func evaluate(_ context: CheckContext) -> RuleOutcome.Verdict {
        let forwarding = context.forwarding(Self.delegateCalls)
        guard !forwarding.owed.isEmpty else {
            return .skipped("the network presents nothing full-screen in this scenario")
        }
        return withBanner(context) { _ in
            forwarding.matches ? .passed : .violated([forwarding.finding(none: "no full-screen delegate calls")])
        }
    }
}

// What the rest of the harness needs from these rules besides their checks: formats, fuzz aims, limits.

extension BAN_2 {
    func aim(_ grammar: inout FuzzGrammar) { grammar.favour([.click, .leaveApplication]) }
}

extension BAN_3 {
    func aim(_ grammar: inout FuzzGrammar) { grammar.favour([.impression]) }
}

extension BAN_4 {
    func aim(_ grammar: inout FuzzGrammar) { grammar.favour([.presentScreen, .dismissScreen, .didDismissScreen]) }
}
