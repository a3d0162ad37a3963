/// State of one parse: walks the words left to right, descending into subcommands and
/// collecting options and positionals for the command reached.
struct ParseSession {
    let parser: ArgumentParser
    let arguments: [String]

    private var index = 0
    private var path: [String] = []
    private var command: CommandSpec
    private var flags: Set<String> = []
    private var optionValues: [String: [String]] = [:]
    private var positionals: [String] = []
    private var optionsEnded = false
    private var helpRequested = false

    init(parser: ArgumentParser, arguments: [String]) {
        self.parser = parser
        self.arguments = arguments
        self.command = parser.root
    }

    /// `-h`/`--help` anywhere before `--` wins over other mistakes on the same line, so a
    /// half-typed command can always be followed by `--help` to find out how to finish it.
    private var helpAppearsAnywhere: Bool {
        arguments.prefix { $0 != "--" }.contains { $0 == "--help" || $0 == "-h" }
    }

    mutating func run() throws(UsageError) -> ParseOutcome {
        do throws(UsageError) {
            while index < arguments.count {
                let word = arguments[index]
                index += 1
                if let outcome = try consume(word) { return outcome }
            }
            if helpRequested { return .help(parser.helpText(for: path)) }
            return .command(try finish())
        } catch {
            if helpAppearsAnywhere { return .help(parser.helpText(for: path)) }
            throw error
        }
    }

    // MARK: - Words

    private mutating func consume(_ word: String) throws(UsageError) -> ParseOutcome? {
        if optionsEnded {
            positionals.append(word)
        } else if word == "--" {
            optionsEnded = true
        } else if word.hasPrefix("--") {
            return try consumeLongOption(word)
        } else if word.hasPrefix("-"), word.count > 1, !Self.looksNumeric(word) {
            try consumeShortOption(word)
        } else {
            return try consumeWord(word)
        }
        return nil
    }

    private mutating func consumeWord(_ word: String) throws(UsageError) -> ParseOutcome? {
        let expectsSubcommand = !command.subcommands.isEmpty && positionals.isEmpty
        guard expectsSubcommand else {
            positionals.append(word)
            return nil
        }
        if word == BuiltinOptions.helpCommandName {
            return .help(try helpTarget())
        }
        if let subcommand = command.subcommand(named: word) {
            path.append(word)
            command = subcommand
            // Options belong to the command they follow; the parent's are not inherited.
            flags = []
            optionValues = [:]
            return nil
        }
        if command.positionals.isEmpty {
            throw unknownSubcommand(word, in: command)
        }
        positionals.append(word)
        return nil
    }

    /// Resolves `help A B` to the help text of `A B` below the current command.
    private mutating func helpTarget() throws(UsageError) -> String {
        var target = path
        var current = command
        for word in arguments[index...] where !word.hasPrefix("-") {
            guard let next = current.subcommand(named: word) else {
                if current.subcommands.isEmpty {
                    throw error("unexpected argument '\(word)'", at: target)
                }
                throw unknownSubcommand(word, in: current, at: target)
            }
            target.append(word)
            current = next
        }
        return parser.helpText(for: target)
    }

    // MARK: - Options

    private var availableOptions: [OptionSpec] {
        command.options + BuiltinOptions.available(isRoot: path.isEmpty, hasVersion: parser.version != nil)
    }

    private mutating func consumeLongOption(_ word: String) throws(UsageError) -> ParseOutcome? {
        let body = word.dropFirst(2)
        let name: String
        let inlineValue: String?
        if let equals = body.firstIndex(of: "=") {
            name = String(body[..<equals])
            inlineValue = String(body[body.index(after: equals)...])
        } else {
            name = String(body)
            inlineValue = nil
        }
        guard let spec = availableOptions.first(where: { $0.name == name }) else {
            throw unknownLongOption(name)
        }
        return try apply(spec, spelled: "--" + name, inlineValue: inlineValue)
    }

    private mutating func consumeShortOption(_ word: String) throws(UsageError) {
        let letter = word[word.index(after: word.startIndex)]
        let attached = String(word.dropFirst(2))
        guard let spec = availableOptions.first(where: { $0.shortName == letter }),
            attached.isEmpty || spec.takesValue
        else {
            throw unknownShortOption(word)
        }
        _ = try apply(spec, spelled: "-" + String(letter), inlineValue: attached.isEmpty ? nil : attached)
    }

    private mutating func apply(
        _ spec: OptionSpec, spelled: String, inlineValue: String?
    ) throws(UsageError) -> ParseOutcome? {
        if spec == BuiltinOptions.help || spec == BuiltinOptions.version {
            if inlineValue != nil { throw error("option '\(spelled)' does not take a value") }
            if spec == BuiltinOptions.version, let version = parser.version { return .version(version) }
            helpRequested = true
            return nil
        }
        switch spec.kind {
        case .flag:
            if inlineValue != nil { throw error("option '\(spelled)' does not take a value") }
            flags.insert(spec.name)
        case .value, .repeatable:
            let value: String
            if let inlineValue {
                value = inlineValue
            } else {
                value = try nextValue(for: spec, spelled: spelled)
            }
            if value.isEmpty { throw missingValue(spec, spelled: spelled) }
            if spec.kind == .value {
                optionValues[spec.name] = [value]
            } else {
                optionValues[spec.name, default: []].append(value)
            }
        }
        return nil
    }

    /// Takes the following word as the value unless it is clearly another option; values that
    /// start with a dash can still be given as `--name=-value`.
    private mutating func nextValue(for spec: OptionSpec, spelled: String) throws(UsageError) -> String {
        guard index < arguments.count else { throw missingValue(spec, spelled: spelled) }
        let candidate = arguments[index]
        if candidate.hasPrefix("-"), candidate != "-", !Self.looksNumeric(candidate) {
            throw missingValue(spec, spelled: spelled)
        }
        index += 1
        return candidate
    }

    // MARK: - Completion

    private func finish() throws(UsageError) -> ParsedArguments {
        if !command.subcommands.isEmpty, command.positionals.isEmpty {
            let names = command.subcommands.filter { !$0.isHidden }.map(\.name)
            throw error("missing subcommand; expected one of: \(names.joined(separator: ", "))")
        }
        let ranges = PositionalAssignment.ranges(for: command.positionals, count: positionals.count)
        for (spec, range) in zip(command.positionals, ranges) where range.count < spec.minimumCount {
            throw error("missing required argument '\(spec.usageText)'")
        }
        let used = ranges.last?.upperBound ?? 0
        if used < positionals.count {
            throw error("unexpected argument '\(positionals[used])'")
        }
        return ParsedArguments(
            programName: parser.programName, commandPath: path, command: command,
            flags: flags, optionValues: optionValues, positionals: positionals)
    }

    // MARK: - Errors

    private func error(_ message: String, at target: [String]? = nil) -> UsageError {
        UsageError(message, commandLine: parser.commandLine(for: target ?? path))
    }

    private func missingValue(_ spec: OptionSpec, spelled: String) -> UsageError {
        error("option '\(spelled)' needs a value (\(spec.valueName))")
    }

    private func unknownLongOption(_ name: String) -> UsageError {
        let visible = availableOptions.filter { !$0.isHidden }.map(\.name)
        var message = "unknown option '--\(name)'"
        if let suggestion = Suggestion.closest(to: name, among: visible) {
            message += ". Did you mean '--\(suggestion)'?"
        } else if let owner = command.subcommands.first(where: { $0.option(named: name) != nil && !$0.isHidden }) {
            message +=
                "; it belongs after the subcommand, e.g. '\(parser.commandLine(for: path + [owner.name])) --\(name)'"
        }
        return error(message)
    }

    private func unknownShortOption(_ word: String) -> UsageError {
        // A long name typed with one dash (`-adapter`) is a common slip worth pointing out.
        let name = String(word.dropFirst())
        let visible = availableOptions.filter { !$0.isHidden }.map(\.name)
        if visible.contains(name) {
            return error("unknown option '\(word)'. Did you mean '--\(name)'?")
        }
        return error("unknown option '\(word)'")
    }

    private func unknownSubcommand(_ word: String, in parent: CommandSpec, at target: [String]? = nil) -> UsageError {
        let names = parent.subcommands.filter { !$0.isHidden }.map(\.name) + [BuiltinOptions.helpCommandName]
        return error("unknown subcommand '\(word)'" + Suggestion.didYouMean(word, among: names), at: target)
    }

    /// `-5` or `-0.5` is a value or positional, not an option.
    private static func looksNumeric(_ word: String) -> Bool {
        word.count > 1 && Double(word) != nil && word.dropFirst().allSatisfy { $0.isNumber || $0 == "." }
    }
}
