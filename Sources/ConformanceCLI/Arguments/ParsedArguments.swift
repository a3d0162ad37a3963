/// The result of a successful parse: which command was selected and what was given to it.
///
/// Accessors take the long option name (without dashes) or the positional's name. Asking for a
/// name the command never declared is a programming error and traps, so a typo in wiring code
/// cannot silently read as "absent".
package struct ParsedArguments: Sendable, Equatable {
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

    /// Traps if the selected command declares no flag `name`.
    package func flag(_ name: String) -> Bool {
        let spec = declaredOption(name)
        precondition(spec.kind == .flag, "'\(name)' is not a flag")
        return flags.contains(name)
    }

    /// The value of a single-value option: the last one given, else its default, else nil.
    package func value(_ name: String) -> String? {
        let spec = declaredOption(name)
        return optionValues[name]?.last ?? spec.defaultValue
    }

    /// All values of a repeatable option in the order given (empty if absent).
    package func values(_ name: String) -> [String] {
        _ = declaredOption(name)
        return optionValues[name] ?? []
    }

    /// The word(s) assigned to a named positional; variadic positionals may get several.
    package func positionalValues(_ name: String) -> [String] {
        guard let index = command.positionals.firstIndex(where: { $0.name == name }) else {
            preconditionFailure("'\(commandLine)' declares no positional '\(name)'")
        }
        return PositionalAssignment.ranges(for: command.positionals, count: positionals.count)[index]
            .map { positionals[$0] }
    }

    /// The single word assigned to a required or optional positional.
    package func positional(_ name: String) -> String? {
        positionalValues(name).first
    }

    /// The spec of a declared option, for error messages in typed conversions.
    func declaredOption(_ name: String) -> OptionSpec {
        guard let spec = command.option(named: name) else {
            preconditionFailure("'\(commandLine)' declares no option '--\(name)'")
        }
        return spec
    }
}
