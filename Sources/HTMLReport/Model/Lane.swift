/// A column of the sequence diagram: who takes part in a trace step.
///
/// The trace names six actors; the publisher (custom click handler) and the system (opening
/// URLs) both stand for the app around the SDK, so they share the left lane. The harness
/// speaks across all lanes and has none of its own.
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

    /// The lane of an actor as trace text spells it (`sdk`, `adapter`, …); `nil` for the harness
    /// and for words the trace does not use.
    init?(actor: Substring) {
        switch actor {
        case "sdk": self = .sdk
        case "adapter": self = .adapter
        case "network": self = .network
        case "publisher", "system": self = .app
        default: return nil
        }
    }

    package static func < (lhs: Lane, rhs: Lane) -> Bool { lhs.rawValue < rhs.rawValue }
}
