import AdapterConformance
import ConformanceVocabulary
import Foundation

/// `conformance list`: the scenarios a run would execute, with the rules each checks.
struct ListCommand {
    let context: CommandContext
    let arguments: ParsedArguments

    func execute() throws -> ExitCode {
        let scenarios = try ScenarioSelection(arguments: arguments).scenarios
        if try arguments.value(of: ConformanceCommands.summary) == .json {
            struct Entry: Encodable { let id, title, format: String; let rules: [String]; let source: String? }
            let entries = scenarios.map {
                Entry(
                    id: $0.id, title: $0.title, format: $0.format.rawValue, rules: $0.rules.map(\.rawValue),
                    source: $0.source)
            }
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            context.out.write(String(decoding: try encoder.encode(entries), as: UTF8.self) + "\n")
            return .success
        }
        let width = scenarios.map(\.id.count).max() ?? 0
        // Every format name whole: the column is as wide as the longest one.
        let formatWidth = ScenarioFormat.allCases.map(\.rawValue.count).max() ?? 0
        for scenario in scenarios {
            let padded = scenario.id.padded(to: width)
            let format = scenario.format.rawValue.padded(to: formatWidth)
            context.out.write(
                "\(padded)  \(format)  \(scenario.rules.map(\.rawValue).joined(separator: ","))  \(scenario.title)\n")
        }
        context.out.write("\(scenarios.count) scenario\(scenarios.count == 1 ? "" : "s")\n")
        return .success
    }
}
