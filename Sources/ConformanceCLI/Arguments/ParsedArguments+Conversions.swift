extension ParsedArguments {
    /// Converts a single-value option (or its default), turning a rejected value into a usage
    /// error that names the option: "invalid value 'x' for '--jobs': expected a non-negative integer".
    package func value<Value>(
        _ name: String, parsedBy convert: (String) throws(InvalidValue) -> Value
    ) throws(UsageError) -> Value? {
        guard let text = value(name) else { return nil }
        return try converted(text, option: name, convert)
    }

    /// Reads an option whose value must be one of an enum's raw values.
    package func choice<Choice: RawRepresentable & CaseIterable>(
        _ name: String, as type: Choice.Type
    ) throws(UsageError) -> Choice? where Choice.RawValue == String {
        try value(name) { (text: String) throws(InvalidValue) -> Choice in try parseEnum(Choice.self, text) }
    }

    private func converted<Value>(
        _ text: String, option name: String, _ convert: (String) throws(InvalidValue) -> Value
    ) throws(UsageError) -> Value {
        do {
            return try convert(text)
        } catch {
            throw UsageError(
                "invalid value '\(text)' for '--\(name)': \(error)", commandLine: commandLine)
        }
    }
}
