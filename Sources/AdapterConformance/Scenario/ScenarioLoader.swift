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
            throw ScenarioFileError(file: name, path: "$", message: "cannot read the file (\(error.localizedDescription))")
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
                throw ScenarioFileError(file: file, path: "\(item.path).id", message: "duplicate scenario ID \"\(scenario.id)\" (first at \(first))")
            }
            seen[scenario.id] = item.path
            return scenario
        }
    }

    /// Every `*.json` scenario file directly in `directory` (not `schema.json`), sorted by
    /// name; scenario IDs must be unique across all of them.
    package func load(directory: URL) throws -> [Scenario] {
        let names: [String]
        do { names = try FileManager.default.contentsOfDirectory(atPath: directory.path) } catch {
            throw ScenarioFileError(file: directory.path, path: "$", message: "cannot list the scenario directory")
        }
        var all: [Scenario] = []
        var origin: [String: String] = [:]
        for name in names.sorted() where name.hasSuffix(".json") && name != "schema.json" {
            let url = directory.appendingPathComponent(name)
            let scenarios = try load(file: url, displayName: url.path)
            for scenario in scenarios {
                if let first = origin[scenario.id] {
                    throw ScenarioFileError(file: url.path, path: "$.scenarios", message: "duplicate scenario ID \"\(scenario.id)\" (also in \(first))")
                }
                origin[scenario.id] = url.path
            }
            all += scenarios
        }
        return all
    }

    private static func reason(_ error: Error) -> String {
        let nsError = error as NSError
        return (nsError.userInfo[NSDebugDescriptionErrorKey] as? String) ?? nsError.localizedDescription
    }
}
