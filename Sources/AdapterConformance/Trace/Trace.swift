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
        events.map { event in
            let seconds = String(format: "%7.3fs", Double(event.timeMilliseconds) / 1000)
            let load = event.load.map { " load\($0)" } ?? ""
            return "\(seconds) [\(event.thread)\(load)] \(event.kind.summary)"
        }.joined(separator: "\n")
    }

    /// Events of one load.
    public func events(load: Int) -> [TraceEvent] { events.filter { $0.load == load } }
}
