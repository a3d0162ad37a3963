import Foundation
import Testing

@testable import ConformanceVocabulary

/// The JSON reader behind scenario files: RFC 8259 as written, and a complaint that says what
/// is wrong and where.
struct JSONValueTests {
    func parse(_ text: String) throws -> JSONValue { try JSONValue.parse(Data(text.utf8)) }

    func complaint(_ text: String) -> String? {
        do {
            _ = try JSONValue.parse(Data(text.utf8))
            return nil
        } catch { return error.description }
    }

    func complaint(_ bytes: [UInt8]) -> String? {
        do {
            _ = try JSONValue.parse(Data(bytes))
            return nil
        } catch { return error.description }
    }

    @Test func valuesOfEveryKind() throws {
        guard case .object(let root) = try parse(#" { "a": [1, -2.5e3, true, false, null, "x"], "b": {} } "#),
            case .array(let items)? = root["a"], case .object(let inner)? = root["b"]
        else {
            Issue.record("not the document written")
            return
        }
        #expect(inner.isEmpty)
        #expect(items.count == 6)
        guard case .number("1") = items[0], case .number("-2.5e3") = items[1], case .bool(true) = items[2],
            case .bool(false) = items[3], case .null = items[4], case .string("x") = items[5]
        else {
            Issue.record("items read as \(items)")
            return
        }
    }

    @Test func aBareValueAndAByteOrderMark() throws {
        guard case .number("42") = try parse("42") else { Issue.record("not 42"); return }
        guard case .string("é") = try JSONValue.parse(Data([0xEF, 0xBB, 0xBF] + Array(#""é""#.utf8))) else {
            Issue.record("the byte order mark was not skipped")
            return
        }
    }

    @Test func escapes() throws {
        let text = #""q\" b\\ s\/ \b\f\n\r\t \u00e9 \uD83D\uDE00 plain""#
        guard case .string(let string) = try parse(text) else { Issue.record("not a string"); return }
        #expect(string == "q\" b\\ s/ \u{08}\u{0C}\n\r\t é 😀 plain")
    }

    @Test(arguments: [
        ("", "unexpected end of the text; expected a value at line 1, column 1"),
        ("{ \"a\": 1, }", "found '}'; expected a field name in double quotes at line 1, column 11"),
        ("[1 2]", "found '2'; expected ',' or ']' after an array item at line 1, column 4"),
        ("{\n  \"a\" 1\n}", "found '1'; expected ':' after the field name at line 2, column 7"),
        ("{ \"a\": 1, \"a\": 2 }", "the field \"a\" appears twice in one object at line 1, column 11"),
        ("01", "a number with a leading zero at line 1, column 1"),
        ("1.", "unexpected end of the text; expected a digit after the decimal point at line 1, column 3"),
        ("-", "unexpected end of the text; expected a digit at line 1, column 2"),
        ("1e400", "the number 1e400 is too large at line 1, column 1"),
        ("tru", "unexpected character 't'; expected a value at line 1, column 1"),
        ("\"abc", "unexpected end of the text inside a string at line 1, column 5"),
        ("\"a\tb\"", "a control character inside a string; write it as an escape at line 1, column 3"),
        ("\"\\x\"", "an unknown escape 'x' in a string at line 1, column 2"),
        ("\"\\uD83D\"", "a lone surrogate in a \\u escape at line 1, column 2"),
        ("\"\\u12G4\"", "found 'G'; expected four hexadecimal digits after \\u at line 1, column 6"),
        ("{} {}", "unexpected text after the document at line 1, column 4"),
        ("é?", "unexpected character byte 0xc3; expected a value at line 1, column 1"),
    ])
    func complaints(text: String, expected: String) {
        #expect(complaint(text) == expected)
    }

    /// Names are compared in turn in a small object and through a set in a large one; both
    /// refuse a name written twice, and keep the fields in the file's order.
    @Test(arguments: [3, 40])
    func aRepeatedNameInAnObjectOf(size: Int) throws {
        let names = (0..<size).map { "\"f\($0)\": \($0)" }
        guard case .object(let fields) = try parse("{" + names.joined(separator: ", ") + "}") else {
            Issue.record("not an object")
            return
        }
        #expect(fields.keys == (0..<size).map { "f\($0)" })
        #expect(fields["f\(size - 1)"].map { if case .number("\(size - 1)") = $0 { true } else { false } } == true)
        let repeated = "{" + (names + ["\"f1\": 0"]).joined(separator: ", ") + "}"
        #expect(complaint(repeated)?.hasPrefix("the field \"f1\" appears twice in one object") == true)
    }

    @Test func invalidUTF8InAString() {
        #expect(complaint([0x22, 0x61, 0xFF, 0x22]) == "a string that is not valid UTF-8 at line 1, column 2")
    }

    @Test func depthIsBounded() throws {
        let deep = String(repeating: "[", count: 300) + String(repeating: "]", count: 300)
        #expect(complaint(deep)?.hasPrefix("nested more than 256 levels deep at line 1, column 257") == true)
        let fine = String(repeating: "[", count: 200) + String(repeating: "]", count: 200)
        #expect(throws: Never.self) { _ = try parse(fine) }
    }

    /// Every built-in scenario file reads the same through this reader as through Foundation's.
    @Test func builtInFilesReadAsFoundationReadsThem() throws {
        let directory = BuiltInScenarios.directory
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".json") }
        #expect(names.count > 10)
        for name in names {
            let data = try Data(contentsOf: directory.appendingPathComponent(name))
            let ours = try JSONValue.parse(data)
            let foundation = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
            #expect(Self.same(ours, foundation), "\(name)")
        }
    }

    static func same(_ value: JSONValue, _ other: Any) -> Bool {
        switch value {
        case .null: return other is NSNull
        case .bool(let flag):
            guard let number = other as? NSNumber, String(cString: number.objCType) == "c" else { return false }
            return number.boolValue == flag
        case .number(let text): return (other as? NSNumber)?.doubleValue == Double(text)
        case .string(let string): return other as? String == string
        case .array(let items):
            guard let others = other as? [Any], others.count == items.count else { return false }
            return zip(items, others).allSatisfy { same($0, $1) }
        case .object(let fields):
            guard let others = other as? [String: Any], Set(others.keys) == Set(fields.keys) else { return false }
            return fields.allSatisfy { key, field in same(field, others[key]!) }
        }
    }
}
