/// An option declared once with its type, its parser and its value when absent: a command lists
/// its ``spec``, and reads it through ``ParsedArguments/value(of:)``, typed. A misspelt name
/// does not compile, and no call site repeats the default.
///
/// A value is read from the last occurrence on the command line, else from the spec's default
/// (the text help shows), and converted by the same parser either way; a rejected value is a
/// usage error naming the option: "invalid value 'x' for '--jobs': expected a non-negative integer".
package struct TypedOption<Value>: Sendable {
    /// What help, parsing and suggestions show.
    package let spec: OptionSpec
    fileprivate let read: @Sendable (ParsedArguments) throws(UsageError) -> Value

    /// A single-value option whose value when absent, if the spec declares no default, is
    /// `fallback`'s, computed when read.
    package init(
        _ spec: OptionSpec, parsedBy parse: @escaping @Sendable (String) throws(InvalidValue) -> Value,
        whenAbsent fallback: @escaping @Sendable () -> Value
    ) {
        precondition(spec.kind == .value, "'--\(spec.name)' takes one value")
        self.spec = spec
        read = { (arguments: ParsedArguments) throws(UsageError) -> Value in
            guard let text = arguments.values(given: spec).last ?? spec.defaultValue else { return fallback() }
            return try arguments.converted(text, option: spec, parse)
        }
    }
}

extension TypedOption {
    /// A single-value option whose spec declares its default, which must parse.
    package init(defaulted spec: OptionSpec, parsedBy parse: @escaping @Sendable (String) throws(InvalidValue) -> Value)
    {
        precondition(
            spec.defaultValue.map { (try? parse($0)) != nil } ?? false,
            "'--\(spec.name)' declares no default, or one its parser rejects")
        self.init(spec, parsedBy: parse, whenAbsent: { preconditionFailure("'--\(spec.name)' has a default") })
    }

    /// A single-value option that is nil when absent and without a default.
    package init<Wrapped>(
        _ spec: OptionSpec, parsedBy parse: @escaping @Sendable (String) throws(InvalidValue) -> Wrapped
    )
    where Value == Wrapped? {
        self.init(
            spec, parsedBy: { (text: String) throws(InvalidValue) -> Wrapped? in try parse(text) }, whenAbsent: { nil })
    }

    /// A repeatable option: every value given, in order, each converted (empty when absent).
    package init<Element>(
        _ spec: OptionSpec, parsedEach parse: @escaping @Sendable (String) throws(InvalidValue) -> Element
    )
    where Value == [Element] {
        precondition(spec.kind == .repeatable, "'--\(spec.name)' is not repeatable")
        self.spec = spec
        read = { (arguments: ParsedArguments) throws(UsageError) -> [Element] in
            var values: [Element] = []
            for text in arguments.values(given: spec) {
                values.append(try arguments.converted(text, option: spec, parse))
            }
            return values
        }
    }
}

extension TypedOption where Value == String {
    /// A text option (a path) whose spec declares its default.
    package init(text spec: OptionSpec) {
        self.init(defaulted: spec, parsedBy: parseText)
    }
}

extension TypedOption where Value: RawRepresentable & CaseIterable & SendableMetatype, Value.RawValue == String {
    /// One of an enum's raw values (`--summary text|json`); the spec declares the default.
    package init(choice spec: OptionSpec) {
        self.init(defaulted: spec, parsedBy: { (text: String) throws(InvalidValue) in try parseEnum(Value.self, text) })
    }
}

extension TypedOption {
    /// One of an enum's raw values, or nil when absent (`--sanitize thread`).
    package init<Choice: RawRepresentable & CaseIterable & SendableMetatype>(choice spec: OptionSpec)
    where Value == Choice?, Choice.RawValue == String {
        self.init(spec, parsedBy: { (text: String) throws(InvalidValue) in try parseEnum(Choice.self, text) })
    }
}

/// A flag declared once: a command lists its ``spec`` and reads it through
/// ``ParsedArguments/isSet(_:)``.
package struct TypedFlag: Sendable {
    /// What help, parsing and suggestions show.
    package let spec: OptionSpec

    /// Declares `--name`, present or absent, never with a value.
    package init(_ name: String, short: Character? = nil, help: String, isHidden: Bool = false) {
        spec = .flag(name, short: short, help: help, isHidden: isHidden)
    }
}

extension ParsedArguments {
    /// The option's value: the command line's, else the declared one.
    package func value<Value>(of option: TypedOption<Value>) throws(UsageError) -> Value {
        try option.read(self)
    }

    /// Whether the flag was given.
    package func isSet(_ flag: TypedFlag) -> Bool {
        isGiven(flag.spec)
    }

    /// Converts one value of `option`, turning a rejection into a usage error that names the
    /// option and the value.
    fileprivate func converted<Value>(
        _ text: String, option: OptionSpec, _ convert: (String) throws(InvalidValue) -> Value
    ) throws(UsageError) -> Value {
        do {
            return try convert(text)
        } catch {
            throw UsageError("invalid value '\(text)' for '\(option.longFlag)': \(error)", commandLine: commandLine)
        }
    }
}
