/// A positional argument declared once, with the type its arity gives (one word, maybe one,
/// or several): a command lists its ``spec`` and reads it through
/// `ParsedArguments.value(of:)`.
package struct TypedPositional<Value>: Sendable {
    /// What help, parsing and usage lines show.
    package let spec: PositionalSpec
    fileprivate let read: @Sendable ([String]) -> Value
}

extension TypedPositional where Value == String {
    /// Exactly one word; parsing rejects a command line without it.
    package init(_ name: String, help: String) {
        spec = PositionalSpec(name, help: help)
        read = { words in
            guard let word = words.first else { preconditionFailure("parsing requires '\(name)'") }
            return word
        }
    }
}

extension TypedPositional where Value == String? {
    /// Zero or one word.
    package init(optional name: String, help: String) {
        spec = PositionalSpec(name, arity: .optional, help: help)
        read = { $0.first }
    }
}

extension TypedPositional where Value == [String] {
    /// Every remaining word, at least `minimum` of them; only a command's last positional.
    package init(variadic name: String, minimum: Int, help: String) {
        spec = PositionalSpec(name, arity: .variadic(minimum: minimum), help: help)
        read = { $0 }
    }
}

extension ParsedArguments {
    /// The word or words the command line gave the positional.
    package func value<Value>(of positional: TypedPositional<Value>) -> Value {
        positional.read(words(for: positional.spec))
    }
}
