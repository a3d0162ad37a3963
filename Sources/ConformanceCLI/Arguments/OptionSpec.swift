/// One named option a command accepts, described as data so help text, parsing and
/// suggestions all come from the same declaration.
public struct OptionSpec: Sendable, Equatable {
    /// How many values an option takes; decides both parsing and how help renders it.
    public enum Kind: Sendable, Equatable {
        /// Present or absent (`--strict`); never takes a value.
        case flag
        /// Takes one value (`--report PATH` or `--report=PATH`); the last occurrence wins.
        case value
        /// Takes one value per occurrence and keeps all of them (`--adapter A --adapter B`).
        case repeatable
    }

    /// Long name without dashes; it is also the key for ``ParsedArguments`` accessors.
    public var name: String
    /// Single-character alias used as `-j 4` or `-j4`.
    public var shortName: Character?
    /// Whether and how often the option takes a value.
    public var kind: Kind
    /// Placeholder shown in help and errors (`PATH`, `K/N`, `text|json`).
    public var valueName: String
    /// One sentence for the help screen.
    public var help: String
    /// Value used when the option is absent; also shown in help.
    public var defaultValue: String?
    /// Help-only description of a default that is computed at run time ("number of CPU cores").
    /// Takes precedence over ``defaultValue`` in help.
    public var defaultDescription: String?
    /// Accepted but left out of help, for internal or deprecated options.
    public var isHidden: Bool

    /// Full initialiser; the `flag`, `value` and `repeatable` factories read better in trees.
    public init(
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

    /// A boolean switch such as `--strict`.
    public static func flag(_ name: String, short: Character? = nil, help: String, isHidden: Bool = false) -> OptionSpec {
        OptionSpec(name, short: short, kind: .flag, help: help, isHidden: isHidden)
    }

    /// An option taking exactly one value, where a repeat overrides the earlier one.
    public static func value(
        _ name: String, short: Character? = nil, valueName: String, help: String,
        default defaultValue: String? = nil, defaultDescription: String? = nil, isHidden: Bool = false
    ) -> OptionSpec {
        OptionSpec(
            name, short: short, kind: .value, valueName: valueName, help: help,
            defaultValue: defaultValue, defaultDescription: defaultDescription, isHidden: isHidden)
    }

    /// An option that may be given several times, collecting every value in order.
    public static func repeatable(
        _ name: String, short: Character? = nil, valueName: String, help: String, isHidden: Bool = false
    ) -> OptionSpec {
        OptionSpec(name, short: short, kind: .repeatable, valueName: valueName, help: help, isHidden: isHidden)
    }

    /// The spelling users type, e.g. `--report`.
    public var longFlag: String { "--" + name }

    /// Whether the option consumes a value argument.
    public var takesValue: Bool { kind != .flag }
}
