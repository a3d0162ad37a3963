/// The result of a successful parse: which command was selected and what was given to it.
///
/// Options, flags and positionals are read through their declarations (``TypedOption``,
/// ``TypedFlag``, ``TypedPositional``). Asking for something the command never declared is a
/// programming error and traps, so wiring code cannot silently read it as "absent".
package struct ParsedArguments: Sendable {
    /// Name used in messages (`conformance`, or whatever the adapter repo calls its executable).
    let programName: String
    /// Subcommand names from the root, e.g. `["run"]`; empty when the root itself was selected.
    package let commandPath: [String]
    let command: CommandSpec
    /// Every positional word in command-line order, including those after `--`.
    package let positionals: [String]

    private let flags: Set<String>
    private let optionValues: [String: [String]]

    init(
        programName: String, commandPath: [String], command: CommandSpec,
        flags: Set<String>, optionValues: [String: [String]], positionals: [String]
    ) {
        self.programName = programName
        self.commandPath = commandPath
        self.command = command
        self.flags = flags
        self.optionValues = optionValues
        self.positionals = positionals
    }

    /// The selected leaf subcommand's name, or nil for the root.
    package var subcommand: String? { commandPath.last }

    /// `conformance run`, used in hints for errors found after parsing.
    package var commandLine: String { ([programName] + commandPath).joined(separator: " ") }

    /// Whether a flag was given; commands read it through ``TypedFlag``.
    func isGiven(_ flag: OptionSpec) -> Bool {
        precondition(flag.kind == .flag, "'\(flag.longFlag)' is not a flag")
        requireDeclared(flag)
        return flags.contains(flag.name)
    }

    /// The values given for an option, in order: at most one for a single-value option (the
    /// last one given), none when absent. Commands read them through ``TypedOption``.
    func values(given option: OptionSpec) -> [String] {
        requireDeclared(option)
        return optionValues[option.name] ?? []
    }

    /// The words assigned to a positional; commands read them through ``TypedPositional``.
    func words(for positional: PositionalSpec) -> [String] {
        guard let index = command.positionals.firstIndex(of: positional) else {
            preconditionFailure("'\(commandLine)' declares no positional '\(positional.name)'")
        }
        return PositionalAssignment.ranges(for: command.positionals, count: positionals.count)[index]
            .map { positionals[$0] }
    }

    /// Traps unless the selected command declares `option`: reading another command's option
    /// is a programming error, not an absent option.
    private func requireDeclared(_ option: OptionSpec) {
        precondition(command.options.contains(option), "'\(commandLine)' declares no option '\(option.longFlag)'")
    }
}
