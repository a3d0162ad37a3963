import ConformanceVocabulary
import ReportGrammar

/// One event of a scenario's trace, taken apart for the sequence diagram: made from the event,
/// or read back from its line in a report (the line's grammar is ``TraceLine``'s). Its index
/// among the steps is the event's sequence number.
package struct TraceStep: Sendable, Equatable {
    /// Virtual time as printed, e.g. `0.005s`.
    package var time: String
    /// The thread label: `main`, `background-1`, `race`, `other`.
    package var thread: String
    /// The load the step belongs to (`load0`), if any.
    package var load: String?
    package var route: StepRoute
    /// What the step says, without its actors.
    package var label: String

    package init(time: String, thread: String, load: String? = nil, route: StepRoute, label: String) {
        self.time = time
        self.thread = thread
        self.load = load
        self.route = route
        self.label = label
    }

    /// A trace event as the diagram draws it, with the texts its line has.
    init(_ event: TraceEvent) {
        let (route, label) = StepRoute.of(event.kind)
        self.init(
            time: event.timeText, thread: event.thread.description, load: TraceLine.label(load: event.load),
            route: route, label: label)
    }

    /// A trace line as the diagram draws it.
    init(_ line: TraceLine) {
        let (route, label) = StepRoute.parse(line.text[...])
        self.init(time: line.time, thread: line.thread, load: line.load, route: route, label: String(label))
    }

    /// Parses one trace line (see ``TraceLine/init(line:)``); `nil` when the line does not
    /// start an event.
    init?(line: Substring) {
        guard let parsed = TraceLine(line: line) else { return nil }
        self.init(parsed)
    }

    /// The kind of thread, for colouring: main, background lanes, races, the adapter's own.
    var threadKind: ThreadKind {
        switch TraceThread(label: thread) {
        case .main: .main
        case .background: .background
        case .race: .race
        case .other, nil: .other
        }
    }

    enum ThreadKind {
        case main, background, race, other
    }
}
