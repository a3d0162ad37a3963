import Foundation

/// What running a scenario produced, before rules judge it.
package struct ScenarioRun: Sendable {
    package var scenario: Scenario
    package var trace: Trace
    /// Real-time durations of SDK calls into the adapter, in microseconds, by call name.
    /// Kept out of the trace so the trace stays deterministic.
    package var timings: [CallTiming]
}

/// How long one SDK call into the adapter took in real time.
package struct CallTiming: Codable, Equatable, Sendable {
    package var call: String
    /// Whether the SDK makes this call on the main thread.
    package var onMainThread: Bool
    /// Duration in microseconds.
    package var microseconds: Int
}
