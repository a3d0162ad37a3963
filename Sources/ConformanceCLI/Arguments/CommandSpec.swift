/// A command or subcommand described as a value, so the whole command tree is inspectable data
/// that help, parsing and tests share, together with what the command does.
package struct CommandSpec: Sendable {
    /// What a command does with the arguments parsed for it; the exit status it returns is the
    /// process's.
    typealias Action = @MainActor @Sendable (CommandContext, ParsedArguments) async throws -> ExitCode

    /// Word that selects this command (ignored for the root, whose name is the program name).
    var name: String
    /// One line shown in the parent's subcommand list and at the top of help.
    var abstract: String
    /// Longer explanation shown only in this command's own help.
    var discussion: String
    /// Options valid right after this command; `--help` is implicit and must not be declared.
    package var options: [OptionSpec]
    var positionals: [PositionalSpec]
    /// Children selected by the next word; a command with subcommands but no positionals
    /// requires one of them.
    var subcommands: [CommandSpec]
    /// Accepted but not listed in help (e.g. the internal `worker`).
    var isHidden: Bool
    /// Runs the command once parsing selected it; nil for a command that only groups
    /// subcommands, or one a test declares to parse.
    private(set) var action: Action?

    /// Declares a command; traps if a positional other than the last is variadic, since the
    /// assignment of words would then be ambiguous.
    package init(
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

    /// This command, running `action` when selected.
    func performing(_ action: @escaping Action) -> CommandSpec {
        var command = self
        command.action = action
        return command
    }

    func option(named name: String) -> OptionSpec? {
        options.first { $0.name == name }
    }

    /// Looks up a direct subcommand, hidden ones included.
    package func subcommand(named name: String) -> CommandSpec? {
        subcommands.first { $0.name == name }
    }

    /// Follows a path of subcommand names from this command; nil if any step is unknown.
    func descendant(at path: [String]) -> CommandSpec? {
        var command = self
        for name in path {
            guard let next = command.subcommand(named: name) else { return nil }
            command = next
        }
        return command
    }
}
