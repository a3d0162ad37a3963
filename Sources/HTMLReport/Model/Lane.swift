import ConformanceVocabulary

/// A column of the sequence diagram: who takes part in a trace step.
///
/// Of the trace's actors (``TraceActor``), the publisher (custom click handler) and the system
/// (opening URLs) both stand for the app around the SDK, so they share the left lane. The
/// harness and the sanitizer speak across all lanes and have none of their own.
package enum Lane: Int, CaseIterable, Sendable, Comparable {
    case app = 0
    case sdk
    case adapter
    case network

    /// The heading of the lane's column.
    var title: String {
        switch self {
        case .app: "publisher / system"
        case .sdk: "SDK"
        case .adapter: "adapter"
        case .network: "network"
        }
    }

    /// The lane of an actor; `nil` for the harness and the sanitizer, which speak across all lanes.
    init?(_ actor: TraceActor) {
        switch actor {
        case .sdk: self = .sdk
        case .adapter: self = .adapter
        case .network: self = .network
        case .publisher, .system: self = .app
        case .harness, .sanitizer: return nil
        }
    }

    package static func < (lhs: Lane, rhs: Lane) -> Bool { lhs.rawValue < rhs.rawValue }
}
