/// Renders the help screen of one command from its ``CommandSpec``, so help can never drift
/// from what the parser accepts.
struct HelpFormatter {
    let parser: ArgumentParser
    let path: [String]
    let command: CommandSpec
    var width = TextWrapping.defaultWidth

    /// Left column of two-column lists grows to fit labels up to this width; longer labels put
    /// their help on the next line instead of pushing every row to the right.
    private let maximumLabelWidth = 24
    private let labelIndent = 2
    private let columnGap = 2

    private var isRoot: Bool { path.isEmpty }

    private var options: [OptionSpec] {
        command.options.filter { !$0.isHidden }
            + BuiltinOptions.available(isRoot: isRoot, hasVersion: parser.version != nil)
    }

    private var visibleSubcommands: [CommandSpec] {
        command.subcommands.filter { !$0.isHidden }
    }

    func render() -> String {
        var sections: [String] = []
        if !command.abstract.isEmpty {
            sections.append(TextWrapping.wrap(command.abstract, width: width))
        }
        sections.append(usageLine())
        if !command.discussion.isEmpty {
            sections.append(TextWrapping.wrapParagraphs(command.discussion, width: width))
        }
        if !command.positionals.isEmpty {
            sections.append(table("ARGUMENTS:", command.positionals.map { ($0.usageText, $0.help) }))
        }
        if !visibleSubcommands.isEmpty {
            let rows =
                visibleSubcommands.map { ($0.name, $0.abstract) }
                + [(BuiltinOptions.helpCommandName, BuiltinOptions.helpCommandAbstract)]
            sections.append(table("SUBCOMMANDS:", rows))
        }
        sections.append(table("OPTIONS:", options.map { (label(for: $0), helpText(for: $0)) }))
        if !visibleSubcommands.isEmpty {
            let line = parser.commandLine(for: path)
            sections.append("See '\(line) help <subcommand>' for detailed help.")
        }
        return sections.joined(separator: "\n\n") + "\n"
    }

    private func usageLine() -> String {
        var parts = [parser.commandLine(for: path)]
        if isRoot, parser.version != nil, command.options.allSatisfy(\.isHidden) {
            parts.append("[--version]")
        } else if !command.options.allSatisfy(\.isHidden) {
            parts.append("[<options>]")
        }
        if !visibleSubcommands.isEmpty { parts.append("<subcommand>") }
        parts += command.positionals.map(\.usageText)
        let prefix = "USAGE: "
        return prefix
            + TextWrapping.wrap(
                parts.joined(separator: " "), width: width, indent: prefix.count, firstLineOffset: prefix.count)
    }

    private func label(for option: OptionSpec) -> String {
        let anyShort = options.contains { $0.shortName != nil }
        var text = option.shortName.map { "-\($0), " } ?? (anyShort ? "    " : "")
        text += option.longFlag
        if option.takesValue { text += " " + option.valueName }
        return text
    }

    private func helpText(for option: OptionSpec) -> String {
        var text = option.help
        if option.kind == .repeatable { text += " (repeatable)" }
        if let shown = option.defaultDescription ?? option.defaultValue {
            text += " (default: \(shown))"
        }
        return text
    }

    private func table(_ title: String, _ rows: [(String, String)]) -> String {
        let fitting = rows.map(\.0.count).filter { $0 <= maximumLabelWidth }
        let labelWidth = fitting.max() ?? maximumLabelWidth
        let helpColumn = labelIndent + labelWidth + columnGap
        let indent = String(repeating: " ", count: labelIndent)
        var lines = [title]
        for (label, help) in rows {
            let wrapped = TextWrapping.wrap(help, width: width, indent: helpColumn, firstLineOffset: helpColumn)
            if label.count > labelWidth {
                lines.append(indent + label)
                lines.append(String(repeating: " ", count: helpColumn) + wrapped)
            } else {
                let padding = String(repeating: " ", count: helpColumn - labelIndent - label.count)
                lines.append(indent + label + padding + wrapped)
            }
        }
        return lines.joined(separator: "\n")
    }
}
