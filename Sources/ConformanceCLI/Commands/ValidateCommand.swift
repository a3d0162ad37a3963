import AdapterConformance
import Foundation

/// `conformance validate [PATH…]`: checks scenario files without running them; every bad
/// file is reported (not just the first), each with its JSON path and what was expected.
struct ValidateCommand {
    let context: CommandContext
    let arguments: ParsedArguments

    func execute() throws -> ExitCode {
        var paths = arguments.positionalValues("PATH")
        if paths.isEmpty { paths = [BuiltInScenarios.directory.path] }
        let loader = ScenarioLoader()
        var files: [String] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw CommandFailure.input("no such file or directory: \(path)")
            }
            if isDirectory.boolValue {
                let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
                files += names.filter { $0.hasSuffix(".json") && $0 != "schema.json" }.sorted().map { (path as NSString).appendingPathComponent($0) }
            } else {
                files.append(path)
            }
        }
        var problems = 0
        var count = 0
        var origin: [String: String] = [:]
        for file in files {
            do {
                let scenarios = try loader.load(file: URL(fileURLWithPath: file), displayName: file)
                for scenario in scenarios {
                    if let first = origin[scenario.id] {
                        problems += 1
                        context.err.write("\(file): $.scenarios: duplicate scenario ID \"\(scenario.id)\" (also in \(first))\n")
                    }
                    origin[scenario.id] = file
                }
                count += scenarios.count
            } catch let error as ScenarioFileError {
                problems += 1
                context.err.write("\(error.description)\n")
            }
        }
        if problems > 0 {
            context.err.write("\(problems) problem\(problems == 1 ? "" : "s") in \(files.count) file\(files.count == 1 ? "" : "s"); nothing was run.\n")
            return .usage
        }
        context.out.write("\(files.count) file\(files.count == 1 ? "" : "s"), \(count) scenario\(count == 1 ? "" : "s"): valid\n")
        return .success
    }
}
