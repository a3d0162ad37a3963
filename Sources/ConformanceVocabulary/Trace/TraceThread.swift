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

    /// The label traces show: a network lane as the scripted network names it (`main`,
    /// `background-N`, the spelling scenario files use too), else `other` or `race`.
    /// `TraceText` writes the same labels without building strings.
    package var description: String {
        switch self {
        case .main: CallbackThread.main.description
        case .background(let n): CallbackThread.background(lane: n).description
        case .other: "other"
        case .race: "race"
        }
    }

    /// The thread a label (`description`) names, if any.
    package init?(label: String) {
        switch label {
        case "main": self = .main
        case "other": self = .other
        case "race": self = .race
        default:
            let parts = label.split(separator: "-", maxSplits: 1)
            guard parts.count == 2, parts[0] == "background", let lane = Int(parts[1]), lane >= 0 else { return nil }
            self = .background(lane)
        }
    }

    package var isBackgroundLane: Bool { if case .background = self { true } else { false } }
}
