/// Text clean-up applied to everything that ends up in a report.
///
/// Adapters under test are hostile by nature: their logs may hold invalid UTF-8, terminal
/// escape codes or NUL bytes, and XML 1.0 cannot carry those at all (not even escaped). A
/// single character must never make the whole report unreadable, so the writer passes every
/// text node and attribute through ``sanitize(_:)``. The replacement policy is:
///
/// - bytes that are not valid UTF-8 become U+FFFD (see ``decode(_:)``), because there is no
///   character to show;
/// - code points XML 1.0 forbids (C0 controls other than tab, LF and CR; U+FFFE; U+FFFF)
///   become the visible text `[U+XXXX]`, so a reader can still tell which control code the
///   adapter produced (`[U+001B][31m` is easier to diagnose than a bare U+FFFD).
///
/// Lone surrogates cannot occur in a Swift `String`; as bytes they are invalid UTF-8.
package enum JUnitText {
    /// Longest `message` attribute, in characters, before it is cut with an ellipsis.
    package static let messageLimit = 1_000

    /// Turns adapter output bytes into text, replacing invalid UTF-8 with U+FFFD.
    static func decode<Bytes: Sequence>(_ bytes: Bytes) -> String where Bytes.Element == UInt8 {
        if let string = bytes.withContiguousStorageIfAvailable({ String(decoding: $0, as: UTF8.self) }) {
            return string
        }
        return String(decoding: Array(bytes), as: UTF8.self)
    }

    /// Whether XML 1.0 allows this code point in content.
    package static func isLegalInXML(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x9, 0xA, 0xD: return true
        case 0..<0x20: return false
        case 0xFFFE, 0xFFFF: return false
        default: return true
        }
    }

    /// Replaces characters XML 1.0 forbids with a visible `[U+XXXX]`; clean text is returned as is.
    static func sanitize(_ text: String) -> String {
        guard needsSanitizing(text) else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if isLegalInXML(scalar) {
                result.append(scalar)
            } else {
                result.append(contentsOf: visibleEscape(scalar).unicodeScalars)
            }
        }
        return String(result)
    }

    /// Collapses line breaks to spaces and cuts very long text, for one-line attributes.
    static func oneLine(_ text: String) -> String {
        var line = text
        if text.utf8.contains(where: { $0 == 0x0A || $0 == 0x0D || $0 == 0xC2 || $0 == 0xE2 }) {
            var scalars = String.UnicodeScalarView()
            var pendingBreak = false
            for scalar in text.unicodeScalars {
                if isLineBreak(scalar) {
                    pendingBreak = true
                    continue
                }
                if pendingBreak {
                    // Strip the blanks around the break so "a  \n  b" reads "a b".
                    while let last = scalars.last, last == " " || last == "\t" { scalars.removeLast() }
                    if !scalars.isEmpty { scalars.append(" ") }
                    pendingBreak = false
                    if scalar == " " || scalar == "\t" { pendingBreak = true; continue }
                }
                scalars.append(scalar)
            }
            if pendingBreak {
                while let last = scalars.last, last == " " || last == "\t" { scalars.removeLast() }
            }
            line = String(scalars)
        }
        if line.utf8.count > messageLimit {
            let cut = line.prefix(messageLimit)
            if cut.endIndex != line.endIndex { line = cut + "…" }
        }
        return line
    }

    /// Makes `message` one line; when that loses text, the original is put in front of `body`
    /// so nothing is lost. Idempotent, so reading a report back yields an equal model.
    static func splitMessage(_ message: String, body: String) -> (message: String, body: String) {
        let line = oneLine(message)
        guard line != message, !body.hasPrefix(message) else { return (line, body) }
        return (line, body.isEmpty ? message : message + "\n\n" + body)
    }

    private static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029: return true
        default: return false
        }
    }

    private static func visibleEscape(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "[U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "]"
    }

    /// Escapes UTF-8 element content into `output` the way libxml2's text writer does
    /// (`<` `>` `&` `"` and CR become references; every other byte is copied), in one pass.
    /// Returns `false`, leaving `output` unspecified, when the text needs ``sanitize(_:)``
    /// first (an XML-illegal character) or holds a NUL, which libxml2 treats as the end.
    static func escapeContent(_ bytes: UnsafeBufferPointer<UInt8>, into output: inout [UInt8]) -> Bool {
        output.removeAll(keepingCapacity: true)
        output.reserveCapacity(bytes.count + bytes.count / 8)
        guard let base = bytes.baseAddress else { return true }
        let count = bytes.count
        var runStart = 0
        var index = 0
        let raw = UnsafeRawPointer(base)
        var lookUntil = 0  // bytes before this were flagged by the word test: look at each
        return contentByteKind.withUnsafeBufferPointer { kinds in
            while index < count {
                // Eight bytes at a time while none of them needs a look (most of a trace); a
                // flagged word is then looked at byte by byte, without testing it again.
                if index >= lookUntil, index + 8 <= count {
                    if !wordNeedsLook(raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)) {
                        index += 8
                        continue
                    }
                    lookUntil = index + 8
                }
                let byte = base[index]
                let kind = kinds[Int(byte)]
                if kind == 0 {
                    index += 1
                    continue
                }
                if kind == 2 { return false }  // controls other than tab, LF, CR (and NUL)
                if kind == 3 {  // 0xEF: U+FFFE and U+FFFF are illegal
                    if index + 2 < count, base[index + 1] == 0xBF, base[index + 2] == 0xBE || base[index + 2] == 0xBF {
                        return false
                    }
                    index += 1
                    continue
                }
                output.append(contentsOf: UnsafeBufferPointer(start: base + runStart, count: index - runStart))
                switch byte {
                case UInt8(ascii: "<"): output.append(contentsOf: [0x26, 0x6C, 0x74, 0x3B] as [UInt8])  // &lt;
                case UInt8(ascii: ">"): output.append(contentsOf: [0x26, 0x67, 0x74, 0x3B] as [UInt8])  // &gt;
                case UInt8(ascii: "&"): output.append(contentsOf: [0x26, 0x61, 0x6D, 0x70, 0x3B] as [UInt8])  // &amp;
                // &quot;
                case UInt8(ascii: "\""): output.append(contentsOf: [0x26, 0x71, 0x75, 0x6F, 0x74, 0x3B] as [UInt8])
                default: output.append(contentsOf: [0x26, 0x23, 0x31, 0x33, 0x3B] as [UInt8])  // &#13;
                }
                index += 1
                runStart = index
            }
            output.append(contentsOf: UnsafeBufferPointer(start: base + runStart, count: count - runStart))
            return true
        }
    }

    /// Whether any of eight bytes is a control, `"`, `&`, `<`, `>` or 0xEF (SWAR tests:
    /// a byte is zero after XOR with the value it is compared with).
    @inline(__always)
    private static func wordNeedsLook(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        @inline(__always) func hasZero(_ value: UInt64) -> Bool { (value &- ones) & ~value & highs != 0 }
        @inline(__always) func has(_ byte: UInt8) -> Bool { hasZero(word ^ (ones &* UInt64(byte))) }
        // Bytes below 0x20: subtracting 0x20 borrows into the high bit of such a byte (the
        // test can also fire for a byte after such a one, which only costs a closer look).
        let below = (word &- ones &* 0x20) & ~word & highs != 0
        return below || has(0x22) || has(0x26) || has(0x3C) || has(0x3E) || has(0xEF)
    }

    /// Per byte of content: 0 copy, 1 escape, 2 needs sanitizing, 3 check for U+FFFE/U+FFFF.
    private static let contentByteKind: [UInt8] = (0...255).map { byte -> UInt8 in
        switch byte {
        case 0x09, 0x0A: 0
        case 0x0D, 0x22, 0x26, 0x3C, 0x3E: 1
        case 0..<0x20: 2
        case 0xEF: 3
        default: 0
        }
    }

    /// Byte scan that avoids decoding scalars for the common, clean case.
    private static func needsSanitizing(_ text: String) -> Bool {
        var copy = text
        return copy.withUTF8 { bytes in
            var index = 0
            let count = bytes.count
            while index < count {
                let byte = bytes[index]
                if byte < 0x20 {
                    if byte != 0x09 && byte != 0x0A && byte != 0x0D { return true }
                } else if byte == 0xEF, index + 2 < count, bytes[index + 1] == 0xBF,
                    bytes[index + 2] == 0xBE || bytes[index + 2] == 0xBF
                {
                    return true
                }
                index += 1
            }
            return false
        }
    }
}
