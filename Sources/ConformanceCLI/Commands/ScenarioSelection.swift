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
            (arguments.flag("no-builtin") ? [] : [BuiltInScenarios.directory])
            + arguments.values("scenarios").map { URL(fileURLWithPath: $0) }
        let rules = try arguments.values("rule").map { rule in
            guard let id = RuleID(rawValue: rule) else {
                let known = RuleID.allCases.map(\.rawValue)
                let hint = Suggestion.closest(to: rule, among: known).map { " Did you mean '\($0)'?" } ?? ""
                throw CommandFailure.input("unknown rule '\(rule)'.\(hint)")
            }
            return id
        }
        let filter = GlobFilter(arguments.values("filter"))
        let format = try arguments.choice("format-filter", as: FormatFilter.self)
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
}
