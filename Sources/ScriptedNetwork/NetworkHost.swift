import Foundation

/// The party that runs a scripted network: the conformance engine during a scenario, or a
/// test double. A network stand-in talks only to its host: it records what the adapter
/// asked, learns what to answer, and schedules its callbacks on the host's clock, so that
/// delays cost no real time and every callback lands in the trace.
///
/// Adapter and network objects are legacy, non-Sendable classes that must run on other
/// threads when a script says so. Closures handed to `schedule` may capture them; the host
/// is the one place that moves them across threads (see `LegacyTransfer`).
public protocol NetworkHost: AnyObject, Sendable {
    /// Records a fetch and returns the script for it.
    func fetch(_ request: NetworkRequest) -> NetworkScript
    /// Runs `work` at `delayMilliseconds` of scenario time from now, on `thread`.
    func schedule(afterMilliseconds delayMilliseconds: Int, on thread: CallbackThread, _ work: @escaping () -> Void)
    /// Notes a network-side happening in the trace ("banner rendered", "click handled").
    func note(_ event: String)
    /// Registers the receiver of post-load network events for the most recent fetch.
    func register(eventSink: @escaping (NetworkEvent) -> Void)
    /// Tells the host which view the network renders the current fetch into (banners), so
    /// the SDK can check the adapter returns that very view.
    func registerAdView(_ view: AnyObject)
}

extension NetworkHost {
    /// Default: the host does not track views.
    public func registerAdView(_ view: AnyObject) {}
}

/// Carries a non-Sendable value across a concurrency boundary that the caller knows to be
/// safe (the scenario runs one callback at a time, or the value is only used by one thread).
/// Every crossing of legacy adapter objects goes through this one type, so it can be audited.
public struct LegacyTransfer<Value>: @unchecked Sendable {
    /// The carried value.
    public let value: Value
    /// Wraps a value.
    public init(_ value: Value) { self.value = value }
}
