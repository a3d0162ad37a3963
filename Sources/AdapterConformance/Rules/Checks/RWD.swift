import ConformanceVocabulary
import Foundation
import ScriptedNetwork

/// The reward a presentation owes, shared by RWD-1 and RWD-2.
struct RewardJudgement {
    /// Judges `didRewardUser()` against the network's reward reports after its first show.
    static func judge(_ timeline: FullScreenTimeline, atMostOnce: Bool = true) -> [Finding] {
        let shown = timeline.shows(in: timeline.all).first?.position ?? timeline.events.count
        let reports = timeline.networkEvents(in: timeline.all).filter { $0.event == .rewardEarned }
        let earned = reports.first { $0.position > shown }
        // A reward forwarded before the ad was shown, on a report the network made then, is
        // the network's early word passed on as it came: filtering it is defence (RWD-4's).
        let earlyReport = reports.first { $0.position < shown }?.position
        let rewards = timeline.delegateCalls(in: timeline.all, among: [.didRewardUser]).filter { call in
            call.position > shown || earlyReport.map { call.position < $0 } ?? true
        }
        var findings: [Finding] = []
        let owed = earned == nil ? 0 : 1
        if atMostOnce ? rewards.count != owed : (owed == 0) != rewards.isEmpty {
            findings.append(
                Finding(
                    expected: owed == 0
                        ? "no didRewardUser(): the network reported no earned reward during the presentation"
                        : "didRewardUser() once, after the network reported the reward",
                    actual: "didRewardUser() \(rewards.isEmpty ? "never" : Show.times(rewards.count))",
                    at: ([earned?.position].compactMap { $0 } + rewards.map(\.position)).map { timeline.events[$0] },
                    absentAfter: rewards.isEmpty ? timeline.events.last : nil))
        }
        // Forwarded with no network report before it at all: a reward without the network's word.
        if let first = rewards.first, let firstReport = reports.first?.position ?? earned?.position,
            first.position < firstReport
        {
            findings.append(
                Finding(
                    expected: "didRewardUser() only after the network reports the reward",
                    actual: "forwarded before the network reported any reward",
                    at: [timeline.events[first.position], timeline.events[firstReport]]))
        }
        return findings
    }

    /// The formats the RWD rules judge (their family's formats, `RuleAim`).
    static let rewardedFormats: [ScenarioFormat] = [.rewarded, .rewardedInterstitial]
}

/// The RWD rules' opening: a scenario of another format is not theirs, and one whose ad was
/// never presented is unjudged as the FUL rules say (``withPresentedAd(_:_:)``).
func withRewardedAd(_ context: CheckContext, _ judge: (FullScreenTimeline) -> RuleOutcome.Verdict)
    -> RuleOutcome.Verdict
{
    guard RewardJudgement.rewardedFormats.contains(context.scenario.format) else {
        return .skipped("not a rewarded scenario")
    }
    return withPresentedAd(context, judge)
}

/// RWD-1: the reward is forwarded once per presentation, and only once earned.
struct RWD_1: RuleCheck {
    let rule = RuleCatalog.definition(.rwd1)
    func evaluate(_ context: CheckContext) -> RuleOutcome.Verdict {
        withRewardedAd(context) { verdict(RewardJudgement.judge($0, atMostOnce: false)) }
    }
}

/// RWD-2: a reward reported after dismissal still reaches the delegate, once.
struct RWD_2: RuleCheck {
    let rule = RuleCatalog.definition(.rwd2)
    func evaluate(_ context: CheckContext) -> RuleOutcome.Verdict {
        withRewardedAd(context) { timeline in
            let events = timeline.networkEvents(in: timeline.all)
            guard let dismissed = events.first(where: { $0.event == .didDismissScreen }),
                events.contains(where: { $0.event == .rewardEarned && $0.position > dismissed.position })
            else { return .skipped("the network reports no reward after dismissal") }
            return verdict(RewardJudgement.judge(timeline))
        }
    }
}

/// RWD-3: the network's video start and end become didStartVideo and didEndVideo, in order.
struct RWD_3: RuleCheck {
    let rule = RuleCatalog.definition(.rwd3)
    func evaluate(_ context: CheckContext) -> RuleOutcome.Verdict {
        withRewardedAd(context) { timeline in
            let shown = timeline.shows(in: timeline.all).first?.position ?? timeline.events.count
            let forwarding = EventForwarding(
                [.videoPlay: .didStartVideo, .videoEnd: .didEndVideo],
                networkEvents: timeline.networkEvents(in: timeline.all).filter { $0.position > shown }.map {
                    (timeline.events[$0.position], $0.event)
                },
                delegateCalls: timeline.delegateCalls(in: timeline.all).map { (timeline.events[$0.position], $0.call) })
            guard !forwarding.owed.isEmpty else {
                return .skipped("the network reports no video events while showing")
            }
            var findings: [Finding] = []
            if !forwarding.matches {
                findings.append(
                    forwarding.finding(
                        expected: Show.list(forwarding.expected.map(\.name)),
                        actual: Show.list(forwarding.actual.map(\.name))))
            }
            let present = timeline.events[timeline.presents[0]]
            let early = forwarding.made.filter { $0.event.sequence < present.sequence }
            if !early.isEmpty {
                findings.append(
                    Finding(
                        expected: "video events inside the presentation", actual: "before present(from:)",
                        at: early.map(\.event) + [present]))
            }
            return verdict(findings)
        }
    }
}

/// RWD-4: at most one reward per presentation, even when the network reports it twice.
struct RWD_4: RuleCheck {
    let rule = RuleCatalog.definition(.rwd4)
    func evaluate(_ context: CheckContext) -> RuleOutcome.Verdict {
        withRewardedAd(context) { timeline in
            var findings: [Finding] = []
            let shown = timeline.shows(in: timeline.all).first?.position ?? timeline.events.count
            let early = timeline.delegateCalls(in: timeline.all, among: [.didRewardUser]).filter { $0.position < shown }
            if !early.isEmpty {
                findings.append(
                    Finding(
                        expected: "no didRewardUser() before the ad is shown",
                        actual: "didRewardUser() \(Show.times(early.count)) before the show",
                        at: early.map { timeline.events[$0.position] }))
            }
            for index in timeline.presents.indices {
                let rewards = timeline.delegateCalls(in: timeline.window(index), among: [.didRewardUser])
                if rewards.count > 1 {
                    findings.append(
                        Finding(
                            expected: "at most one didRewardUser() for presentation \(index + 1)",
                            actual: "didRewardUser() \(Show.times(rewards.count))",
                            at: rewards.map { timeline.events[$0.position] }))
                }
            }
            return verdict(findings)
        }
    }
}

// What the rest of the harness needs from these rules besides their checks: formats, fuzz aims, limits.

extension RWD_1 {
    func aim(_ grammar: inout FuzzGrammar) { grammar.present = 1; grammar.reward = 0.5; grammar.showFails = 0.05 }
    func limit(in scenario: Scenario) -> String? { RWD_1.failedShowLimit(scenario) }

    /// RWD-1's and RWD-2's limit.
    static func failedShowLimit(_ scenario: Scenario) -> String? {
        scenario.firstShowCannotSucceed ? "the check owes a reward for a presentation that failed" : nil
    }
}

extension RWD_2 {
    func aim(_ grammar: inout FuzzGrammar) {
        grammar.present = 1; grammar.reward = 0.9; grammar.rewardAfterDismissal = 0.8
    }
    func limit(in scenario: Scenario) -> String? { RWD_1.failedShowLimit(scenario) }
}

extension RWD_3 {
    func aim(_ grammar: inout FuzzGrammar) { grammar.present = 1; grammar.videoInShow = 0.9; grammar.showFails = 0.05 }
    func limit(in scenario: Scenario) -> String? {
        guard scenario.videoEventAfterPresent else { return nil }
        return "the check owes the video's events however long after the presentation the network reports them"
    }
}

extension RWD_4 {
    func aim(_ grammar: inout FuzzGrammar) { grammar.present = 1; grammar.reward = 0.95; grammar.showFails = 0.05 }
}
