import AdapterConformance
import Foundation

/// Which scenarios a `run` or `list` works on: the built-in catalog and/or `--scenarios`
/// directories, narrowed by `--filter`, `--rule` and `--format-filter`.
struct ScenarioSelection {
    let scenarios: [Scenario]

    init(arguments: ParsedArguments) throws {
        let paths =
            (arguments.flag("no-builtin") ? [] : [BuiltInScenarios.directory])
            + arguments.values("scenarios").map { URL(fileURLWithPath: $0) }
        let all: [Scenario]
        do { all = try ScenarioLoader().load(paths) } catch let error as ScenarioFileError {
            throw CommandFailure.input("invalid scenario file \(error.file): at \(error.path): \(error.message)")
        }
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
        scenarios = all.filter { scenario in
            filter.includes(scenario.id)
                && (rules.isEmpty || scenario.rules.contains { rules.contains($0) })
                && (format == nil || scenario.format.rawValue == format!.rawValue)
        }.sorted { $0.id < $1.id }
    }
}
