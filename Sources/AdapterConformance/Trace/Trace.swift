import Foundation

/// The ordered record of one scenario. Same inputs give the same trace: times are
/// scenario time and threads are labels, never real clocks or thread IDs.
public struct Trace: Codable, Equatable, Sendable {
    /// Events in order.
    public var events: [TraceEvent]

    /// Creates a trace.
    public init(events: [TraceEvent] = []) { self.events = events }

    /// The trace as text, one event per line, for reports and failure messages.
    public var text: String {
        // Appended into one buffer: every report renders every trace.
        var text = ""
        text.reserveCapacity(events.count * 96)
        for (index, event) in events.enumerated() {
            if index > 0 { text += "\n" }
            text += Self.secondsColumn(event.timeMilliseconds)
            text += " ["
            text += event.thread
            if let load = event.load {
                text += " load"
                text += String(load)
            }
            text += "] "
            text += event.kind.summary
        }
        return text
    }

    /// Scenario time as `String(format: "%7.3fs")` would print it, without Foundation's
    /// formatter: reports render every trace, and the formatter was half of that cost.
    static func secondsColumn(_ milliseconds: Int) -> String {
        let magnitude = milliseconds.magnitude
        let fraction = String(magnitude % 1000)
        var text = "\(milliseconds < 0 ? "-" : "")\(magnitude / 1000)."
        text += String(repeating: "0", count: 3 - fraction.count) + fraction
        if text.count < 7 { text = String(repeating: " ", count: 7 - text.count) + text }
        return text + "s"
    }

    /// Events of one load.
    public func events(load: Int) -> [TraceEvent] { events.filter { $0.load == load } }
}
