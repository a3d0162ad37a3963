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
    /// Works on UTF-8 bytes: reports hold hundreds of thousands of these lines.
    init?(line: Substring) {
        let bytes = line.utf8
        guard let timeStart = bytes.firstIndex(where: { $0 != UInt8(ascii: " ") }),
            let timeEnd = bytes[timeStart...].firstIndex(of: UInt8(ascii: " ")),
            bytes[bytes.index(before: timeEnd)] == UInt8(ascii: "s"),
            bytes[timeStart..<bytes.index(before: timeEnd)].allSatisfy({ Self.isTimeByte($0) }),
            bytes[timeStart..<timeEnd].contains(UInt8(ascii: "."))
        else { return nil }
        let open = bytes.index(after: timeEnd)
        guard open < bytes.endIndex, bytes[open] == UInt8(ascii: "["),
            let close = bytes[open...].firstIndex(of: UInt8(ascii: "]"))
        else { return nil }
        let bracket = line[bytes.index(after: open)..<close]
        let space = bracket.utf8.firstIndex(of: UInt8(ascii: " "))
        var text = line[bytes.index(after: close)...]
        if text.utf8.first == UInt8(ascii: " ") { text = text[text.utf8.index(after: text.startIndex)...] }
        let (route, label) = StepRoute.parse(text)
        self.init(
            time: String(line[timeStart..<timeEnd]), thread: String(bracket[..<(space ?? bracket.endIndex)]),
            load: space.map { String(bracket[bracket.utf8.index(after: $0)...]) }, route: route, label: String(label))
    }

    private static func isTimeByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-")
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
