import ScriptedNetwork

/// The thread a trace event happened on, as traces show it. Rules ask what kind of thread a
/// call came from; the label is only for people.
package enum TraceThread: Hashable, Sendable, CustomStringConvertible {
    /// The SDK's main thread, which the engine drives.
    case main
    /// A scripted network lane (`CallbackThread.background(n)`).
    case background(Int)
    /// A thread the adapter started itself.
    case other
    /// Events of racing lanes, merged into one canonical order after the race.
    case race

    package init(_ lane: CallbackThread) {
        switch lane {
        case .main: self = .main
        case .background(let n): self = .background(n)
        }
    }

    package var description: String {
        switch self {
        case .main: "main"
        case .background(let n): "background-\(n)"
        case .other: "other"
        case .race: "race"
        }
    }

    package var isBackgroundLane: Bool { if case .background = self { true } else { false } }
}

extension TraceThread: Codable {
    package init(from decoder: any Decoder) throws {
        let label = try decoder.singleValueContainer().decode(String.self)
        switch label {
        case "main": self = .main
        case "other": self = .other
        case "race": self = .race
        default:
            guard label.hasPrefix("background-"), let lane = Int(label.dropFirst("background-".count)), lane >= 0 else {
                throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "unknown thread '\(label)'"))
            }
            self = .background(lane)
        }
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
