import ConformanceVocabulary
import Foundation
import ScriptedNetwork

/// What the BID and PRV rules read from a trace: the signal phase, each load's path, the
/// fixture's declarations and every place the network received child and age flags.
extension CheckContext {
    /// The fixture's declarations in `trace` (the defaults when it carries none).
    static func declaredFacts(in trace: Trace) -> BiddingFacts {
        for event in trace.events { if case .bidding(.declaration(let facts)) = event.kind { return facts } }
        return .defaults
    }

    /// The bidding events, with their trace events.
    var biddingEvents: [(event: TraceEvent, kind: BiddingEvent)] {
        trace.events.compactMap { if case .bidding(let kind) = $0.kind { ($0, kind) } else { nil } }
    }

    /// The SDK's `collectSignals` call, if the scenario made one.
    var signalsRequest: (event: TraceEvent, format: String, width: Double?, height: Double?)? {
        for (event, kind) in biddingEvents {
            if case .signalsRequested(let format, let width, let height) = kind {
                return (event, format, width, height)
            }
        }
        return nil
    }

    /// The adapter's signal completions, in order.
    var signalCompletions: [(event: TraceEvent, signal: String?, error: ErrorSummary?)] {
        biddingEvents.compactMap { item in
            if case .signalsCompleted(_, let signal, let error) = item.kind { (item.event, signal, error) } else { nil }
        }
    }

    /// The adapter's bid-token requests to the network.
    var signalFetches: [SignalRequest] {
        biddingEvents.compactMap { if case .signalFetch(let request) = $0.kind { request } else { nil } }
    }

    /// The path the SDK gave a load: its bid response and watermark, or `nil` for a waterfall load.
    func loadPath(load: Int = 0) -> (bidResponse: String?, watermark: String?)? {
        for event in trace.events where event.load == load {
            if case .bidding(.loadPath(let bid, let watermark)) = event.kind { return (bid, watermark) }
        }
        return nil
    }

    /// Every record of child and age flags the network received: fetches, token requests and
    /// flags handed over outside a fetch.
    /// Only at the points the fixture declares its network takes them.
    var privacyReceived: [NetworkPrivacy] { privacyRecords.map(\.privacy) }

    /// ``privacyReceived`` with the trace event of each record.
    var privacyRecords: [(event: TraceEvent, privacy: NetworkPrivacy)] {
        let points = Set(biddingFacts.privacyPoints)
        return trace.events.compactMap { event -> (event: TraceEvent, privacy: NetworkPrivacy)? in
            let privacy: NetworkPrivacy? =
                switch event.kind {
                case .networkFetch(let request) where points.contains(PrivacyPoint.load.rawValue):
                    NetworkPrivacy(childDirected: request.childDirected, underAgeOfConsent: request.underAgeOfConsent)
                case .bidding(.signalFetch(let request)) where points.contains(PrivacyPoint.signals.rawValue):
                    request.privacy
                case .bidding(.networkPrivacy(let privacy)): privacy
                default: nil
                }
            return privacy.map { (event, $0) }
        }
    }

    /// Whether a non-empty signal.
    static func hasSignal(_ signal: String?) -> Bool { !(signal ?? "").isEmpty }
}

extension CheckContext {
    /// Why a rule about bidding loads has none to judge here: the fixture declares the
    /// adapter cannot bid on the scenario's format, so the SDK sends it no bid. `nil` otherwise.
    var unbiddableFormat: String? {
        guard biddingFacts.unbiddableFormats.contains(scenario.format.rawValue) else { return nil }
        return "the fixture declares the adapter cannot bid on \(scenario.format.rawValue) ads"
    }

    /// Why `rule` cannot judge this scenario because the fixture declares the adapter must
    /// refuse it, or `nil`. Each rule says which refusals it still judges (`RuleCheck.judgesRefusals`).
    package func refusalSkip(_ rule: RuleID) -> String? {
        let judges = rule.check.judgesRefusals
        let marksChild = scenario.marksChildAnywhere
        // Neither refusal below applies: no need to look for the fixture's declaration.
        if !marksChild, judges != .none { return nil }
        let facts = biddingFacts
        if facts.refusesChildUsers, marksChild {
            return judges == .all
                ? nil : "the network refuses child users, so set-up, signals and loads fail here (PRV-2's)"
        }
        guard judges == .none else { return nil }
        if facts.biddingOnly,
            (0..<loadCount).contains(where: { loadPath(load: $0).map { $0.bidResponse == nil } ?? false })
        {
            return "a bidding-only adapter refuses a load without a bid response (BID-9's)"
        }
        return nil
    }
}
