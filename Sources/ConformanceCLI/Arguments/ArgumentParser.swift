/// Turns a command line into a ``ParseOutcome`` according to a ``CommandSpec`` tree.
///
/// Conventions follow common Unix and Swift tools: options and positionals may be interleaved,
/// `--name=value` and `--name value` are equivalent, `-j4` and `-j 4` too, `--` ends options,
/// `-h`/`--help` works on every level (also as `help SUBCOMMAND`), and `--version` on the root.
/// It never prints or exits; usage mistakes are thrown as ``UsageError``.
package struct ArgumentParser: Sendable {
    let root: CommandSpec
    /// Name shown in usage lines and hints; configurable because adapter repositories may name
    /// their executable differently.
    let programName: String
    /// Text printed for `--version`; when nil the root has no `--version` option.
    let version: String?

    /// Building one is cheap, so make one per invocation or test.
    package init(root: CommandSpec, programName: String, version: String? = nil) {
        self.root = root
        self.programName = programName
        self.version = version
    }

    /// Parses the arguments after the program name (`CommandLine.arguments.dropFirst()`).
    package func parse<Arguments: Collection<String>>(_ arguments: Arguments) throws(UsageError) -> ParseOutcome {
        var session = ParseSession(parser: self, arguments: Array(arguments))
        return try session.run()
    }

    /// Generated help for the command at `path` (subcommand names from the root).
    func helpText(for path: [String] = []) -> String {
        guard let command = root.descendant(at: path) else {
            preconditionFailure("no command at path \(path)")
        }
        return HelpFormatter(parser: self, path: path, command: command).render()
    }

    /// `conformance run` for a path, as shown in hints and usage lines.
    func commandLine(for path: [String]) -> String {
        ([programName] + path).joined(separator: " ")
    }
}
