import Foundation

/// An option declared once with its type, its parser and its value when absent: a command lists
/// its ``spec``, and reads it through ``ParsedArguments/value(of:)``, typed. A misspelt name
/// does not compile, and no call site repeats the default.
package struct TypedOption<Value>: Sendable {
    /// What help, parsing and suggestions show.
    package let spec: OptionSpec
    private let parse: @Sendable (String) throws(InvalidValue) -> Value
    /// The value when the command line gives none (the spec's default, in help, says the same),
    /// computed when read.
    private let fallback: @Sendable () -> Value

    package init(
        _ spec: OptionSpec, parsedBy parse: @escaping @Sendable (String) throws(InvalidValue) -> Value,
        whenAbsent fallback: @escaping @Sendable () -> Value
    ) {
        self.spec = spec
        self.parse = parse
        self.fallback = fallback
    }

    fileprivate func read(_ arguments: ParsedArguments) throws(UsageError) -> Value {
        try arguments.value(spec.name, parsedBy: parse) ?? fallback()
    }
}

extension ParsedArguments {
    /// The option's value: the command line's, else the declared one.
    package func value<Value>(of option: TypedOption<Value>) throws(UsageError) -> Value {
        try option.read(self)
    }
}

extension TypedOption where Value == String {
    /// A text option (a path) whose spec declares its default.
    package init(text spec: OptionSpec) {
        let declared = spec.defaultValue ?? ""
        self.init(spec, parsedBy: { (text: String) throws(InvalidValue) -> String in text }, whenAbsent: { declared })
    }
}
