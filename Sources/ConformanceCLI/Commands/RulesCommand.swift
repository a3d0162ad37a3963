import AdapterConformance
import ConformanceVocabulary

/// `conformance rules [ID]`: the catalog, or one rule with its rationale and sources.
struct RulesCommand {
    let context: CommandContext
    let arguments: ParsedArguments

    func execute() throws -> ExitCode {
        if let id = arguments.value(of: ConformanceCommands.ruleToExplain) {
            if let note = RetiredRuleID(rawValue: id.uppercased())?.reason {
                context.out.write(
                    "\(id.uppercased()) (retired)\n\nChecked by nothing; the ID stays reserved: \(note).\n")
                return .success
            }
            guard let rule = RuleCatalog.definition(id.uppercased()) else {
                let hint =
                    Suggestion.closest(to: id.uppercased(), among: RuleID.allCases.map(\.rawValue)).map {
                        " Did you mean '\($0)'?"
                    } ?? ""
                throw CommandFailure.input("unknown rule '\(id)'.\(hint)")
            }
            var text = "\(rule.id) (\(rule.level.rawValue))\n\n\(rule.summary)\n\nWhy: \(rule.rationale)\n"
            text +=
                "Sources: \(rule.sources.map { $0.allSatisfy(\.isNumber) ? "seed \($0)" : $0 }.joined(separator: ", "))\n"
            if let capability = rule.capability {
                text += "Needs: a network with \(capability.displayName); skipped otherwise.\n"
            }
            context.out.write(text)
            return .success
        }
        for rule in RuleCatalog.all {
            let level = rule.level == .required ? "required   " : "recommended"
            context.out.write(
                "\(rule.id.rawValue.padded(to: 7)) \(level)  \(rule.summary)\n")
        }
        return .success
    }
}
