import AdapterConformance
import ConformanceVocabulary
import Foundation

/// Which scenarios a `run` or `list` works on: the built-in catalog and/or `--scenarios`
/// directories, narrowed by `--filter`, `--rule` and `--format-filter`.
struct ScenarioSelection {
    /// The selected scenarios, sorted by ID.
    let scenarios: [Scenario]

    /// `selected` sees each selected scenario as soon as its file is read (in file order), so a
    /// run can start on it while the other files load; what it throws ends the loading.
    init(arguments: ParsedArguments, selected: (Scenario) throws -> Void = { _ in }) throws {
        let paths =
            try (arguments.isSet(ConformanceCommands.noBuiltin) ? [] : [BuiltInScenarios.directory])
            + arguments.value(of: ConformanceCommands.scenarios).map { URL(fileURLWithPath: $0) }
        let rules = try Self.ruleIDs(arguments.value(of: ConformanceCommands.rule))
        let filter = GlobFilter(try arguments.value(of: ConformanceCommands.filter))
        let format = try arguments.value(of: ConformanceCommands.formatFilter)
        func includes(_ scenario: Scenario) -> Bool {
            filter.includes(scenario.id)
                && (rules.isEmpty || scenario.rules.contains { rules.contains($0) })
                && (format == nil || scenario.format.rawValue == format!.rawValue)
        }
        // The loader hands over every scenario while there is no problem, and throws if there
        // is one, so what was selected on the way is the selection.
        var chosen: [Scenario] = []
        do {
            _ = try ScenarioLoader().load(paths) { scenario in
                guard includes(scenario) else { return }
                chosen.append(scenario)
                try selected(scenario)
            }
        } catch let error as ScenarioFileError {
            throw CommandFailure.input("invalid scenario file \(error.file): at \(error.path): \(error.message)")
        }
        scenarios = chosen.sorted { $0.id < $1.id }
    }

    /// The rules `--rule` names, in order; an unknown one is bad input, with the closest known
    /// ID as a hint.
    static func ruleIDs(_ given: [String]) throws -> [RuleID] {
        try given.map { rule in
            guard let id = RuleID(rawValue: rule) else {
                let known = RuleID.allCases.map(\.rawValue)
                let hint = Suggestion.closest(to: rule, among: known).map { " Did you mean '\($0)'?" } ?? ""
                throw CommandFailure.input("unknown rule '\(rule)'.\(hint)")
            }
            return id
        }
    }
}
