import ConformanceVocabulary

/// One line of a trace as the engine renders it (`Trace.text`), read back:
/// `#4    0.005s [background-1 load0] adapter → sdk  completion #1(ad: X, error: nil)`: the
/// event's number, virtual time, the thread and the load it belongs to, then who talked to
/// whom, two spaces, and what was said.
package struct TraceLine: Sendable, Equatable {
    /// Virtual time as printed, e.g. `0.005s`.
    package var time: String
    /// The thread label: `main`, `background-1`, `race`, `other`.
    package var thread: String
    /// The load the event belongs to (`load0`), if any.
    package var load: String?
    /// The actors and what was said (continuation lines included, after newlines).
    package var text: String
    /// The event's number from the line's `#N` column; `nil` for reports written without it.
    package var sequence: Int? = nil

    package init(time: String, thread: String, load: String? = nil, text: String) {
        self.time = time
        self.thread = thread
        self.load = load
        self.text = text
    }

    /// Parses one trace line; `nil` when the line does not start with a time and a thread
    /// (it then continues the previous event's text, e.g. an error description with a newline).
    /// Works on UTF-8 bytes: reports hold hundreds of thousands of these lines.
    package init?(line: Substring) {
        let bytes = line.utf8
        guard var timeStart = bytes.firstIndex(where: { $0 != UInt8(ascii: " ") }) else { return nil }
        // The event's `#N` column comes first; reports written before it had none.
        var number: Int?
        if bytes[timeStart] == UInt8(ascii: "#") {
            var index = bytes.index(after: timeStart)
            while index < bytes.endIndex, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
                index = bytes.index(after: index)
            }
            guard index > bytes.index(after: timeStart),
                let next = bytes[index...].firstIndex(where: { $0 != UInt8(ascii: " ") })
            else { return nil }
            number = Int(String(line[bytes.index(after: timeStart)..<index]))
            timeStart = next
        }
        guard
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
        self.init(
            time: String(line[timeStart..<timeEnd]), thread: String(bracket[..<(space ?? bracket.endIndex)]),
            load: space.map { String(bracket[bracket.utf8.index(after: $0)...]) }, text: String(text))
        sequence = number
    }

    private static func isTimeByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-")
    }

    /// The actors of an event's text and what was said: `sdk → adapter  load native` gives
    /// `("sdk", "adapter", "load native")`, `network  setNativeAdView(_:)` gives
    /// `("network", nil, …)`; text without two spaces has no actors.
    package static func actors(of text: Substring) -> (from: Substring, to: Substring?, label: Substring)? {
        guard let gap = firstIndex(of: gap, in: text) else { return nil }
        let head = text[..<gap]
        let label = text[text.utf8.index(gap, offsetBy: Self.gap.count)...]
        if let arrow = firstIndex(of: arrow, in: head) {
            return (head[..<arrow], head[head.utf8.index(arrow, offsetBy: Self.arrow.count)...], label)
        }
        return (head, nil, label)
    }

    /// Two spaces end the actors; ` → ` joins two of them (as UTF-8, searched byte by byte
    /// because Foundation's string search costs far more on Linux).
    private static let gap = Array("  ".utf8)
    private static let arrow = Array(" → ".utf8)

    private static func firstIndex(of needle: [UInt8], in text: Substring) -> String.Index? {
        let bytes = text.utf8
        var index = bytes.startIndex
        while index < bytes.endIndex {
            if bytes[index] == needle[0], bytes[index...].starts(with: needle) { return index }
            index = bytes.index(after: index)
        }
        return nil
    }

    /// The load as the engine labels it (`load0`).
    package static func label(load: Int?) -> String? { load.map { "load\($0)" } }
}
