import AdapterConformance
import ConformanceVocabulary
import Foundation

/// `conformance validate [PATH…]`: checks scenario files without running them; every bad
/// file is reported (not just the first), each with its JSON path and what was expected.
struct ValidateCommand {
    let context: CommandContext
    let arguments: ParsedArguments

    func execute() throws -> ExitCode {
        let given = arguments.value(of: ConformanceCommands.pathsToValidate).map { URL(fileURLWithPath: $0) }
        let collection = ScenarioLoader().collect(given.isEmpty ? [BuiltInScenarios.directory] : given)
        let files = collection.files.count, count = collection.scenarios.count
        let problems = collection.problems.count
        for problem in collection.problems { context.err.write("\(problem.description)\n") }
        if problems > 0 {
            context.err.write(
                "\(problems) problem\(problems == 1 ? "" : "s") in \(files) file\(files == 1 ? "" : "s"); nothing was run.\n"
            )
            return .usage
        }
        context.out.write("\(files) file\(files == 1 ? "" : "s"), \(count) scenario\(count == 1 ? "" : "s"): valid\n")
        return .success
    }
}
