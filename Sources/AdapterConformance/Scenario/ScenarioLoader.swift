import Foundation

/// Reads scenario files. A file is all-or-nothing: the first problem rejects the whole
/// file with its path, the JSON path and what was expected.
package struct ScenarioLoader: Sendable {
    /// Rule IDs scenarios may cite.
    package var knownRules: Set<String>

    /// A loader that accepts the rules of the built-in catalog.
    package init(knownRules: Set<String> = Set(RuleCatalog.all.map(\.id))) {
        self.knownRules = knownRules
    }

    /// Scenarios of one file: `{ "scenarios": [ … ] }`.
    package func load(file url: URL, displayName: String? = nil) throws -> [Scenario] {
        let name = displayName ?? url.path
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw ScenarioFileError(
                file: name, path: "$", message: "cannot read the file (\(error.localizedDescription))")
        }
        return try load(data: data, file: name)
    }

    /// Scenarios from JSON bytes; `file` names them in errors.
    package func load(data: Data, file: String) throws -> [Scenario] {
        let json: Any
        do { json = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]) } catch {
            throw ScenarioFileError(file: file, path: "$", message: "not valid JSON (\(Self.reason(error)))")
        }
        let root = try JSONCursor(value: json, path: "$", file: file).object()
        let items = try root.required("scenarios", "an array of scenarios").array()
        try root.rejectUnknownKeys(allowed: ["$schema", "description"])
        let decoder = ScenarioDecoder(knownRules: knownRules)
        var seen: [String: String] = [:]
        return try items.map { item in
            let scenario = try decoder.scenario(item)
            if let first = seen[scenario.id] {
                throw ScenarioFileError(
                    file: file, path: "\(item.path).id",
                    message: "duplicate scenario ID \"\(scenario.id)\" (first at \(first))")
            }
            seen[scenario.id] = item.path
            return scenario
        }
    }

    /// Scenarios of files and directories (every `*.json` directly inside a directory but
    /// `schema.json`, sorted by name), in the order given. Every problem is collected, not just
    /// the first: a bad file, a path that is not there, a directory without scenario files, and
    /// a scenario ID used twice anywhere in the set. The one place IDs are checked for
    /// uniqueness, for the CLI, `validate` and Swift Testing alike.
    package func collect(_ paths: [URL]) -> ScenarioCollection {
        var collection = ScenarioCollection()
        var origin: [String: String] = [:]
        for path in paths {
            let files: [URL]
            do { files = try Self.files(at: path) } catch {
                collection.problems.append(error)
                continue
            }
            for file in files {
                collection.files.append(file.relativePath)
                let scenarios: [Scenario]
                do { scenarios = try load(file: file, displayName: file.relativePath) } catch {
                    collection.problems.append(
                        error as? ScenarioFileError
                            ?? ScenarioFileError(file: file.relativePath, path: "$", message: "\(error)"))
                    continue
                }
                for scenario in scenarios {
                    if let first = origin[scenario.id] {
                        collection.problems.append(
                            ScenarioFileError(
                                file: file.relativePath, path: "$.scenarios",
                                message: "duplicate scenario ID \"\(scenario.id)\" (also in \(first))"))
                        continue
                    }
                    origin[scenario.id] = file.relativePath
                    collection.scenarios.append(scenario)
                }
            }
        }
        return collection
    }

    /// The scenarios of `paths` (see `collect`), or the first problem.
    package func load(_ paths: [URL]) throws -> [Scenario] {
        let collection = collect(paths)
        if let problem = collection.problems.first { throw problem }
        return collection.scenarios
    }

    /// The scenario files a path stands for: itself, or the `*.json` files directly in it.
    private static func files(at path: URL) throws(ScenarioFileError) -> [URL] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path.relativePath, isDirectory: &isDirectory) else {
            throw ScenarioFileError(file: path.relativePath, path: "$", message: "no such file or directory")
        }
        guard isDirectory.boolValue else { return [path] }
        let names: [String]
        do { names = try FileManager.default.contentsOfDirectory(atPath: path.relativePath) } catch {
            throw ScenarioFileError(file: path.relativePath, path: "$", message: "cannot list the directory")
        }
        let files = names.filter { $0.hasSuffix(".json") && $0 != "schema.json" }.sorted()
        guard !files.isEmpty else {
            throw ScenarioFileError(
                file: path.relativePath, path: "$", message: "no scenario files (*.json) in the directory")
        }
        return files.map { path.appendingPathComponent($0) }
    }

    private static func reason(_ error: Error) -> String {
        let nsError = error as NSError
        return (nsError.userInfo[NSDebugDescriptionErrorKey] as? String) ?? nsError.localizedDescription
    }
}

/// What loading a set of scenario paths found.
package struct ScenarioCollection: Sendable {
    /// Valid scenarios, in path order then file order, each ID once.
    package var scenarios: [Scenario] = []
    /// Every scenario file looked at.
    package var files: [String] = []
    package var problems: [ScenarioFileError] = []
}
