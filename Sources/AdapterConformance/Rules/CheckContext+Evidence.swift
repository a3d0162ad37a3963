import ConformanceVocabulary
import Foundation
import GoogleMobileAds
import ScriptedNetwork

/// The events checks name in their findings: each query gives back trace events, so a
/// finding says which ones it judged (`Finding(…, at: events)`) or after which one the
/// expected thing never came (`Finding(…, absentAfter: event)`).
extension CheckContext {
    /// The last event of the trace: what something that never came was awaited after.
    var lastEvent: TraceEvent? { trace.events.last }

    /// The last event of a load, or of the trace when the load recorded none.
    func lastEvent(load: Int) -> TraceEvent? { trace.events.last { $0.load == load } ?? lastEvent }

    /// The events whose kind `matches`, of one load or (`load` nil) of the whole trace.
    func events(load: Int? = nil, where matches: (TraceKind) -> Bool) -> [TraceEvent] {
        trace.events.filter { event in (load == nil || event.load == load) && matches(event.kind) }
    }

    /// The delegate calls of a load among `calls` (all of them when `nil`), as events.
    func delegateEvents(_ calls: Set<DelegateCall>? = nil, load: Int = 0) -> [TraceEvent] {
        delegateCalls(load: load).filter { calls?.contains($0.call) ?? true }.map(\.event)
    }

    /// The network events of the given kinds (all when `nil`) the harness triggered.
    func networkEventEvents(_ kinds: Set<NetworkEvent>? = nil) -> [TraceEvent] {
        events { if case .networkEvent(let event) = $0 { kinds?.contains(event) ?? true } else { false } }
    }

    /// The completion calls of a load, as events.
    func completionEvents(load: Int = 0) -> [TraceEvent] { completions(load: load).map(\.event) }

    /// The network's answers to a load, as events.
    func answerEvents(load: Int = 0) -> [TraceEvent] {
        events(load: load) { if case .networkAnswer = $0 { true } else { false } }
    }

    /// The SDK's signal request and the adapter's signal completions; when it never completed,
    /// the end of the trace.
    func signalEvidence() -> TraceEvidence {
        let completions = signalCompletions.map(\.event)
        return TraceEvidence(
            events: [signalsRequest?.event].compactMap { $0 } + completions,
            absentAfter: completions.isEmpty ? .some(lastEvent) : nil)
    }

    /// The adapter's token requests to the network, as events.
    var signalFetchEvents: [TraceEvent] {
        events { if case .bidding(.signalFetch) = $0 { true } else { false } }
    }

    /// The SDK's load call of a load.
    func loadEvent(load: Int = 0) -> TraceEvent? {
        trace.events.first { event in
            if event.load == load, case .loadStarted = event.kind { true } else { false }
        }
    }

    /// What a load's findings about its outcome look at: its completions, or, when it never
    /// completed, the load's last event.
    func completionEvidence(load: Int = 0) -> TraceEvidence {
        let completions = completionEvents(load: load)
        return completions.isEmpty
            ? TraceEvidence(events: [TraceEvent](), absentAfter: .some(lastEvent(load: load)))
            : TraceEvidence(events: completions)
    }

    /// The mapped-ad snapshot of a load.
    func assetsEvent(load: Int = 0) -> TraceEvent? {
        trace.events.first { event in
            if event.load == load, case .assets = event.kind { true } else { false }
        }
    }

    /// The rendered-view snapshot.
    var renderEvent: TraceEvent? { trace.events.first { if case .render = $0.kind { true } else { false } } }

    /// The banner-view snapshot of a load.
    func bannerViewEvent(load: Int = 0) -> TraceEvent? {
        trace.events.first { event in
            if event.load == load, case .bannerView = event.kind { true } else { false }
        }
    }

    /// The fetch of a load, as an event.
    func fetchEvent(load: Int = 0) -> TraceEvent? { fetch(load: load)?.event }

    /// The SDK calls into the loaded ad matching `matches`, as events.
    func sdkCallEvents(where matches: (SDKCall) -> Bool = { _ in true }) -> [TraceEvent] {
        events { if case .sdkCall(let call) = $0 { matches(call) } else { false } }
    }

    /// What the network observed matching `matches`, as events.
    func observationEvents(where matches: (NetworkObservation) -> Bool = { _ in true }) -> [TraceEvent] {
        events { $0.networkObservation.map(matches) ?? false }
    }

    /// The SDK's notes that it fell back to an optional member's default, as events.
    func defaultedEvents(_ members: Set<OptionalMember>? = nil) -> [TraceEvent] {
        events { if case .defaulted(let member) = $0 { members?.contains(member) ?? true } else { false } }
    }

    /// The events of an SDK call the engine timed: the call itself, or the snapshot the
    /// engine took while making it.
    func events(of call: TimedCall) -> [TraceEvent] {
        events { kind in
            switch (call, kind) {
            case (.classMember(let member), .versionQueried(let queried, _)): member == queried
            case (.setUp, .setUpStarted): true
            case (.bannerView, .bannerView): true
            case (.nativeAdAssets, .assets): true
            case (.didRender, .sdkCall(.didRender)): true
            case (.present, .sdkCall(.present)): true
            case (.optional(let member), .defaulted(let defaulted)): member == defaulted
            default: false
            }
        }
    }

    /// Evidence for a whole-trace judgement: the given events, or the end of the trace when
    /// there are none.
    func evidence(_ events: [TraceEvent]) -> TraceEvidence {
        events.isEmpty
            ? TraceEvidence(events: [TraceEvent](), absentAfter: .some(lastEvent)) : TraceEvidence(events: events)
    }
}

extension UserTap {
    /// The tap itself and what followed it matching `matches`; the tap alone when nothing did.
    func evidence(where matches: (TraceKind) -> Bool) -> TraceEvidence {
        let followed = after.filter { matches($0.kind) }
        return followed.isEmpty
            ? TraceEvidence(events: [event], absentAfter: .some(after.last ?? event))
            : TraceEvidence(events: [event] + followed)
    }
}
