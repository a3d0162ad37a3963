/// One named option a command accepts, described as data so help text, parsing and
/// suggestions all come from the same declaration.
package struct OptionSpec: Sendable, Equatable {
    /// How many values an option takes; decides both parsing and how help renders it.
    enum Kind: Sendable, Equatable {
        /// Present or absent (`--strict`); never takes a value.
        case flag
        /// Takes one value (`--report PATH` or `--report=PATH`); the last occurrence wins.
        case value
        /// Takes one value per occurrence and keeps all of them (`--adapter A --adapter B`).
        case repeatable
    }

    /// Long name without dashes; it is also the key for ``ParsedArguments`` accessors.
    var name: String
    /// Single-character alias used as `-j 4` or `-j4`.
    var shortName: Character?
    var kind: Kind
    /// Placeholder shown in help and errors (`PATH`, `K/N`, `text|json`).
    package var valueName: String
    /// One sentence for the help screen.
    var help: String
    /// Value used when the option is absent; also shown in help.
    var defaultValue: String?
    /// Help-only description of a default that is computed at run time ("number of CPU cores").
    /// Takes precedence over ``defaultValue`` in help.
    var defaultDescription: String?
    /// Accepted but left out of help, for internal or deprecated options.
    package var isHidden: Bool

    /// The `flag`, `value` and `repeatable` factories read better in trees.
    private init(
        _ name: String, short: Character? = nil, kind: Kind, valueName: String = "VALUE",
        help: String, defaultValue: String? = nil, defaultDescription: String? = nil,
        isHidden: Bool = false
    ) {
        self.name = name
        self.shortName = short
        self.kind = kind
        self.valueName = valueName
        self.help = help
        self.defaultValue = defaultValue
        self.defaultDescription = defaultDescription
        self.isHidden = isHidden
    }

    /// Present or absent, never with a value: `--strict=yes` is a usage error.
    package static func flag(_ name: String, short: Character? = nil, help: String, isHidden: Bool = false)
        -> OptionSpec
    {
        OptionSpec(name, short: short, kind: .flag, help: help, isHidden: isHidden)
    }

    /// An option taking exactly one value, where a repeat overrides the earlier one.
    package static func value(
        _ name: String, short: Character? = nil, valueName: String, help: String,
        default defaultValue: String? = nil, defaultDescription: String? = nil, isHidden: Bool = false
    ) -> OptionSpec {
        OptionSpec(
            name, short: short, kind: .value, valueName: valueName, help: help,
            defaultValue: defaultValue, defaultDescription: defaultDescription, isHidden: isHidden)
    }

    /// An option that may be given several times, collecting every value in order.
    package static func repeatable(
        _ name: String, short: Character? = nil, valueName: String, help: String, isHidden: Bool = false
    ) -> OptionSpec {
        OptionSpec(name, short: short, kind: .repeatable, valueName: valueName, help: help, isHidden: isHidden)
    }

    /// The spelling users type, e.g. `--report`.
    package var longFlag: String { "--" + name }

    /// True for `value` and `repeatable` options.
    package var takesValue: Bool { kind != .flag }
}
