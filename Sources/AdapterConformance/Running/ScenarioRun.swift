import ConformanceVocabulary
import Foundation
import GoogleMobileAds

/// What running a scenario produced, before rules judge it.
package struct ScenarioRun: Sendable {
    package var scenario: Scenario
    package var trace: Trace
    /// Real-time durations of SDK calls into the adapter, in microseconds, by call name.
    /// Kept out of the trace so the trace stays deterministic.
    package var timings: [CallTiming]
    /// The scenario's host outlives the run when the adapter keeps its handlers: what it
    /// records later still belongs to this scenario.
    let host: ScenarioHost
}

/// An SDK call into the adapter whose real duration the engine measures.
package enum TimedCall: Hashable, Sendable, CustomStringConvertible {
    case classMember(ClassMember)
    case setUp
    /// Reading the banner's `view`.
    case bannerView
    /// Reading every asset of the mapped native ad.
    case nativeAdAssets
    case didRender
    /// `present(from:)` on a full-screen ad.
    case present
    /// A call into an optional member of the adapter's protocols.
    case optional(OptionalMember)

    package var description: String {
        switch self {
        case .classMember(let member): member.rawValue
        case .setUp: "setUp(with:completionHandler:)"
        case .bannerView: "view"
        case .nativeAdAssets: "native ad assets"
        case .didRender: "didRender(in:…)"
        case .present: "present(from:)"
        case .optional(let member): member.rawValue
        }
    }
}

/// How long one SDK call into the adapter took in real time.
package struct CallTiming: Equatable, Sendable {
    package var call: TimedCall
    /// Whether the SDK makes this call on the main thread.
    package var onMainThread: Bool
    /// Duration in microseconds.
    package var microseconds: Int
}
