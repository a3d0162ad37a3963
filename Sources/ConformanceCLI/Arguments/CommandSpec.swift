/// A command or subcommand described as a value, so the whole command tree is inspectable data
/// that help, parsing and tests share.
public struct CommandSpec: Sendable, Equatable {
    /// Word that selects this command (ignored for the root, whose name is the program name).
    public var name: String
    /// One line shown in the parent's subcommand list and at the top of help.
    public var abstract: String
    /// Longer explanation shown only in this command's own help.
    public var discussion: String
    /// Options valid right after this command; `--help` is implicit and must not be declared.
    public var options: [OptionSpec]
    /// Positional arguments in command-line order.
    public var positionals: [PositionalSpec]
    /// Children selected by the next word; a command with subcommands but no positionals
    /// requires one of them.
    public var subcommands: [CommandSpec]
    /// Accepted but not listed in help (e.g. the internal `worker`).
    public var isHidden: Bool

    /// Declares a command; traps if a positional other than the last is variadic, since the
    /// assignment of words would then be ambiguous.
    public init(
        name: String, abstract: String, discussion: String = "",
        options: [OptionSpec] = [], positionals: [PositionalSpec] = [],
        subcommands: [CommandSpec] = [], isHidden: Bool = false
    ) {
        precondition(
            positionals.dropLast().allSatisfy { if case .variadic = $0.arity { false } else { true } },
            "only the last positional of '\(name)' may be variadic")
        self.name = name
        self.abstract = abstract
        self.discussion = discussion
        self.options = options
        self.positionals = positionals
        self.subcommands = subcommands
        self.isHidden = isHidden
    }

    /// Looks up a declared option by long name.
    public func option(named name: String) -> OptionSpec? {
        options.first { $0.name == name }
    }

    /// Looks up a declared option by its one-letter alias.
    public func option(short: Character) -> OptionSpec? {
        options.first { $0.shortName == short }
    }

    /// Looks up a direct subcommand, hidden ones included.
    public func subcommand(named name: String) -> CommandSpec? {
        subcommands.first { $0.name == name }
    }

    /// Follows a path of subcommand names from this command; nil if any step is unknown.
    public func descendant(at path: [String]) -> CommandSpec? {
        var command = self
        for name in path {
            guard let next = command.subcommand(named: name) else { return nil }
            command = next
        }
        return command
    }
}
