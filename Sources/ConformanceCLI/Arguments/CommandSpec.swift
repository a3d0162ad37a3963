/// A command or subcommand described as a value, so the whole command tree is inspectable data
/// that help, parsing and tests share.
public struct CommandSpec: Sendable, Equatable {
    /// Word that selects this command (ignored for the root, whose name is the program name).
    public var name: String
    /// One line shown in the parent's subcommand list and at the top of help.
    public var abstract: String
    /// Longer explanation shown only in this command's own help.
    public var discussion: String
    public var options: [OptionSpec]
    public var positionals: [PositionalSpec]
    public var subcommands: [CommandSpec]
    /// Accepted but not listed in help (e.g. the internal `worker`).
    public var isHidden: Bool

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
