import ConformanceVocabulary
import Foundation
import GoogleMobileAds
import ScriptedNetwork

/// A user's tap as the trace shows it, with everything that happened until the next tap:
/// clicks and AdChoices taps are judged on what they caused, not on whole-trace counts.
struct UserTap {
    /// The tapped asset (`headline`, …), or `nil` for the AdChoices view.
    let asset: String?
    /// The tap's own event.
    let event: TraceEvent
    /// Events after the tap, up to the next tap or the end of the trace.
    let after: [TraceEvent]

    var navigations: [String] { after.compactMap { if case .navigation(let url) = $0.kind { url } else { nil } } }
    /// What the network saw the adapter do after the tap.
    var observations: [NetworkObservation] { after.compactMap(\.kind.networkObservation) }
    var sdkCalls: [SDKCall] { after.compactMap { if case .sdkCall(let name) = $0.kind { name } else { nil } } }
    var customClicks: [String] {
        after.compactMap { if case .customClickHandler(let id) = $0.kind { id } else { nil } }
    }
    var defaulted: [OptionalMember] {
        after.compactMap { if case .defaulted(let name) = $0.kind { name } else { nil } }
    }
    var delegateCalls: [DelegateCall] {
        after.compactMap { if case .delegateCall(let name) = $0.kind { name } else { nil } }
    }
    var networkEvents: [NetworkEvent] {
        after.compactMap { if case .networkEvent(let event) = $0.kind { event } else { nil } }
    }
}

extension CheckContext {

    /// Every tap the harness made (asset clicks and AdChoices taps), in order.
    var taps: [UserTap] {
        let events = trace.events
        let starts = events.indices.filter { index in
            if case .sdkCall(let call) = events[index].kind { return call.isTap }
            return false
        }
        return starts.enumerated().map { position, start in
            let end = position + 1 < starts.count ? starts[position + 1] : events.endIndex
            let asset: String? = if case .sdkCall(.userTapsAsset(let asset)) = events[start].kind { asset } else { nil }
            return UserTap(asset: asset, event: events[start], after: Array(events[(start + 1)..<end]))
        }
    }

    /// Taps on asset views (user clicks), in order.
    var clicks: [UserTap] { taps.filter { $0.asset != nil } }

    /// Events recorded while the adapter's `didRender…` ran (between the SDK's call and the
    /// render snapshot); `nil` when the ad was never rendered.
    var renderWindow: [TraceEvent]? {
        let events = trace.events
        guard let start = events.firstIndex(where: { $0.kind == .sdkCall(.didRender) }) else { return nil }
        let end = events[start...].firstIndex { if case .render = $0.kind { true } else { false } } ?? events.endIndex
        return Array(events[(start + 1)..<end])
    }

    /// Delegate calls of a load whose names are in `names`, in order.
    func delegateCalls(load: Int = 0, among calls: Set<DelegateCall>) -> [DelegateCall] {
        delegateCalls(load: load).map(\.call).filter(calls.contains)
    }

    /// How many network events of the given kinds the harness triggered.
    func networkEventCount(_ kinds: Set<NetworkEvent>) -> Int {
        networkEvents.filter(kinds.contains).count
    }

    /// Whether the scenario's publisher set a custom click handler.
    var customClickHandlerSet: Bool { scenario.publisher.customClickHandler }
}

extension TraceKind {
    /// What the network saw, when this event is a network observation.
    var networkObservation: NetworkObservation? {
        if case .networkObservation(let observation) = self { observation } else { nil }
    }
}

extension NetworkObservation {
    /// The network counted a click.
    var isClick: Bool { if case .clickRecorded = self { true } else { false } }
    /// The network counted an impression.
    var isImpression: Bool { self == .impressionRecorded }
    /// The network was given the ad view to track.
    var isViewHandOver: Bool { if case .viewRegistered = self { true } else { false } }
    /// The observation as the trace shows it, for findings.
    var text: String { traceDescription }
}

/// Text for findings.
enum Show {
    static func quoted(_ value: String?) -> String { value.map { "\"\($0)\"" } ?? "nil" }
    static func list(_ values: [String]) -> String { values.isEmpty ? "none" : values.joined(separator: ", ") }
    static func times(_ count: Int) -> String { count == 1 ? "once" : "\(count) times" }
    /// A URL string as `URL.absoluteString` gives it back, so equal URLs compare equal.
    static func normalized(_ url: String) -> String { URL(string: url)?.absoluteString ?? url }
}
