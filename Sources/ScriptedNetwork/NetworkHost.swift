import Foundation

/// The party that runs a scripted network: the conformance engine during a scenario, or a
/// test double. A network stand-in or an adopter's scripted client talks only to its host:
/// it records what the adapter asked, learns what to answer, and schedules its callbacks on
/// the host's clock, so that delays cost no real time and every callback lands in the trace.
///
/// Adopters receive a host in their fixture's `connect` and never implement one. Their
/// client calls `play(_:make:answer:)` (which uses `fetch` and `register(eventSink:)`),
/// `schedule(afterMilliseconds:on:_:)`, `observe(_:)`, `note(_:)` and `registerAdView(_:)`.
///
/// Adapter and network objects are legacy, non-Sendable classes that must run on other
/// threads when a script says so. Closures handed to `schedule` may capture them; the host
/// is the one place that moves them across threads.
public protocol NetworkHost: AnyObject, Sendable {
    /// Records `request` in the trace as the network's fetch and returns what the scenario
    /// scripted for it. Adopters call `play(_:make:answer:)` rather than this.
    func fetch(_ request: NetworkRequest) -> NetworkScript
    /// Runs `work` after `delayMilliseconds` of scenario time (not wall time), on the main
    /// thread or on a background lane; work on different lanes at the same time races.
    func schedule(afterMilliseconds delayMilliseconds: Int, on thread: CallbackThread, _ work: @escaping () -> Void)
    /// Schedules `work` as the delivery of `answer`, one of the answers the last `fetch`
    /// returned: the trace shows it as the network's answer. Work scheduled with
    /// `schedule(afterMilliseconds:on:_:)` is the network's or the fixture's own, and is never
    /// shown as a scripted answer. `play(_:make:answer:)` calls this.
    func schedule(answer: NetworkAnswer, _ work: @escaping () -> Void)
    /// Records what the network saw the adapter do with a native ad (registered its view,
    /// passed on a click or an impression): the rules that check what the adapter handed the
    /// network judge these.
    func observe(_ observation: NetworkObservation)
    /// Writes a network-side happening into the trace verbatim ("initialize(appKey: …)"), for
    /// people reading it; no rule reads notes, so what rules judge goes to `observe(_:)`.
    func note(_ event: String)
    /// Registers the receiver of the post-load events the scenario triggers (clicks,
    /// impressions, video) for the most recent fetch. `play(_:make:answer:)` calls it for
    /// the first ad delivered.
    func register(eventSink: @escaping (NetworkEvent) -> Void)
    /// Tells the host which view the network renders the current banner fetch into, so the
    /// SDK can check the adapter returns that very view (BAN-1). Call it before `play`.
    func registerAdView(_ view: AnyObject)
    /// Records that the network was asked to show its full-screen ad, with the view
    /// controller its show call was given (`nil` when that call takes none), then plays what
    /// the scenario scripted for the show through the ad's event sink (see
    /// `register(eventSink:)`). A network stand-in calls it when its ad can be shown; one
    /// that refuses the show itself (never loaded, expired, shown already) reports that
    /// through its own delegate instead.
    func show(from viewController: AnyObject?)
    /// Records that the adapter asked the network for its bidding signals (its bid token) and
    /// returns what the scenario scripted for that request. Adopters call
    /// `playSignals(_:answer:)` rather than this.
    func fetchSignals(_ request: SignalRequest) -> SignalScript
    /// Records the child and age flags the adapter handed the network outside a fetch (at
    /// set-up, or through a process-wide setter), for PRV-1.
    func notePrivacy(_ privacy: NetworkPrivacy)
    /// Whether the network's ad factory makes an ad object for the load being started: a stub
    /// whose SDK's `create…` may return `nil` asks before making one (the scenario scripts
    /// ``NetworkScript/createsNoAdObject``), and the host records the refusal in the trace.
    func createsAdObject() -> Bool
}

extension NetworkHost {
    /// Default for hosts without scripts: every ad object is made.
    public func createsAdObject() -> Bool { true }
    /// Default for hosts that do not trace answers: schedules `work` at the answer's time and thread.
    public func schedule(answer: NetworkAnswer, _ work: @escaping () -> Void) {
        schedule(afterMilliseconds: answer.delayMilliseconds, on: answer.thread, work)
    }
    /// Default for hosts that do not check banner views: ignores the view.
    public func registerAdView(_ view: AnyObject) {}
    /// Default for hosts without full-screen scenarios: nothing is scripted for a show.
    public func show(from viewController: AnyObject?) {}
    /// Default for hosts without signal scenarios: one token, at once, on the calling thread's lane.
    public func fetchSignals(_ request: SignalRequest) -> SignalScript { .token(SignalScript.defaultToken) }
    /// Default for hosts that do not judge privacy: ignores the flags.
    public func notePrivacy(_ privacy: NetworkPrivacy) {}
}

/// Harness-only: carries a non-Sendable value across a concurrency boundary that the caller
/// knows to be safe (the scenario runs one callback at a time, or the value is only used by
/// one thread). Every crossing of legacy adapter objects goes through this one type, so it
/// can be audited.
package struct LegacyTransfer<Value>: @unchecked Sendable {
    /// The carried value.
    package let value: Value
    /// Wraps a value.
    package init(_ value: Value) { self.value = value }
}
