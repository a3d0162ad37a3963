import AdapterConformance
import ConformanceVocabulary
import Foundation
import Testing

/// Every place that lists the catalog's rule IDs, formats or families is held to the catalog:
/// the scenario schema editors validate against, the README's catalog paragraph and the
/// scenario-format guide. A rule, format or family added to the code and not to these fails here.
@Suite struct CatalogListsTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func schema() throws -> [String: Any] {
        let data = try Data(contentsOf: BuiltInScenarios.directory.appendingPathComponent("schema.json"))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    /// The `enum` at `path` (object keys from the schema's root).
    static func enumeration(_ schema: [String: Any], _ path: String...) throws -> [String] {
        var node: Any = schema
        for key in path { node = try #require((node as? [String: Any])?[key], "schema: no \(path)") }
        return try #require((node as? [String: Any])?["enum"] as? [String], "schema: no enum at \(path)")
    }

    @Test func schemaRuleIDsAreTheCatalogs() throws {
        let listed = try Self.enumeration(Self.schema(), "$defs", "ruleID")
        #expect(listed == RuleID.allCases.map(\.rawValue))
    }

    @Test func schemaFormatsAreTheScenarioFormats() throws {
        let schema = try Self.schema()
        let formats = try Self.enumeration(schema, "$defs", "scenario", "properties", "format")
        #expect(Set(formats) == Set(ScenarioFormat.allCases.map(\.rawValue)))
        #expect(formats.count == ScenarioFormat.allCases.count)
        let signals = try Self.enumeration(schema, "$defs", "scenario", "properties", "signals", "properties", "format")
        #expect(Set(signals) == Set(ScenarioFormat.loadFormats.map(\.rawValue) + ["unbiddable"]))
    }

    /// The README's "N rules in M families (…)" names every family and counts the rules.
    @Test func readmeCountsTheRulesAndNamesEveryFamily() throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
            .replacingOccurrences(of: "\n", with: " ")
        let pattern = try NSRegularExpression(pattern: #"(\d+) rules in (\w+) families \(([^)]*)\)"#)
        let match = try #require(
            pattern.firstMatch(in: readme, range: NSRange(readme.startIndex..., in: readme)),
            "README.md no longer says how many rules in how many families")
        let text = { (group: Int) in String(readme[Range(match.range(at: group), in: readme)!]) }
        #expect(Int(text(1)) == RuleID.allCases.count, "README.md counts \(text(1)) rules")
        let words = ["ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen"]
        #expect(
            words.firstIndex(of: text(2)).map { $0 + 10 } == RuleFamily.allCases.count,
            "README.md counts \(text(2)) families")
        let named = Set(text(3).split(whereSeparator: { !$0.isLetter }).map(String.init))
        let missing = RuleFamily.allCases.map(\.rawValue).filter { !named.contains($0) }
        #expect(missing.isEmpty, "README.md's catalog paragraph leaves out \(missing)")
    }

    /// The scenario-format guide's `format` row names every format.
    @Test func scenarioGuideNamesEveryFormat() throws {
        let guide = try String(
            contentsOf: BuiltInScenarios.directory.appendingPathComponent("README.md"), encoding: .utf8)
        let row = try #require(
            guide.split(separator: "\n").first { $0.hasPrefix("| `format` |") }, "no `format` row in the guide")
        for format in ScenarioFormat.allCases {
            #expect(row.contains("`\(format.rawValue)`"), "the guide's format row leaves out \(format.rawValue)")
        }
    }
}

/// `schema.json` against every catalog file with a real JSON Schema 2020-12 validator
/// (`ci/scenario-schema.py`, python3's jsonschema); skipped, and said so, without one.
@Suite struct SchemaValidationTests {
    static let script = CatalogListsTests.root.appendingPathComponent("ci/scenario-schema.py").path

    /// Runs the script; `nil` when python3 or jsonschema is missing (exit status 3).
    static func run(_ arguments: [String]) throws -> (status: Int32, output: String)? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do { try process.run() } catch { return nil }
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        if process.terminationStatus == 3 || process.terminationStatus == 127 { return nil }
        return (process.terminationStatus, output)
    }

    static let validatorAvailable = (try? run(["selftest"])) != nil

    @Test(
        .enabled(
            if: validatorAvailable, "python3 with jsonschema is not installed (apt-get install python3-jsonschema)"))
    func everyCatalogFileValidates() throws {
        let result = try #require(try Self.run([BuiltInScenarios.directory.path]))
        #expect(result.status == 0, "\(result.output)")
    }

    @Test(
        .enabled(
            if: validatorAvailable, "python3 with jsonschema is not installed (apt-get install python3-jsonschema)"))
    func theSchemaRefusesWhatTheLoaderRefuses() throws {
        let result = try #require(try Self.run(["selftest"]))
        #expect(result.status == 0, "\(result.output)")
        // And a file the loader refuses for an unknown rule, the schema refuses too.
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = #"{ "scenarios": [ { "id": "native.x", "title": "x", "format": "native", "rules": ["LOAD-0"] } ] }"#
        try Data(file.utf8).write(to: directory.appendingPathComponent("bad.json"))
        #expect(throws: ScenarioFileError.self) { try ScenarioLoader().load([directory]) }
        let refused = try #require(try Self.run([directory.path]))
        #expect(refused.status == 1, "\(refused.output)")
    }
}
