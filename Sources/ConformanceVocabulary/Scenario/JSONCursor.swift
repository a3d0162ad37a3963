import Foundation

/// Walks a parsed JSON value while remembering where it is, so every complaint names its
/// JSON path. Objects are checked for unknown keys once all known keys were read.
struct JSONCursor {
    let value: JSONValue
    let file: String
    /// The path of the object or array holding the value, and the step from it: most values
    /// are leaves whose path is only needed for a complaint, so it is spelt out only then (or
    /// once, when the value is itself an object or array).
    private let parent: String
    private let step: Step

    private enum Step {
        case none
        case key(String)
        case index(Int)
    }

    init(value: JSONValue, path: String, file: String) {
        self.init(value: value, parent: path, step: .none, file: file)
    }

    private init(value: JSONValue, parent: String, step: Step, file: String) {
        self.value = value
        self.parent = parent
        self.step = step
        self.file = file
    }

    /// The field `key` of the object at `path`.
    static func field(_ value: JSONValue, key: String, of path: String, file: String) -> JSONCursor {
        JSONCursor(value: value, parent: path, step: .key(key), file: file)
    }

    var path: String {
        switch step {
        case .none: parent
        case .key(let key): "\(parent).\(key)"
        case .index(let index): "\(parent)[\(index)]"
        }
    }

    func fail(_ message: String) -> ScenarioFileError {
        ScenarioFileError(file: file, path: path, message: message)
    }

    static func describe(_ value: JSONValue) -> String {
        switch value {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    var isNull: Bool {
        if case .null = value { true } else { false }
    }

    var isString: Bool {
        if case .string = value { true } else { false }
    }

    func object() throws -> JSONObject {
        guard case .object(let fields) = value else {
            throw fail("expected an object, found \(Self.describe(value))")
        }
        return JSONObject(fields: fields, path: path, file: file)
    }

    func array() throws -> [JSONCursor] {
        guard case .array(let items) = value else { throw fail("expected an array, found \(Self.describe(value))") }
        let path = path
        return items.enumerated().map {
            JSONCursor(value: $0.element, parent: path, step: .index($0.offset), file: file)
        }
    }

    func string() throws -> String {
        guard case .string(let text) = value else { throw fail("expected a string, found \(Self.describe(value))") }
        return text
    }

    func bool() throws -> Bool {
        guard case .bool(let flag) = value else { throw fail("expected true or false, found \(Self.describe(value))") }
        return flag
    }

    private func number() throws -> Double {
        // The parser let through only numbers a double holds.
        guard case .number(let text) = value, let number = Double(text) else {
            throw fail("expected a number, found \(Self.describe(value))")
        }
        return number
    }

    /// A whole number within `range`. Every integer field has a range so that no value can
    /// trap a conversion or overflow scenario arithmetic later, far from the file that caused it.
    func integer(in range: ClosedRange<Int>, of unit: String? = nil) throws -> Int {
        let number = try number()
        guard number == number.rounded(), number >= Double(range.lowerBound), number <= Double(range.upperBound),
            let whole = Int(exactly: number)
        else {
            let what = unit.map { "a whole number of \($0)" } ?? "a whole number"
            throw fail("expected \(what) from \(range.lowerBound) to \(range.upperBound), found \(written)")
        }
        return whole
    }

    /// A number within `range`, fractions allowed.
    func number(in range: ClosedRange<Double>, of unit: String? = nil) throws -> Double {
        let number = try number()
        guard range.contains(number) else {
            let what = unit.map { "a number of \($0)" } ?? "a number"
            throw fail(
                "expected \(what) from \(Self.format(range.lowerBound)) to \(Self.format(range.upperBound)), found \(written)"
            )
        }
        return number
    }

    /// A number above zero and at most `maximum`, fractions allowed.
    func positiveNumber(atMost maximum: Double, of unit: String) throws -> Double {
        let number = try number()
        guard number > 0, number <= maximum else {
            throw fail(
                "expected a number of \(unit) greater than 0 and at most \(Self.format(maximum)), found \(written)")
        }
        return number
    }

    /// The number as the file spelt it, near enough: an integer exactly as written, anything
    /// else in Swift's shortest round-tripping form, so `1e300` reads `1e+300` and `1e12`
    /// reads `1000000000000`.
    private var written: String {
        guard case .number(let text) = value else { return Self.describe(value) }
        if text.utf8.allSatisfy({ $0 == UInt8(ascii: "-") || ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9")) }) {
            return text
        }
        return Double(text).map(Self.format) ?? text
    }

    /// A whole number without `.0`; anything else in Swift's shortest form, exponent when huge.
    static func format(_ number: Double) -> String {
        if number == number.rounded(), abs(number) < 1e15 { return String(Int64(number)) }
        return "\(number)"
    }

    func oneOf(_ allowed: [String]) throws -> String {
        let text = try string()
        guard allowed.contains(text) else {
            throw fail("expected one of \(allowed.map { "\"\($0)\"" }.joined(separator: ", ")), found \"\(text)\"")
        }
        return text
    }

    /// One of the named values; the names are the JSON spelling, in the order errors list them.
    func oneOf<Value>(_ named: KeyValuePairs<String, Value>) throws -> Value {
        let text = try oneOf(named.map(\.key))
        guard let value = named.first(where: { $0.key == text })?.value else { preconditionFailure("checked above") }
        return value
    }

    /// A case of a string-backed enum, by raw value.
    func oneOf<Value: RawRepresentable & CaseIterable>(_: Value.Type) throws -> Value where Value.RawValue == String {
        let text = try oneOf(Value.allCases.map(\.rawValue))
        guard let value = Value(rawValue: text) else { preconditionFailure("checked above") }
        return value
    }
}

/// A JSON object being read; tracks which keys were consumed.
final class JSONObject {
    let fields: JSONFields
    let path: String
    let file: String
    /// Keys asked for, present or not. An object has a handful of fields, so a list beats a
    /// set: no hashing for each field read.
    private var read: [String] = []

    init(fields: JSONFields, path: String, file: String) {
        self.fields = fields
        self.path = path
        self.file = file
    }

    func has(_ key: String) -> Bool { fields[key] != nil }

    func optional(_ key: String) -> JSONCursor? {
        read.append(key)
        return fields[key].map { JSONCursor.field($0, key: key, of: path, file: file) }
    }

    func required(_ key: String, _ expectation: String) throws -> JSONCursor {
        guard let cursor = optional(key) else {
            throw ScenarioFileError(
                file: file, path: "\(path).\(key)", message: "missing field; expected \(expectation)")
        }
        return cursor
    }

    /// Call once every known key was read: anything left is a typo or an unsupported field.
    func rejectUnknownKeys(allowed extra: [String] = []) throws {
        guard fields.keys.contains(where: { !read.contains($0) && !extra.contains($0) }) else { return }
        let unknown = Set(fields.keys).subtracting(read).subtracting(extra).sorted()
        if let key = unknown.first {
            let known = Set(read + extra).sorted().joined(separator: ", ")
            throw ScenarioFileError(
                file: file, path: "\(path).\(key)", message: "unknown field \"\(key)\"; expected one of: \(known)")
        }
    }
}
