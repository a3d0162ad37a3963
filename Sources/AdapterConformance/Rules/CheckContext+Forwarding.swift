import ConformanceVocabulary
import Foundation
import ScriptedNetwork

/// "Each network event of these kinds becomes its delegate call, once each, in the network's
/// order": BAN-4 (a banner's full-screen presentation), MED-4 (a native ad's video events),
/// FUL-2 (a full-screen presentation) and RWD-3 (a rewarded ad's video) judge this, each over
/// its own events.
struct EventForwarding {
    /// The network events that owe a delegate call, with the call each owes, in trace order.
    let owed: [(event: TraceEvent, network: NetworkEvent, call: DelegateCall)]
    /// The delegate calls the adapter made among those the mapping names, in trace order.
    let made: [(event: TraceEvent, call: DelegateCall)]

    /// Pairs `networkEvents` with the calls `mapping` says they owe (events it does not name
    /// owe nothing) and keeps the `delegateCalls` among the mapping's calls.
    init(
        _ mapping: [NetworkEvent: DelegateCall], networkEvents: [(event: TraceEvent, network: NetworkEvent)],
        delegateCalls: [(event: TraceEvent, call: DelegateCall)]
    ) {
        owed = networkEvents.compactMap { item in mapping[item.network].map { (item.event, item.network, $0) } }
        let calls = Set(mapping.values)
        made = delegateCalls.filter { calls.contains($0.call) }
    }

    /// The calls the network's events owe, in order.
    var expected: [DelegateCall] { owed.map(\.call) }
    /// The calls the adapter made, in order.
    var actual: [DelegateCall] { made.map(\.call) }
    /// Whether the adapter made exactly the owed calls, in order.
    var matches: Bool { expected == actual }

    /// The network's events and the adapter's calls; when the adapter made none, the absence
    /// is awaited after the network's last event.
    var evidence: TraceEvidence {
        TraceEvidence(
            events: owed.map(\.event) + made.map(\.event),
            absentAfter: made.isEmpty ? .some(owed.last?.event) : nil)
    }

    /// The finding when the calls do not match: `expected` and `actual` as the rule words them.
    func finding(expected: String, actual: String) -> Finding {
        Finding(expected: expected, actual: actual, evidence: evidence)
    }

    /// The finding BAN-4 and MED-4 give: the owed calls with the network events that owe
    /// them, and the calls made (`none` when there were none).
    func finding(none: String) -> Finding {
        finding(
            expected:
                "delegate \(expected.map(\.name).joined(separator: ", ")) (one per network event \(owed.map(\.network.rawValue).joined(separator: ", ")))",
            actual: actual.isEmpty ? none : actual.map(\.name).joined(separator: ", "))
    }
}

extension CheckContext {
    /// The network events `mapping` names, over the whole trace, and the delegate calls of a load.
    func forwarding(_ mapping: [NetworkEvent: DelegateCall], load: Int = 0) -> EventForwarding {
        let networkEvents = trace.events.compactMap { event -> (event: TraceEvent, network: NetworkEvent)? in
            if case .networkEvent(let network) = event.kind { (event, network) } else { nil }
        }
        return EventForwarding(mapping, networkEvents: networkEvents, delegateCalls: delegateCalls(load: load))
    }
}
