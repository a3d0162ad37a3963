import Foundation

/// What running a scenario produced, before rules judge it.
public struct ScenarioRun: Sendable {
    /// The scenario.
    public var scenario: Scenario
    /// The trace.
    public var trace: Trace
    /// Real-time durations of SDK calls into the adapter, in microseconds, by call name.
    /// Kept out of the trace so the trace stays deterministic.
    public var timings: [CallTiming]
}

/// How long one SDK call into the adapter took in real time.
public struct CallTiming: Codable, Equatable, Sendable {
    /// The call.
    public var call: String
    /// Whether the SDK makes this call on the main thread.
    public var onMainThread: Bool
    /// Duration in microseconds.
    public var microseconds: Int
}
