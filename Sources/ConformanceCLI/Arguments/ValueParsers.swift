// Reusable converters from option text to typed values. Each throws `InvalidValue` describing
// what was expected; reading a `TypedOption` turns that into a usage error naming the option.

/// Takes the text as it is (a path, a name).
package func parseText(_ text: String) -> String {
    text
}

/// Parses a whole decimal number that is 0 or more (`--jobs`).
package func parseNonNegativeInteger(_ text: String) throws(InvalidValue) -> Int {
    guard let number = Int(text), number >= 0 else {
        throw InvalidValue(expected: "a non-negative integer")
    }
    return number
}

/// Parses a whole decimal number that is 1 or more (`--runs`).
package func parsePositiveInteger(_ text: String) throws(InvalidValue) -> Int {
    guard let number = Int(text), number > 0 else {
        throw InvalidValue(expected: "a positive integer")
    }
    return number
}

/// Parses a 64-bit unsigned number, e.g. a random seed that should cover the full range.
package func parseUInt64(_ text: String) throws(InvalidValue) -> UInt64 {
    guard let number = UInt64(text) else {
        throw InvalidValue(expected: "a non-negative integer")
    }
    return number
}

/// Parses a positive, finite number of seconds such as `10` or `2.5` (`--timeout`).
package func parsePositiveSeconds(_ text: String) throws(InvalidValue) -> Duration {
    let expected = InvalidValue(expected: "a positive number of seconds")
    guard let seconds = Double(text), seconds.isFinite, seconds > 0 else { throw expected }
    // Double(_:) also accepts "nan", "inf" and hex floats; only plain decimals are sensible here.
    guard text.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }) else { throw expected }
    return .nanoseconds(Int64((seconds * 1_000_000_000).rounded()))
}

/// Parses one of a fixed set of words into an enum whose raw values are those words
/// (`--summary text|json`).
package func parseEnum<Choice: RawRepresentable & CaseIterable>(
    _ type: Choice.Type, _ text: String
) throws(InvalidValue) -> Choice where Choice.RawValue == String {
    if let choice = Choice(rawValue: text) { return choice }
    throw InvalidValue(expected: "one of " + choiceList(Choice.self))
}

/// The allowed words of an enum for help and errors: `text, json`.
func choiceList<Choice: RawRepresentable & CaseIterable>(_ type: Choice.Type) -> String
where Choice.RawValue == String {
    Choice.allCases.map(\.rawValue).joined(separator: ", ")
}

/// The value name for an enum option in help: `text|json`.
func choiceValueName<Choice: RawRepresentable & CaseIterable>(_ type: Choice.Type) -> String
where Choice.RawValue == String {
    Choice.allCases.map(\.rawValue).joined(separator: "|")
}
