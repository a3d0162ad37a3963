import ConformanceVocabulary
import Foundation
import ScriptedNetwork

/// A full-screen scenario's first load as the FUL and RWD rules read it: where the SDK
/// called `present(from:)`, where the adapter asked the network to show, what the network
/// reported and what reached the event delegate, all as positions in one trace.
struct FullScreenTimeline {
    /// The load's events and the scenario's own (load `nil`), in trace order.
    let events: [TraceEvent]
    /// Positions of the SDK's `present(from:)` calls.
    let presents: [Int]

    init(_ context: CheckContext) {
        let events = context.trace.events.filter { $0.load == 0 || $0.load == nil }
        self.events = events
        presents = events.indices.filter { events[$0].kind == .sdkCall(.present) }
    }

    /// The positions `present` number `index` covers: up to the next present, or the end.
    func window(_ index: Int) -> Range<Int> {
        presents[index]..<(index + 1 < presents.count ? presents[index + 1] : events.count)
    }

    func shows(in range: Range<Int>) -> [(position: Int, given: Bool?)] {
        range.compactMap { position in
            if case .networkShow(let given) = events[position].kind { (position, given) } else { nil }
        }
    }

    func networkEvents(in range: Range<Int>) -> [(position: Int, event: NetworkEvent)] {
        range.compactMap { position in
            if case .networkEvent(let event) = events[position].kind { (position, event) } else { nil }
        }
    }

    func delegateCalls(in range: Range<Int>, among calls: Set<DelegateCall>? = nil) -> [(
        position: Int, call: DelegateCall
    )] {
        range.compactMap { position in
            guard case .delegateCall(let call) = events[position].kind else { return nil }
            if let calls, !calls.contains(call) { return nil }
            return (position, call)
        }
    }

    func failuresToPresent(in range: Range<Int>) -> [ErrorSummary] {
        delegateCalls(in: range).compactMap { if case .didFailToPresent(let error) = $0.call { error } else { nil } }
    }

    /// The events of the failures to present in `range` (one per ``failuresToPresent(in:)``).
    func failureEvents(in range: Range<Int>) -> [TraceEvent] {
        delegateCalls(in: range).compactMap { if case .didFailToPresent = $0.call { events[$0.position] } else { nil } }
    }

    var all: Range<Int> { 0..<events.count }

    /// The delegate calls a presentation consists of (clicks and impressions included).
    static let presentationCalls: Set<DelegateCall> = [
        .willPresentFullScreenView, .reportImpression, .reportClick, .willDismissFullScreenView,
        .didDismissFullScreenView,
    ]

    /// The delegate call the SDK expects for a network event during a presentation.
    static let forwarded: [NetworkEvent: DelegateCall] = [
        .presentScreen: .willPresentFullScreenView, .impression: .reportImpression, .click: .reportClick,
        .dismissScreen: .willDismissFullScreenView, .didDismissScreen: .didDismissFullScreenView,
    ]
}

extension CheckContext {
    /// The timeline of a full-screen scenario whose load succeeded and whose ad was
    /// presented, or why the rule has nothing to judge.
    func presentedFullScreen() -> Result<FullScreenTimeline, Unjudged> {
        guard scenario.format.driver is any FullScreenFormatDriver else {
            return .failure(Unjudged(verdict: .skipped("not a full-screen scenario")))
        }
        guard completions().first.map({ $0.adType != nil && $0.error == nil }) == true else {
            if let refusalOwed { return .failure(Unjudged(verdict: .skipped(refusalOwed))) }
            guard firstAd() != nil else {
                return .failure(Unjudged(verdict: .skipped("the network delivers no ad in this scenario")))
            }
            // The network delivered an ad and the load did not succeed: the scenario never
            // reaches what the rule judges, which is said as loudly as a banner's missing view.
            return .failure(
                Unjudged(
                    verdict: .violated([
                        Finding(
                            expected: "load 0: a loaded ad to present (the network delivered an ad)",
                            actual: completionSummary(), evidence: completionEvidence())
                    ])))
        }
        let timeline = FullScreenTimeline(self)
        guard !timeline.presents.isEmpty else {
            return .failure(Unjudged(verdict: .skipped("the scenario does not present the ad")))
        }
        return .success(timeline)
    }

    /// Whether the network cannot show when first asked: its show fails, or the ad expired
    /// before the publisher presented it.
    var showCannotSucceed: Bool {
        showFails || scenario.steps.prefix { if case .present = $0 { false } else { true } }.contains(.network(.expire))
    }

    /// Whether the network's show itself fails (it reports so through its own callback).
    var showFails: Bool {
        scenario.steps.contains { step in
            if case .present(let show) = step { return show.contains { $0.event == .showFailed } }
            return false
        }
    }
}

/// Shorthand: judge a presented full-screen ad, or return why not.
func withPresentedAd(_ context: CheckContext, _ judge: (FullScreenTimeline) -> RuleOutcome.Verdict)
    -> RuleOutcome.Verdict
{
    switch context.presentedFullScreen() {
    case .success(let timeline): judge(timeline)
    case .failure(let unjudged): unjudged.verdict
    }
}
