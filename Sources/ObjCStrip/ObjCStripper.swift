/// An attribute that Swift without Objective-C interoperability (Linux) rejects, and that
/// ``ObjCStripper`` therefore blanks out of an adapter's sources.
///
/// Attributes Linux accepts are left as written: `@nonobjc`, `@IBAction`, `@IBInspectable`,
/// `@IBDesignable`, `@GKInspectable`, `@NSManaged` and the `dynamic` of `@objc dynamic`.
public enum ObjCAttribute: String, CaseIterable, Sendable {
    /// `@objc` and `@objc(Name)` / `@objc(selector:with:)`, with its argument.
    case objc
    /// `@objcMembers`.
    case objcMembers
    /// `@IBOutlet`, which requires an `@objc` class type.
    case ibOutlet = "IBOutlet"
}

/// One attribute taken out of a source file; `line` and `column` count from 1, in bytes of UTF-8
/// for the column, at the attribute's `@`.
public struct ObjCRemoval: Equatable, Sendable {
    public let attribute: ObjCAttribute
    public let line: Int
    public let column: Int

    public init(attribute: ObjCAttribute, line: Int, column: Int) {
        self.attribute = attribute
        self.line = line
        self.column = column
    }
}

/// A source file with its Objective-C attributes blanked out.
public struct StrippedSource: Sendable {
    /// The source with every removed attribute (and its parenthesised argument) replaced by
    /// spaces, so every other character keeps its line and column.
    public let text: String
    /// What was removed, in source order.
    public let removals: [ObjCRemoval]

    /// ``text`` under a `#sourceLocation` directive naming `originalPath`, so diagnostics,
    /// `#filePath` and debug line tables name the original file and its own line numbers.
    ///
    /// When the first line is blank or a `//` comment (a licence header, typically) the directive
    /// takes its place and every line keeps its number in the output file too, so the excerpt
    /// under a compiler diagnostic is numbered like the original; otherwise it is added above.
    public func compilable(originalPath: String) -> String {
        var escaped = ""
        for character in originalPath {
            switch character {
            case "\\": escaped += "\\\\"
            case "\"": escaped += "\\\""
            default: escaped.append(character)
            }
        }
        let firstLineEnd = text.firstIndex(where: \.isNewline) ?? text.endIndex
        let firstLine = text[..<firstLineEnd].trimmingPrefix { $0 == " " || $0 == "\t" }
        if firstLine.allSatisfy(\.isWhitespace) || (firstLine.hasPrefix("//") && !firstLine.hasPrefix("///")) {
            return "#sourceLocation(file: \"\(escaped)\", line: 2)" + text[firstLineEnd...]
        }
        return "#sourceLocation(file: \"\(escaped)\", line: 1)\n" + text
    }
}

/// Removes the attributes of ``ObjCAttribute`` from Swift source code while leaving string
/// literals (single-line, multi-line, raw, with interpolations), extended regex literals and
/// comments (line, nested block, documentation) exactly as written.
public enum ObjCStripper {
    public static func strip(_ source: String) -> StrippedSource {
        var scanner = Scanner(Array(source.utf8))
        scanner.scanCode(untilClosingParenthesis: false)
        return StrippedSource(
            text: String(decoding: scanner.bytes, as: UTF8.self),
            removals: scanner.located())
    }
}

private struct Scanner {
    var bytes: [UInt8]
    var index = 0
    var found: [(offset: Int, attribute: ObjCAttribute)] = []

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    func byte(at offset: Int) -> UInt8? { offset < bytes.count ? bytes[offset] : nil }

    func starts(with text: StaticString, at offset: Int) -> Bool {
        let count = text.utf8CodeUnitCount
        guard offset + count <= bytes.count else { return false }
        return text.withUTF8Buffer { buffer in
            buffer.indices.allSatisfy { bytes[offset + $0] == buffer[$0] }
        }
    }

    /// The number of `#` at `offset`.
    func hashes(at offset: Int) -> Int {
        var end = offset
        while byte(at: end) == UInt8(ascii: "#") { end += 1 }
        return end - offset
    }

    /// Code: stops after the `)` that closes an interpolation when asked, else at the end.
    mutating func scanCode(untilClosingParenthesis: Bool) {
        var depth = 0
        while let current = byte(at: index) {
            switch current {
            case UInt8(ascii: "/") where byte(at: index + 1) == UInt8(ascii: "/"):
                skipLineComment()
            case UInt8(ascii: "/") where byte(at: index + 1) == UInt8(ascii: "*"):
                skipBlockComment()
            case UInt8(ascii: "\""):
                skipString(hashes: 0)
            case UInt8(ascii: "#"):
                let count = hashes(at: index)
                switch byte(at: index + count) {
                case UInt8(ascii: "\""):
                    index += count
                    skipString(hashes: count)
                case UInt8(ascii: "/"):
                    index += count
                    skipExtendedRegex(hashes: count)
                default:
                    index += count
                }
            case UInt8(ascii: "("):
                depth += 1
                index += 1
            case UInt8(ascii: ")"):
                index += 1
                if untilClosingParenthesis && depth == 0 { return }
                depth -= 1
            case UInt8(ascii: "@"):
                attribute()
            case UInt8(ascii: "`"):
                // A backquoted identifier: nothing inside it is code.
                index += 1
                while let next = byte(at: index), next != UInt8(ascii: "`"), next != UInt8(ascii: "\n") { index += 1 }
                index += 1
            default:
                index += 1
            }
        }
    }

    mutating func skipLineComment() {
        while let current = byte(at: index), current != UInt8(ascii: "\n") { index += 1 }
    }

    mutating func skipBlockComment() {
        var depth = 0
        while index < bytes.count {
            if starts(with: "/*", at: index) {
                depth += 1
                index += 2
            } else if starts(with: "*/", at: index) {
                depth -= 1
                index += 2
                if depth == 0 { return }
            } else {
                index += 1
            }
        }
    }

    /// A string literal from its first `"` (any leading `#` already passed).
    mutating func skipString(hashes count: Int) {
        let multiline = starts(with: "\"\"\"", at: index)
        index += multiline ? 3 : 1
        while let current = byte(at: index) {
            if current == UInt8(ascii: "\\") && hashes(at: index + 1) >= count {
                index += 1 + count
                if byte(at: index) == UInt8(ascii: "(") {
                    index += 1
                    scanCode(untilClosingParenthesis: true)
                } else {
                    // The escaped character (`\"`, `\\`, `\u{…}` begins harmlessly) is never a delimiter.
                    index += 1
                }
            } else if current == UInt8(ascii: "\"") {
                let quotes = multiline ? 3 : 1
                if (!multiline || starts(with: "\"\"\"", at: index)) && hashes(at: index + quotes) >= count {
                    index += quotes + count
                    return
                }
                index += 1
            } else if current == UInt8(ascii: "\n") && !multiline {
                return  // Unterminated: the compiler will say so; the next line is code again.
            } else {
                index += 1
            }
        }
    }

    /// `#/…/#` from its `/` (the `#` already passed); bare `/…/` literals are not recognised.
    mutating func skipExtendedRegex(hashes count: Int) {
        index += 1
        while let current = byte(at: index) {
            index += 1
            if current == UInt8(ascii: "\\") {
                index += 1
            } else if current == UInt8(ascii: "/") && hashes(at: index) >= count {
                index += count
                return
            }
        }
    }

    static func isIdentifier(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
            true
        default: byte >= 0x80
        }
    }

    /// At an `@`: blanks it when it begins an ``ObjCAttribute``, with its argument.
    mutating func attribute() {
        let start = index
        var end = start + 1
        while let next = byte(at: end), Self.isIdentifier(next) { end += 1 }
        let name = String(decoding: bytes[(start + 1)..<end], as: UTF8.self)
        guard let attribute = ObjCAttribute(rawValue: name) else {
            index = end
            return
        }
        found.append((start, attribute))
        // An argument may follow after spaces (a warning in Swift 5 mode, an error in Swift 6).
        var afterSpaces = end
        while byte(at: afterSpaces) == UInt8(ascii: " ") || byte(at: afterSpaces) == UInt8(ascii: "\t") {
            afterSpaces += 1
        }
        if byte(at: afterSpaces) == UInt8(ascii: "(") {
            end = afterSpaces + 1
            var depth = 1
            while depth > 0, let next = byte(at: end) {
                if next == UInt8(ascii: "(") { depth += 1 }
                if next == UInt8(ascii: ")") { depth -= 1 }
                end += 1
            }
        }
        for offset in start..<end where bytes[offset] != UInt8(ascii: "\n") && bytes[offset] != UInt8(ascii: "\r") {
            bytes[offset] = UInt8(ascii: " ")
        }
        index = end
    }

    func located() -> [ObjCRemoval] {
        var removals: [ObjCRemoval] = []
        var line = 1
        var lineStart = 0
        var offset = 0
        for (position, attribute) in found {
            while offset < position {
                if bytes[offset] == UInt8(ascii: "\n") {
                    line += 1
                    lineStart = offset + 1
                }
                offset += 1
            }
            removals.append(ObjCRemoval(attribute: attribute, line: line, column: position - lineStart + 1))
        }
        return removals
    }
}
