import Foundation

/// One line of a scenario's trace, taken apart for the sequence diagram.
///
/// Trace text (see `TraceText.swift` in the engine) reads
/// `  0.005s [background-1 load0] adapter → sdk  completion #1(ad: X, error: nil)`: virtual
/// time, the thread and the load it belongs to, then who talked to whom and what was said.
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

    /// Parses one trace line; `nil` when the line does not start with a time and a thread
    /// (it then continues the previous step's text, e.g. an error description with a newline).
    init?(line: Substring) {
        let trimmed = line.drop { $0 == " " }
        guard let space = trimmed.firstIndex(of: " "), trimmed[..<space].last == "s" else { return nil }
        let time = trimmed[..<space]
        guard time.dropLast().allSatisfy({ $0.isNumber || $0 == "." || $0 == "-" }), time.contains(".") else {
            return nil
        }
        let rest = trimmed[trimmed.index(after: space)...]
        guard rest.first == "[", let close = rest.firstIndex(of: "]") else { return nil }
        let bracket = rest[rest.index(after: rest.startIndex)..<close]
        let words = bracket.split(separator: " ", maxSplits: 1)
        guard let thread = words.first else { return nil }
        var text = rest[rest.index(after: close)...]
        if text.first == " " { text = text.dropFirst() }
        let (route, label) = StepRoute.parse(text)
        self.init(
            time: String(time), thread: String(thread), load: words.count > 1 ? String(words[1]) : nil, route: route,
            label: String(label))
    }

    /// The kind of thread, for colouring: main, background lanes, races, the adapter's own.
    var threadKind: ThreadKind {
        if thread == "main" { return .main }
        if thread.hasPrefix("background") { return .background }
        if thread == "race" { return .race }
        return .other
    }

    enum ThreadKind {
        case main, background, race, other
    }
}
