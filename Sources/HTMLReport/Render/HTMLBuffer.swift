import ConformanceVocabulary
import JUnitReport

/// The page's bytes as they are written, with escaping for everything that comes from a report.
///
/// Report text is hostile by nature (adapter output, error descriptions), so it only ever
/// enters the page through ``text(_:)`` or ``attribute(_:_:)``: `&`, `<`, `>`, `"` and `'` are
/// escaped, so neither `</script>` nor a quote can end the element or attribute it sits in, and
/// control codes XML forbids are shown as `[U+XXXX]`, as the JUnit writer shows them. Markup is
/// appended with ``raw(_:)``, from literals only.
struct HTMLBuffer {
    private var buffer: ByteBuffer

    init(capacity: Int) { buffer = ByteBuffer(capacity: capacity) }

    /// The page so far.
    var bytes: [UInt8] { buffer.bytes }

    /// Markup written by this module, never report text.
    mutating func raw(_ markup: StaticString) { buffer.add(markup) }

    /// A number, which needs no escaping.
    mutating func number(_ value: Int) { buffer.add(value) }

    /// Report text, escaped for element content and attribute values alike.
    mutating func text(_ value: some StringProtocol) {
        var clean = true
        for byte in value.utf8 where Self.needsEscape(byte) {
            clean = false
            break
        }
        if clean {
            let copied: Void? = value.utf8.withContiguousStorageIfAvailable { utf8 in
                if let base = utf8.baseAddress { buffer.append(base, utf8.count) }
            }
            if copied == nil { for byte in value.utf8 { buffer.append(byte: byte) } }
            return
        }
        for scalar in value.unicodeScalars {
            switch scalar {
            case "&": raw("&amp;")
            case "<": raw("&lt;")
            case ">": raw("&gt;")
            case "\"": raw("&quot;")
            case "'": raw("&#39;")
            default:
                if JUnitText.isLegalInXML(scalar) {
                    UTF8.encode(scalar) { buffer.append(byte: $0) }
                } else {
                    let hex = String(scalar.value, radix: 16, uppercase: true)
                    buffer.add("[U+\(String(repeating: "0", count: max(0, 4 - hex.count)) + hex)]")
                }
            }
        }
    }

    /// ` name="value"`, the value escaped.
    mutating func attribute(_ name: StaticString, _ value: some StringProtocol) {
        raw(" ")
        raw(name)
        raw("=\"")
        text(value)
        raw("\"")
    }

    /// Bytes that send text down the slow path: markup characters, controls, and the lead
    /// byte of U+FFFE/U+FFFF's encoding (0xEF), which is rare enough to check scalar by scalar.
    private static func needsEscape(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""), UInt8(ascii: "'"): true
        case 0x09, 0x0A, 0x0D: false
        case 0..<0x20, 0xEF: true
        default: false
        }
    }
}
