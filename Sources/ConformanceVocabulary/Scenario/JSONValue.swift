import Foundation

/// A parsed JSON document (RFC 8259), as scenario files are read. Numbers keep their text,
/// so a complaint can quote the number as the file wrote it and nothing is rounded before a
/// field's range is checked.
enum JSONValue {
    case null
    case bool(Bool)
    case number(String)
    case string(String)
    case array([JSONValue])
    case object(JSONFields)

    /// Why a text is not JSON, and where: a line and a column (in characters) from 1.
    struct SyntaxError: Error, CustomStringConvertible {
        let message: String
        let line: Int
        let column: Int

        var description: String { "\(message) at line \(line), column \(column)" }
    }

    /// The value `data` holds, whitespace around it allowed (and a UTF-8 byte order mark).
    static func parse(_ data: Data) throws(SyntaxError) -> JSONValue {
        let result: Result<JSONValue, SyntaxError> = data.withUnsafeBytes { raw in
            var parser = JSONParser(bytes: raw.bindMemory(to: UInt8.self))
            return Result { () throws(SyntaxError) in try parser.document() }
        }
        return try result.get()
    }
}

/// An object's fields, in the order the file wrote them. A scenario's objects hold a handful,
/// so a look-up walks them rather than hashing every name (which a dictionary did twice: as
/// the object was read and as each field was asked for).
struct JSONFields: Sequence {
    private var pairs: [(key: String, value: JSONValue)] = []
    /// The names, once there are too many to compare in turn: a file of a hundred thousand
    /// fields in one object is not read in quadratic time.
    private var names: Set<String>?

    subscript(key: String) -> JSONValue? { pairs.first { $0.key == key }?.value }
    var keys: [String] { pairs.map(\.key) }
    var count: Int { pairs.count }
    var isEmpty: Bool { pairs.isEmpty }
    func makeIterator() -> IndexingIterator<[(key: String, value: JSONValue)]> { pairs.makeIterator() }

    /// Adds the field unless the object has one of that name already; false then.
    fileprivate mutating func insert(_ key: String, _ value: JSONValue) -> Bool {
        if names != nil {
            guard names!.insert(key).inserted else { return false }
        } else {
            guard !pairs.contains(where: { $0.key == key }) else { return false }
            if pairs.count >= 16 { names = Set(keys + [key]) }
        }
        pairs.append((key, value))
        return true
    }
}

/// The parser behind ``JSONValue/parse(_:)``: one pass over the bytes, strings copied out
/// whole unless they hold escapes.
private struct JSONParser {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0
    /// Deeper documents are refused rather than risk the stack: no scenario nests past ten.
    static let maximumDepth = 256

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    mutating func document() throws(JSONValue.SyntaxError) -> JSONValue {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        skipWhitespace()
        let value = try value(depth: 0)
        skipWhitespace()
        guard index == bytes.count else { throw error("unexpected text after the document") }
        return value
    }

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func skipWhitespace() {
        while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { index += 1 }
    }

    private mutating func value(depth: Int) throws(JSONValue.SyntaxError) -> JSONValue {
        guard depth < Self.maximumDepth else { throw error("nested more than \(Self.maximumDepth) levels deep") }
        guard let byte = current else { throw error("unexpected end of the text; expected a value") }
        switch byte {
        case UInt8(ascii: "{"): return try object(depth: depth)
        case UInt8(ascii: "["): return try array(depth: depth)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): return try literal("true", .bool(true))
        case UInt8(ascii: "f"): return try literal("false", .bool(false))
        case UInt8(ascii: "n"): return try literal("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
        default: throw error("unexpected character \(character()); expected a value")
        }
    }

    private mutating func object(depth: Int) throws(JSONValue.SyntaxError) -> JSONValue {
        var fields = JSONFields()
        try members(closedBy: "}", after: "a field") { parser throws(JSONValue.SyntaxError) in
            guard parser.current == UInt8(ascii: "\"") else { throw parser.expected("a field name in double quotes") }
            let keyStart = parser.index
            let key = try parser.string()
            parser.skipWhitespace()
            guard parser.current == UInt8(ascii: ":") else { throw parser.expected("':' after the field name") }
            parser.index += 1
            parser.skipWhitespace()
            let value = try parser.value(depth: depth + 1)
            guard fields.insert(key, value) else {
                parser.index = keyStart
                throw parser.error("the field \"\(key)\" appears twice in one object")
            }
        }
        return .object(fields)
    }

    private mutating func array(depth: Int) throws(JSONValue.SyntaxError) -> JSONValue {
        var items: [JSONValue] = []
        try members(closedBy: "]", after: "an array item") { parser throws(JSONValue.SyntaxError) in
            items.append(try parser.value(depth: depth + 1))
        }
        return .array(items)
    }

    /// The members of the object or array that starts here, each read by `member`, separated
    /// by commas, up to `closing`.
    private mutating func members(
        closedBy closing: Unicode.Scalar, after what: String,
        _ member: (inout JSONParser) throws(JSONValue.SyntaxError) -> Void
    ) throws(JSONValue.SyntaxError) {
        let close = UInt8(ascii: closing)
        index += 1
        skipWhitespace()
        if current == close {
            index += 1
            return
        }
        while true {
            skipWhitespace()
            try member(&self)
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): index += 1
            case close:
                index += 1
                return
            default: throw expected("',' or '\(closing)' after \(what)")
            }
        }
    }

    private mutating func literal(_ word: StaticString, _ value: JSONValue) throws(JSONValue.SyntaxError) -> JSONValue {
        let text = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        guard bytes.count - index >= text.count, bytes[index..<index + text.count].elementsEqual(text) else {
            throw error("unexpected character \(character()); expected a value")
        }
        index += text.count
        return value
    }

    private mutating func number() throws(JSONValue.SyntaxError) -> JSONValue {
        let start = index
        func digits(_ parser: inout JSONParser) -> Int {
            let first = parser.index
            while let byte = parser.current, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") { parser.index += 1 }
            return parser.index - first
        }
        if current == UInt8(ascii: "-") { index += 1 }
        let leadingZero = current == UInt8(ascii: "0")
        let whole = digits(&self)
        guard whole > 0 else { throw expected("a digit") }
        if leadingZero, whole > 1 {
            index = start
            throw error("a number with a leading zero")
        }
        if current == UInt8(ascii: ".") {
            index += 1
            guard digits(&self) > 0 else { throw expected("a digit after the decimal point") }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            index += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
            guard digits(&self) > 0 else { throw expected("a digit in the exponent") }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let double = Double(text), double.isFinite else {
            index = start
            throw error("the number \(text) is too large")
        }
        return .number(text)
    }

    private mutating func string() throws(JSONValue.SyntaxError) -> String {
        index += 1
        let start = index
        // Most strings hold no escape: found whole, checked as UTF-8 once (and not at all
        // when every byte is ASCII, which is nearly always).
        var bits: UInt8 = 0
        while let byte = current, byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\") {
            guard byte >= 0x20 else { throw error("a control character inside a string; write it as an escape") }
            bits |= byte
            index += 1
        }
        guard let stop = current else { throw error("unexpected end of the text inside a string") }
        var text = try utf8(start..<index, ascii: bits < 0x80)
        if stop == UInt8(ascii: "\"") {
            index += 1
            return text
        }
        while true {
            guard let byte = current else { throw error("unexpected end of the text inside a string") }
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return text
            case UInt8(ascii: "\\"):
                index += 1
                try escape(into: &text)
            default:
                guard byte >= 0x20 else { throw error("a control character inside a string; write it as an escape") }
                let run = index
                while let next = current, next != UInt8(ascii: "\""), next != UInt8(ascii: "\\"), next >= 0x20 {
                    index += 1
                }
                text += try utf8(run..<index)
            }
        }
    }

    private func utf8(_ range: Range<Int>, ascii: Bool = false) throws(JSONValue.SyntaxError) -> String {
        // `String(validating:)` takes a generic path over a slice; ASCII needs no validating.
        if ascii { return String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self) }
        guard let text = String(validating: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self) else {
            var parser = self
            parser.index = range.lowerBound
            throw parser.error("a string that is not valid UTF-8")
        }
        return text
    }

    private mutating func escape(into text: inout String) throws(JSONValue.SyntaxError) {
        guard let byte = current else { throw error("unexpected end of the text inside a string") }
        index += 1
        switch byte {
        case UInt8(ascii: "\""): text.append("\"")
        case UInt8(ascii: "\\"): text.append("\\")
        case UInt8(ascii: "/"): text.append("/")
        case UInt8(ascii: "b"): text.append("\u{08}")
        case UInt8(ascii: "f"): text.append("\u{0C}")
        case UInt8(ascii: "n"): text.append("\n")
        case UInt8(ascii: "r"): text.append("\r")
        case UInt8(ascii: "t"): text.append("\t")
        case UInt8(ascii: "u"):
            let escapeStart = index - 2
            var unit = try hex4()
            if (0xD800...0xDBFF).contains(unit) {
                // A character beyond the basic plane comes as a surrogate pair.
                guard bytes.count - index >= 2, bytes[index] == UInt8(ascii: "\\"),
                    bytes[index + 1] == UInt8(ascii: "u")
                else {
                    index = escapeStart
                    throw error("a lone surrogate in a \\u escape")
                }
                index += 2
                let low = try hex4()
                guard (0xDC00...0xDFFF).contains(low) else {
                    index = escapeStart
                    throw error("a lone surrogate in a \\u escape")
                }
                unit = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
            }
            guard let scalar = Unicode.Scalar(unit) else {
                index = escapeStart
                throw error("a lone surrogate in a \\u escape")
            }
            text.unicodeScalars.append(scalar)
        default:
            index -= 2
            throw error("an unknown escape \(character(at: index + 1)) in a string")
        }
    }

    private mutating func hex4() throws(JSONValue.SyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = current else { throw error("unexpected end of the text inside a \\u escape") }
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw expected("four hexadecimal digits after \\u")
            }
            value = value << 4 | UInt32(digit)
            index += 1
        }
        return value
    }

    // MARK: - Complaints

    private func character(at position: Int? = nil) -> String {
        let at = position ?? index
        guard at < bytes.count else { return "end of text" }
        let byte = bytes[at]
        return byte >= 0x20 && byte < 0x7F
            ? "'\(Character(Unicode.Scalar(byte)))'" : "byte 0x\(String(byte, radix: 16))"
    }

    private func expected(_ what: String) -> JSONValue.SyntaxError {
        error(
            current == nil ? "unexpected end of the text; expected \(what)" : "found \(character()); expected \(what)")
    }

    /// A complaint at the current byte, its line and column counted then (errors are rare).
    private func error(_ message: String) -> JSONValue.SyntaxError {
        var line = 1
        var lineStart = 0
        for position in 0..<min(index, bytes.count) where bytes[position] == 0x0A {
            line += 1
            lineStart = position + 1
        }
        let column = String(decoding: bytes[lineStart..<min(index, bytes.count)], as: UTF8.self).count + 1
        return JSONValue.SyntaxError(message: message, line: line, column: column)
    }
}
