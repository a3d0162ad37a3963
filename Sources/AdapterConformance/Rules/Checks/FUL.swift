import ConformanceVocabulary
import Foundation
import ScriptedNetwork

/// FUL-1: presenting asks the network to show, from the SDK's view controller.
struct FUL_1: RuleCheck {
    let rule = RuleCatalog.definition(.ful1)
    func evaluate(_ context: CheckContext) -> RuleOutcome.Verdict {
        guard !context.showCannotSucceed else { return .skipped("the network cannot show in this scenario") }
        return withPresentedAd(context) { timeline in
            let window = timeline.window(0)
            guard let show = timeline.shows(in: window).first else {
                return .violated([
                    Finding(
                        expected: "present(from:) followed by a show request to the network", actual: "no show",
                        at: [timeline.events[window.lowerBound]], absentAfter: timeline.events[window.upperBound - 1])
                ])
            }
            if show.given == false {
                return .violated([
                    Finding(
                        expected: "the network shows from the view controller the SDK passed",
                        actual: "another view controller",
                        at: [timeline.events[window.lowerBound], timeline.events[show.position]])
                ])
            }
            return .passed
        }
    }
}

/// FUL-2: one presentation's events reach the delegate once each, in order.
struct FUL_2: RuleCheck {
    let rule = RuleCatalog.definition(.ful2)
    func evaluate(_ context: CheckContext) -> RuleOutcome.Verdict {
        guard !context.showCannotSucceed else { return .skipped("the network cannot show in this scenario") }
        // Without the network's impression and click callbacks, what it can say is judged:
        // presented and closed; the impression, the adapter's own, is judged for doubling.
        let everything = context.capabilities.contains(.fullScreenAdEvents)
        let judgedEvents = FullScreenTimeline.forwarded.filter { event, call in
            call != .willDismissFullScreenView && (everything || event == .presentScreen || event == .didDismissScreen)
        }
        let judgedCalls = Set(judgedEvents.values)
        return withPresentedAd(context) { timeline in
            let window = timeline.window(0)
            guard let show = timeline.shows(in: window).first else {
                return .skipped("the adapter did not ask the network to show (FUL-1)")
            }
            // What the network reported for this show, up to its own dismissal.
            var reported: [(event: TraceEvent, network: NetworkEvent)] = []
            for (position, event) in timeline.networkEvents(in: (show.position + 1)..<window.upperBound) {
                if judgedEvents[event] != nil { reported.append((timeline.events[position], event)) }
                if event == .didDismissScreen { break }
            }
            // Up to the adapter's own dismissal: events a network repeats after it are FUL-5's.
            var made: [(event: TraceEvent, call: DelegateCall)] = []
            var impressions: [TraceEvent] = []
            for (position, call) in timeline.delegateCalls(in: window, among: FullScreenTimeline.presentationCalls)
            where call != .willDismissFullScreenView {
                if call == .reportImpression { impressions.append(timeline.events[position]) }
                if judgedCalls.contains(call) { made.append((timeline.events[position], call)) }
                if call == .didDismissFullScreenView { break }
            }
            var findings: [Finding] = []
            let forwarding = EventForwarding(judgedEvents, networkEvents: reported, delegateCalls: made)
            if !forwarding.matches {
                findings.append(
                    forwarding.finding(
                        expected: Show.list(forwarding.expected.map(\.name)),
                        actual: Show.list(forwarding.actual.map(\.name))))
            }
            if !everything, impressions.count > 1 {
                findings.append(
                    Finding(
                        expected: "at most one reportImpression() for the presentation (the network reports none)",
                        actual: "reportImpression() \(Show.times(impressions.count))", at: impressions))
            }
            return verdict(findings)
        }
    }
}

/// FUL-3: a show the network cannot make ends in one failure to present, with domain and code.
struct FUL_3: RuleCheck {
    let rule = RuleCatalog.definition(.ful3)
    func evaluate(_ context: CheckContext) -> RuleOutcome.Verdict {
        guard context.showCannotSucceed else { return .skipped("the network can show in this scenario") }
        if context.showFails && !context.capabilities.contains(.fullScreenAdEvents) {
            return .skipped("the network cannot tell its adapter that a show failed")
        }
        return withPresentedAd(context) { timeline in
            let window = timeline.window(0)
            let failures = timeline.failuresToPresent(in: window)
            let failureEvents = timeline.failureEvents(in: window)
            var findings: [Finding] = []
            if failures.count != 1 {
                findings.append(
                    Finding(
                        expected: "didFailToPresentWithError once",
                        actual: failures.isEmpty ? "never: the failure was swallowed" : "\(failures.count) times",
                        at: failureEvents.isEmpty ? [timeline.events[window.lowerBound]] : failureEvents,
                        absentAfter: failureEvents.isEmpty ? timeline.events[window.upperBound - 1] : nil))
            }
            if let error = failures.first, error.domain.isEmpty {
                findings.append(
                    Finding(
                        expected: "an NSError with a domain", actual: "an empty domain", at: failureEvents.prefix(1)))
            }
            // A will-present sent before a failure the network reported after the adapter asked
            // it to show is allowed: the adapter could not know. One for an ad the adapter could
            // already tell was not ready or expired is not, nor any event after the failure.
            let failedAt = timeline.delegateCalls(in: window).first {
                if case .didFailToPresent = $0.call { true } else { false }
            }?.position
            let askedBefore =
                failedAt.map { failed in timeline.shows(in: window).contains { $0.position < failed } } ?? false
            let shown = timeline.delegateCalls(
                in: window, among: [.willPresentFullScreenView, .willDismissFullScreenView, .didDismissFullScreenView]
            ).filter { call in
                !(context.showFails && askedBefore && call.call == .willPresentFullScreenView
                    && call.position < (failedAt ?? 0))
            }
            if !shown.isEmpty {
                findings.append(
                    Finding(
                        expected: "no presentation event for an ad that was not shown",
                        actual: Show.list(shown.map(\.call.name)), at: shown.map { timeline.events[$0.position] }))
            }
            return verdict(findings)
        }
    }
}

/// FUL-4: a full-screen ad is presented once; the second present fails without a network show.
struct FUL_4: RuleCheck {
    let rule = RuleCatalog.definition(.ful4)
    func evaluate(_ context: CheckContext) -> RuleOutcome.Verdict {
        withPresentedAd(context) { timeline in
            guard timeline.presents.count > 1 else { return .skipped("the ad is presented only once") }
            let second = timeline.window(1).lowerBound..<timeline.events.count
            var findings: [Finding] = []
            let secondPresent = timeline.events[second.lowerBound]
            let showEvents = timeline.shows(in: second).map { timeline.events[$0.position] }
            let shows = showEvents.count
            if shows > 0 {
                findings.append(
                    Finding(
                        expected: "no second show request to the network",
                        actual: "the network was asked to show \(Show.times(shows)) more",
                        at: [secondPresent] + showEvents))
            }
            let failureEvents = timeline.failureEvents(in: second)
            let failures = timeline.failuresToPresent(in: second).count
            if failures != 1 {
                findings.append(
                    Finding(
                        expected: "the second present(from:) ends in didFailToPresentWithError once",
                        actual: failures == 0 ? "no failure" : "\(failures) failures",
                        at: [secondPresent] + failureEvents,
                        absentAfter: failures == 0 ? timeline.events[second.upperBound - 1] : nil))
            }
            return verdict(findings)
        }
    }
}

/// FUL-5: no presentation event before present(from:) or after didDismissFullScreenView.
struct FUL_5: RuleCheck {
    let rule = RuleCatalog.definition(.ful5)
    func evaluate(_ context: CheckContext) -> RuleOutcome.Verdict {
        guard context.scenario.format.driver is any FullScreenFormatDriver else {
            return .skipped("not a full-screen scenario")
        }
        let timeline = FullScreenTimeline(context)
        let calls = timeline.delegateCalls(in: timeline.all, among: FullScreenTimeline.presentationCalls)
        let firstPresent = timeline.presents.first ?? timeline.events.count
        let dismissed = calls.first { $0.call == .didDismissFullScreenView }?.position ?? timeline.events.count
        var findings: [Finding] = []
        let early = calls.filter { $0.position < firstPresent }
        if !early.isEmpty {
            findings.append(
                Finding(
                    expected: "no presentation event before present(from:)",
                    actual: Show.list(early.map(\.call.name)), at: early.map { timeline.events[$0.position] }))
        }
        let late = calls.filter { $0.position > dismissed }
        if !late.isEmpty {
            findings.append(
                Finding(
                    expected: "no presentation event after didDismissFullScreenView",
                    actual: Show.list(late.map(\.call.name)),
                    at: ([dismissed] + late.map(\.position)).map { timeline.events[$0] }))
        }
        return verdict(findings)
    }
}

/// FUL-7: a presentation error says what failed, as LOAD-5 asks of load errors.
struct FUL_7: RuleCheck {
    let rule = RuleCatalog.definition(.ful7)
    func evaluate(_ context: CheckContext) -> RuleOutcome.Verdict {
        withPresentedAd(context) { timeline in
            let failures = timeline.failuresToPresent(in: timeline.all)
            guard !failures.isEmpty else { return .skipped("no presentation failed in this scenario") }
            let failureEvents = timeline.failureEvents(in: timeline.all)
            var findings: [Finding] = []
            for (error, event) in zip(failures, failureEvents) {
                if Self.isBridgedTypeName(error.domain) {
                    findings.append(
                        Finding(
                            expected: "a domain of the adapter's or the network's",
                            actual:
                                "\"\(error.domain)\" code \(error.code), the type name of a bridged Swift error (its code is the case's index)",
                            at: [event]))
                }
                let text = error.descriptionKeyValue?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
                if text.isEmpty {
                    findings.append(
                        Finding(
                            expected: "a sentence under NSLocalizedDescriptionKey",
                            actual: "none; localizedDescription falls back to \"\(error.localizedDescription)\"",
                            at: [event]))
                }
            }
            return verdict(findings)
        }
    }

    /// `Module.TypeName` (or `Module.Outer.Inner`): identifiers joined by dots, the first one
    /// capitalized as Swift module names are. Reverse-DNS domains start in lower case.
    static func isBridgedTypeName(_ domain: String) -> Bool {
        let parts = domain.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count >= 2, parts[0].first?.isUppercase == true else { return false }
        return parts.allSatisfy { part in
            guard let first = part.first, first.isLetter || first == "_" else { return false }
            return part.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
        }
    }
}

// What the rest of the harness needs from these rules besides their checks: formats, fuzz aims, limits.

extension FUL_1 {
    func aim(_ grammar: inout FuzzGrammar) { FUL_1.aimAtShows(&grammar) }

    /// FUL-1's, FUL-2's and FUL-6's aim: a presentation of an ad that can be shown.
    static func aimAtShows(_ grammar: inout FuzzGrammar) {
        grammar.present = 1; grammar.showFails = 0.05; grammar.expireFirst = 0.02
    }
}

extension FUL_2 {
    func aim(_ grammar: inout FuzzGrammar) { FUL_1.aimAtShows(&grammar) }
}

extension FUL_3 {
    func aim(_ grammar: inout FuzzGrammar) { grammar.present = 1; grammar.showFails = 0.5; grammar.expireFirst = 0.4 }
}

extension FUL_4 {
    func aim(_ grammar: inout FuzzGrammar) { grammar.present = 1; grammar.secondPresent = 0.8 }
}

extension FUL_5 {
    func aim(_ grammar: inout FuzzGrammar) {
        grammar.present = 0.6; grammar.eventsBeforePresent = 0.6; grammar.eventsAfterDismissal = 0.5
    }
}
