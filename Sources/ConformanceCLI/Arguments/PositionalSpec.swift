/// A positional argument; the order of declarations on a command is the order on the command line.
package struct PositionalSpec: Sendable, Equatable {
    /// How many command-line words the positional consumes.
    package enum Arity: Sendable, Equatable {
        /// Exactly one word; missing it is a usage error.
        case required
        /// Zero or one word.
        case optional
        /// All remaining words, at least `minimum` of them. Only the last positional may be variadic.
        case variadic(minimum: Int)
    }

    /// Name shown in usage and errors (`OUT`, `IN`).
    var name: String
    var arity: Arity
    /// One sentence for the help screen's ARGUMENTS section.
    var help: String

    package init(_ name: String, arity: Arity = .required, help: String) {
        self.name = name
        self.arity = arity
        self.help = help
    }

    /// Rendering in a usage line: `OUT`, `[ID]`, `IN...`, `[PATH...]`.
    var usageText: String {
        switch arity {
        case .required: return name
        case .optional: return "[\(name)]"
        case .variadic(let minimum): return minimum > 0 ? "\(name)..." : "[\(name)...]"
        }
    }

    /// The fewest words this positional needs.
    var minimumCount: Int {
        switch arity {
        case .required: return 1
        case .optional: return 0
        case .variadic(let minimum): return minimum
        }
    }
}
