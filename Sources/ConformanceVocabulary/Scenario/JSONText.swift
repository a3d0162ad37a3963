import Foundation

/// A JSON value whose objects keep their keys in the order they were written, so a scenario
/// file we write reads like the hand-written ones (`id` first, `expect` last) and the same
/// scenario always gives the same bytes.
package indirect enum JSONText: Equatable, Sendable {
    case null
    case bool(Bool)
    case integer(Int)
    case number(Double)
    case string(String)
    case array([JSONText])
    case object([(key: String, value: JSONText)])

    package static func == (lhs: JSONText, rhs: JSONText) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): true
        case (.bool(let a), .bool(let b)): a == b
        case (.integer(let a), .integer(let b)): a == b
        case (.number(let a), .number(let b)): a == b
        case (.string(let a), .string(let b)): a == b
        case (.array(let a), .array(let b)): a == b
        case (.object(let a), .object(let b)): a.map(\.key) == b.map(\.key) && a.map(\.value) == b.map(\.value)
        default: false
        }
    }

    /// A number as a file would hold it: whole numbers without a fraction.
    static func decimal(_ value: Double) -> JSONText {
        value == value.rounded() && abs(value) < 1e15 ? .integer(Int(value)) : .number(value)
    }

    /// The text, two spaces per level; arrays of scalars and small objects stay on one line
    /// when they fit, as in the built-in catalog.
    package func rendered() -> String {
        var out = ""
        write(into: &out, indent: 0)
        return out + "\n"
    }

    private static let inlineWidth = 100

    private func write(into out: inout String, indent: Int) {
        let inline = compact()
        if inline.count + indent <= Self.inlineWidth || !isContainer {
            out += inline
            return
        }
        let pad = String(repeating: " ", count: indent + 2)
        switch self {
        case .array(let items):
            out += "[\n"
            for (index, item) in items.enumerated() {
                out += pad
                item.write(into: &out, indent: indent + 2)
                out += index + 1 < items.count ? ",\n" : "\n"
            }
            out += String(repeating: " ", count: indent) + "]"
        case .object(let fields):
            out += "{\n"
            for (index, field) in fields.enumerated() {
                out += pad + Self.quoted(field.key) + ": "
                field.value.write(into: &out, indent: indent + 2)
                out += index + 1 < fields.count ? ",\n" : "\n"
            }
            out += String(repeating: " ", count: indent) + "}"
        default:
            out += inline
        }
    }

    private var isContainer: Bool {
        switch self {
        case .array, .object: true
        default: false
        }
    }

    /// The value on one line.
    package func compact() -> String {
        switch self {
        case .null: "null"
        case .bool(let value): value ? "true" : "false"
        case .integer(let value): String(value)
        // Swift prints the shortest text that reads back as the same double.
        case .number(let value): "\(value)"
        case .string(let value): Self.quoted(value)
        case .array(let items): "[" + items.map { $0.compact() }.joined(separator: ", ") + "]"
        case .object(let fields):
            "{" + fields.map { Self.quoted($0.key) + ": " + $0.value.compact() }.joined(separator: ", ") + "}"
        }
    }

    /// A JSON string literal; control characters are escaped, everything else stays as is.
    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                out += String(format: "\\u%04x", scalar.value)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
