import ConformanceVocabulary
import CThreadSanitizer
import Foundation
import ScriptedNetwork
import Synchronization

/// The engine's side of the scripted network for one scenario: it answers fetches from the
/// scenario's scripts, queues callbacks on the virtual clock and records the trace. Network
/// and adapter code may call it from any thread.
final class ScenarioHost: NetworkHost, @unchecked Sendable {
    private struct State {
        var now = 0
        var order = 0
        /// Room for a typical scenario's trace at once: growing by doubling copied every event
        /// five times over.
        var events: [TraceEvent] = {
            var events: [TraceEvent] = []
            events.reserveCapacity(32)
            return events
        }()
        var pending: [ScheduledWork] = []
        var fetches = 0
        /// Views the network renders into, per load.
        var adViews: [Int: LegacyTransfer<Weak<AnyObject>>] = [:]
        var sinks: [Int: [LegacyTransfer<(NetworkEvent) -> Void>]] = [:]
        var currentLoad: Int?
        /// What the next show plays, and the view controller the SDK presented from.
        var pendingShow: (events: [ShowEvent], viewController: LegacyTransfer<Weak<AnyObject>>)?
        /// While threads race, their events are held per thread and appended in lane order
        /// afterwards, so the trace does not depend on which thread won.
        var raceBuffers: [TraceThread: [(Int?, TraceKind, Int)]]?
    }

    private let state = Mutex(State())
    /// Signal collection's script and state (see `SignalCollection.swift`).
    let signals = SignalHostState()
    private let scripts: [NetworkScript]
    private let observer: (@Sendable (TraceEvent) -> Void)?

    /// `scripts[i]` answers the i-th fetch; `observer` sees each event once it is in the trace.
    init(scripts: [NetworkScript], observer: (@Sendable (TraceEvent) -> Void)? = nil) {
        self.scripts = scripts
        self.observer = observer
    }

    // MARK: Clock and trace

    var now: Int { state.withLock { $0.now } }

    func advance(to time: Int) {
        state.withLock { $0.now = max($0.now, time) }
    }

    /// The load that SDK-side calls are currently about (set while the engine calls into
    /// one adapter), used to attribute network fetches and notes.
    func setCurrentLoad(_ load: Int?) {
        state.withLock { $0.currentLoad = load }
    }

    func record(_ kind: TraceKind, load: Int?) {
        let thread = ThreadLabel.current
        // A copy of the event leaves the lock only for an observer: copying one (its kind's
        // payload retained and released) was most of what recording cost.
        let observed = observer != nil
        let event = state.withLock { state -> TraceEvent? in
            if state.raceBuffers != nil, thread.isBackgroundLane {
                state.raceBuffers![thread, default: []].append((load, kind, state.now))
                return nil
            }
            state.events.append(
                TraceEvent(
                    sequence: state.events.count, timeMilliseconds: state.now, thread: thread,
                    load: load, kind: kind))
            harness_tsan_set_position(state.events.count)
            return observed ? state.events.last : nil
        }
        if let event, let observer { observer(event) }
    }

    func beginRace() {
        state.withLock { $0.raceBuffers = [:] }
    }

    /// Racing threads finish in any order, so their events are merged into one canonical
    /// order (by load, then by what happened) and labelled `race`: the same inputs give the
    /// same trace whichever thread won.
    func endRace() {
        let added = state.withLock { state -> [TraceEvent] in
            let start = state.events.count
            let buffered = (state.raceBuffers ?? [:]).values.flatMap { $0 }
            state.raceBuffers = nil
            let ordered = buffered.sorted {
                ($0.0 ?? -1, $0.2, Self.causalRank($0.1), $0.1.summary) < (
                    $1.0 ?? -1, $1.2, Self.causalRank($1.1), $1.1.summary
                )
            }
            for (load, kind, time) in ordered {
                state.events.append(
                    TraceEvent(
                        sequence: state.events.count, timeMilliseconds: time, thread: .race, load: load, kind: kind))
            }
            harness_tsan_set_position(state.events.count)
            return Array(state.events[start...])
        }
        if let observer { added.forEach(observer) }
    }

    /// Within a race, causes before effects: the network's answers, then what the network
    /// noted, then the adapter's completions, then everything else.
    private static func causalRank(_ kind: TraceKind) -> Int {
        switch kind {
        case .networkAnswer: 0
        case .networkObservation, .networkNote: 1
        case .completion: 2
        case .delegateCall: 3
        default: 4
        }
    }

    var trace: Trace { Trace(events: state.withLock { $0.events }) }
    var eventCount: Int { state.withLock { $0.events.count } }

    // MARK: NetworkHost

    func fetch(_ request: NetworkRequest) -> NetworkScript {
        let (index, load) = state.withLock { state -> (Int, Int?) in
            defer { state.fetches += 1 }
            return (state.fetches, (LaneLoad.current ?? state.currentLoad) ?? state.fetches)
        }
        record(.networkFetch(request), load: load)
        return index < scripts.count ? scripts[index] : .silent
    }

    /// The network's or the fixture's own work (a set-up completion, a refusal, a timer): run on
    /// the clock, never shown as a scripted answer.
    func schedule(afterMilliseconds delay: Int, on thread: CallbackThread, _ work: @escaping () -> Void) {
        if signals.takeScheduledAnswer() { return scheduleSignalAnswer(afterMilliseconds: delay, on: thread, work) }
        enqueue(delay: delay, thread: thread, answer: nil, work)
    }

    /// The delivery of one of the answers the load's fetch returned, shown as the network's
    /// answer when it runs.
    func schedule(answer: NetworkAnswer, _ work: @escaping () -> Void) {
        let text: String =
            switch answer.outcome {
            case .ad(let ad): "answers with an ad (\"\(ad.headline ?? "no headline")\")"
            case .failure(let code):
                "answers with failure \(code)" + (answer.withoutError ? " and no error object" : "")
            }
        enqueue(delay: answer.delayMilliseconds, thread: answer.thread, answer: text, work)
    }

    private func enqueue(delay: Int, thread: CallbackThread, answer: String?, _ work: @escaping () -> Void) {
        let transfer = LegacyTransfer(work)
        state.withLock { state in
            let load = (LaneLoad.current ?? state.currentLoad) ?? max(0, state.fetches - 1)
            state.pending.append(
                ScheduledWork(
                    time: state.now + max(0, delay), order: state.order, thread: thread, load: load,
                    answer: answer, work: transfer))
            state.order += 1
        }
    }

    func createsAdObject() -> Bool {
        // The load being started, else (an object made in a later main-queue hop) the load
        // whose fetch comes next, as `fetch` attributes it.
        let load = LaneLoad.current ?? state.withLock { $0.currentLoad ?? $0.fetches }
        guard load < scripts.count, scripts[load].createsNoAdObject else { return true }
        record(.networkObservation(.noAdObjectCreated), load: load)
        return false
    }

    func observe(_ observation: NetworkObservation) {
        record(.networkObservation(observation), load: attributedLoad)
    }

    func note(_ event: String) {
        record(.networkNote(event), load: attributedLoad)
    }

    /// The load a network's note, observation or privacy hand-over belongs to: the one whose lane
    /// runs it, else the one the SDK's main thread is running.
    var attributedLoad: Int? { LaneLoad.current ?? state.withLock { $0.currentLoad } }

    func register(eventSink: @escaping (NetworkEvent) -> Void) {
        let sink = LegacyTransfer(eventSink)
        state.withLock { state in
            let load = (LaneLoad.current ?? state.currentLoad) ?? max(0, state.fetches - 1)
            state.sinks[load, default: []].append(sink)
        }
    }

    /// Called by the SDK side just before `present(from:)`: the network plays `events` when
    /// the adapter asks it to show, and the show is judged against `viewController` (FUL-1).
    func expectShow(_ events: [ShowEvent], from viewController: AnyObject) {
        let reference = LegacyTransfer(Weak(viewController))
        state.withLock { $0.pendingShow = (events, reference) }
    }

    func show(from viewController: AnyObject?) {
        let (pending, load) = state.withLock { state in
            defer { state.pendingShow = nil }
            return (state.pendingShow, (LaneLoad.current ?? state.currentLoad) ?? 0)
        }
        let sdkViewController = pending?.viewController.value.object
        record(.networkShow(givenSDKViewController: viewController.map { $0 === sdkViewController }), load: load)
        for event in pending?.events ?? [] {
            let work = LegacyTransfer<() -> Void> { [self] in
                record(.networkEvent(event.event), load: load)
                sinks(load: load).last?(event.event)
            }
            state.withLock { state in
                state.pending.append(
                    ScheduledWork(
                        time: state.now + event.delayMilliseconds, order: state.order, thread: event.thread,
                        load: load, answer: nil, work: work))
                state.order += 1
            }
        }
    }

    func registerAdView(_ view: AnyObject) {
        let reference = LegacyTransfer(Weak(view))
        state.withLock { state in
            let load = (LaneLoad.current ?? state.currentLoad) ?? state.fetches
            state.adViews[load] = reference
        }
    }

    /// The view the network registered for a load, if it is still alive.
    func adView(load: Int) -> AnyObject? {
        state.withLock { $0.adViews[load] }?.value.object
    }

    /// Sinks registered for a load (the last one registered is the live ad).
    func sinks(load: Int) -> [(NetworkEvent) -> Void] {
        state.withLock { $0.sinks[load] ?? [] }.map(\.value)
    }

    /// Queues `work` on the clock without attributing it to a load's scripted answers.
    func scheduleUnattributed(afterMilliseconds delay: Int, on thread: CallbackThread, _ work: @escaping () -> Void) {
        let transfer = LegacyTransfer(work)
        state.withLock { state in
            state.pending.append(
                ScheduledWork(
                    time: state.now + max(0, delay), order: state.order, thread: thread, load: nil, answer: nil,
                    work: transfer))
            state.order += 1
        }
    }

    // MARK: Scheduling

    /// Removes and returns every callback due at the earliest pending time, if it is no
    /// later than `limit`; the clock moves to that time.
    func takeNextBatch(notAfter limit: Int) -> [ScheduledWork] {
        state.withLock { state in
            guard let earliest = state.pending.map(\.time).min(), earliest <= limit else { return [] }
            let due = state.pending.filter { $0.time == earliest }.sorted { $0.order < $1.order }
            state.pending.removeAll { $0.time == earliest }
            state.now = max(state.now, earliest)
            return due
        }
    }

}
