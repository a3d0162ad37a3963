import ConformanceVocabulary
import Foundation
import ScriptedNetwork

extension CheckContext {
    /// Whether the scenario makes the ad count an impression at all (an SDK impression step
    /// or a network impression).
    var exercisesImpressions: Bool {
        hasStep { if case .impression = $0 { true } else { false } } || networkEventCount([.impression]) > 0
    }
}

/// IMP-1: handlesUserImpressions() true: the network's impression is forwarded once.
struct IMP_1: RuleCheck {
    let rule = RuleCatalog.definition(.imp1)
    func evaluate(_ context: CheckContext) -> RuleOutcome.Verdict {
        withNativeAd(context) { subject in
            guard subject.assets.handlesUserImpressions else {
                return .skipped("the adapter declares handlesUserImpressions() false; IMP-2 covers this mode")
            }
            let impressions = context.trace.events.filter { $0.kind == .networkEvent(.impression) }
            guard let first = impressions.first else {
                return .skipped("the network reports no impression in this scenario")
            }
            let reports = context.delegateCalls().filter { $0.call == .reportImpression }
            var findings: [Finding] = []
            // Forwarding each of a network's repeated impressions is IMP-1-correct (IMP-3,
            // recommended, asks for one); more reports than the network made, or none, is not.
            if reports.isEmpty || reports.count > impressions.count {
                findings.append(
                    Finding(
                        expected:
                            "reportImpression() for the network's impression\(impressions.count > 1 ? " (the network reported \(impressions.count): between once and \(impressions.count) times)" : ", once")",
                        actual: "reportImpression() \(Show.times(reports.count))",
                        at: impressions + reports.map(\.event),
                        absentAfter: reports.isEmpty ? context.lastEvent : nil))
            }
            if let early = reports.first, early.event.sequence < first.sequence {
                findings.append(
                    Finding(
                        expected: "reportImpression() after the network's impression",
                        actual: "reported at \(early.event.timeMilliseconds) ms, before the network counted one",
                        at: [early.event, first]))
            }
            return verdict(findings)
        }
    }
}

/// IMP-2: handlesUserImpressions() false: the SDK's impression reaches the network, not reported again.
struct IMP_2: RuleCheck {
    let rule = RuleCatalog.definition(.imp2)
    func evaluate(_ context: CheckContext) -> RuleOutcome.Verdict {
        withNativeAd(context) { subject in
            guard !subject.assets.handlesUserImpressions else {
                return .skipped("the adapter declares handlesUserImpressions() true; IMP-1 covers this mode")
            }
            let events = context.trace.events
            guard let call = events.firstIndex(where: { $0.kind == .sdkCall(.didRecordImpression) }) else {
                return .skipped("the SDK records no impression in this scenario")
            }
            var findings: [Finding] = []
            if context.defaulted.contains(.didRecordImpression) {
                findings.append(
                    Finding(
                        expected: "the adapter implements didRecordImpression()",
                        actual: "the SDK fell back to the default: the impression never reaches the network",
                        at: [events[call]] + context.defaultedEvents([.didRecordImpression])))
            } else {
                let seen = events[(call + 1)...].compactMap(\.kind.networkObservation)
                if !seen.contains(where: \.isImpression) {
                    findings.append(
                        Finding(
                            expected: "the network told of the impression (e.g. recordImpression())",
                            actual:
                                "the network recorded no impression; what it saw after didRecordImpression(): \(Show.list(seen.map(\.text)))",
                            at: [events[call]], absentAfter: context.lastEvent))
                }
            }
            let reported = context.count(delegate: .reportImpression)
            if reported > 0 {
                findings.append(
                    Finding(
                        expected: "no reportImpression(): the SDK already counted the impression itself",
                        actual: "reportImpression() \(Show.times(reported))",
                        at: [events[call]] + context.delegateEvents([.reportImpression])))
            }
            return verdict(findings)
        }
    }
}

/// IMP-3: one ad counts at most one impression however often it is shown.
struct IMP_3: RuleCheck {
    let rule = RuleCatalog.definition(.imp3)
    func evaluate(_ context: CheckContext) -> RuleOutcome.Verdict {
        guard context.exercisesImpressions else { return .skipped("the ad is never shown in this scenario") }
        return withNativeAd(context) { _ in
            let shows =
                context.scenario.steps.filter { $0 == .impression }.count + context.networkEventCount([.impression])
            var findings: [Finding] = []
            let reported = context.count(delegate: .reportImpression)
            if reported > 1 {
                findings.append(
                    Finding(
                        expected: "at most one reportImpression() for the ad (shown \(Show.times(shows)))",
                        actual: "reportImpression() \(Show.times(reported))",
                        at: context.delegateEvents([.reportImpression])))
            }
            let recorded = context.networkObservations.filter(\.isImpression).count
            if recorded > 1 {
                findings.append(
                    Finding(
                        expected: "the network counts at most one impression for the ad (shown \(Show.times(shows)))",
                        actual: "the network recorded \(recorded) impressions",
                        at: context.observationEvents { $0.isImpression }))
            }
            return verdict(findings)
        }
    }
}

/// IMP-4: an adapter tracking clicks or impressions itself gives the network the ad view in didRender.
struct IMP_4: RuleCheck {
    let rule = RuleCatalog.definition(.imp4)
    func evaluate(_ context: CheckContext) -> RuleOutcome.Verdict {
        withNativeAd(context) { subject in
            let tracked = [
                subject.assets.handlesUserClicks ? "clicks" : nil,
                subject.assets.handlesUserImpressions ? "impressions" : nil,
            ].compactMap { $0 }
            guard !tracked.isEmpty else {
                return .skipped(
                    "the adapter tracks neither clicks nor impressions itself (handlesUserClicks() and handlesUserImpressions() are false)"
                )
            }
            guard let window = context.renderWindow else {
                if case .failure(let unjudged) = context.renderedAd(subject) { return unjudged.verdict }
                return .skipped("the scenario never renders the ad")
            }
            let mode = "the adapter tracks \(tracked.joined(separator: " and ")) itself"
            if context.defaulted.contains(.didRender) {
                return .violated([
                    Finding(
                        expected: "\(mode), so it implements didRender(in:…) and hands the network the ad view",
                        actual: "the adapter does not implement didRender(in:…); the SDK fell back to the default",
                        at: context.sdkCallEvents { $0 == .didRender } + context.defaultedEvents([.didRender]))
                ])
            }
            let seen = window.compactMap(\.kind.networkObservation)
            if seen.contains(where: \.isViewHandOver) { return .passed }
            return .violated([
                Finding(
                    expected: "\(mode), so didRender(in:…) hands the network the ad view (e.g. setNativeAdView(_:))",
                    actual:
                        "the network was not given the view during didRender; what it saw then: \(Show.list(seen.map(\.text)))",
                    at: context.sdkCallEvents { $0 == .didRender } + [context.renderEvent].compactMap { $0 },
                    absentAfter: .some(window.last ?? context.sdkCallEvents { $0 == .didRender }.first))
            ])
        }
    }
}

// What the rest of the harness needs from these rules besides their checks: formats, fuzz aims, limits.

extension IMP_1 {
    func aim(_ grammar: inout FuzzGrammar) {
        grammar.stepKinds[.impression, default: 0] += 6; grammar.favour([.impression])
    }
}

extension IMP_2 {
    func aim(_ grammar: inout FuzzGrammar) { grammar.stepKinds[.impression, default: 0] += 6 }
}

extension IMP_3 {
    func aim(_ grammar: inout FuzzGrammar) {
        grammar.stepKinds[.impression, default: 0] += 6; grammar.favour([.impression])
    }
}

extension IMP_4 {
    func aim(_ grammar: inout FuzzGrammar) { grammar.stepKinds[.render, default: 0] += 6 }
}
