import Foundation

/// The ordered record of one scenario. Same inputs give the same trace: times are
/// scenario time and threads are labels, never real clocks or thread IDs.
package struct Trace: Equatable, Sendable {
    /// Events in order.
    package var events: [TraceEvent]

    package init(events: [TraceEvent] = []) { self.events = events }

    /// Whether the SDK let go of a load's handler while the adapter still held it (the
    /// adapter may call it later). A pattern match, not `==`: the engine asks this of every
    /// trace, and comparing kinds copied each event.
    package var keepsAHandler: Bool {
        events.contains { if case .handlerReleased(false) = $0.kind { true } else { false } }
    }

    /// The trace as text, one event per line, for reports and failure messages.
    package var text: String {
        // Rendered into one byte buffer (see ByteBuffer): every report renders every trace.
        var buffer = ByteBuffer(capacity: events.count * 112)
        render(into: &buffer)
        return buffer.text
    }

    /// Scenario time as `String(format: "%7.3fs")` would print it, without Foundation's
    /// formatter: reports render every trace, and the formatter was half of that cost.
    static func secondsColumn(_ milliseconds: Int) -> String {
        var buffer = ByteBuffer(capacity: 16)
        buffer.addSecondsColumn(milliseconds)
        return buffer.text
    }

    /// Events of one load.
    package func events(load: Int) -> [TraceEvent] { events.filter { $0.load == load } }
}
