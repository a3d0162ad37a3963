import AdapterConformance
import Foundation
import Testing

/// Malformed scenario files are refused whole, with the file, the JSON path and what was
/// expected; nothing from a refused file is returned.
@Suite struct ScenarioLoaderTests {
    let loader = ScenarioLoader()

    /// A valid file with one scenario; `scenario` is spliced in as its only entry.
    static func file(_ scenario: String) -> Data {
        Data(#"{ "$schema": "./schema.json", "scenarios": [ \#(scenario) ] }"#.utf8)
    }

    static let valid = #"""
        { "id": "native.load.ok", "title": "ok", "format": "native", "rules": ["LOAD-1"],
          "network": { "answers": [ { "outcome": "ad", "afterMs": 5, "thread": "background-1" } ] } }
        """#

    /// Loads `data` expecting a refusal, and returns it.
    func refusal(_ data: Data, file: String = "bad.json") -> ScenarioFileError? {
        do {
            let scenarios = try loader.load(data: data, file: file)
            Issue.record("expected a refusal, got \(scenarios.count) scenario(s)")
            return nil
        } catch let error as ScenarioFileError {
            return error
        } catch {
            Issue.record("expected a ScenarioFileError, got \(error)")
            return nil
        }
    }

    @Test func validFileLoads() throws {
        let scenarios = try loader.load(data: Self.file(Self.valid), file: "good.json")
        #expect(scenarios.map(\.id) == ["native.load.ok"])
        #expect(scenarios.first?.loads.first?.answers.first?.delayMilliseconds == 5)
        #expect(scenarios.first?.source == "good.json")
    }

    @Test func badJSON() {
        let error = refusal(Data(#"{ "scenarios": [ { "id": "x", } "#.utf8))
        #expect(error?.file == "bad.json")
        #expect(error?.path == "$")
        #expect(error?.message.contains("not valid JSON") == true)
    }

    @Test func unknownKey() {
        let scenario =
            #"{ "id": "a", "title": "t", "format": "native", "rules": ["LOAD-1"], "netwrk": { "answers": [] } }"#
        let error = refusal(Self.file(scenario))
        #expect(error?.path == "$.scenarios[0].netwrk")
        #expect(error?.message.contains("unknown field \"netwrk\"") == true)
        #expect(error?.message.contains("network") == true)
    }

    @Test func unknownKeyAtTopLevel() {
        let error = refusal(Data(#"{ "scenarios": [], "scenaros": [] }"#.utf8))
        #expect(error?.path == "$.scenaros")
    }

    @Test func wrongType() {
        let scenario = #"{ "id": "a", "title": "t", "format": "native", "rules": "LOAD-1" }"#
        let error = refusal(Self.file(scenario))
        #expect(error?.path == "$.scenarios[0].rules")
        #expect(error?.message == "expected an array, found a string")
    }

    @Test func wrongTypeDeepInside() {
        let scenario =
            #"{ "id": "a", "title": "t", "format": "native", "rules": ["OPT-2"], "request": { "testRequest": "yes" } }"#
        let error = refusal(Self.file(scenario))
        #expect(error?.path == "$.scenarios[0].request.testRequest")
        #expect(error?.message.contains("expected true or false, found a string") == true)
    }

    @Test func unknownRule() {
        let scenario = #"{ "id": "a", "title": "t", "format": "native", "rules": ["LOAD-1", "LOAD-99"] }"#
        let error = refusal(Self.file(scenario))
        #expect(error?.path == "$.scenarios[0].rules[1]")
        #expect(error?.message.contains("unknown rule \"LOAD-99\"") == true)
    }

    @Test func unknownFormat() {
        let scenario = #"{ "id": "a", "title": "t", "format": "interstitial", "rules": ["LOAD-1"] }"#
        let error = refusal(Self.file(scenario))
        #expect(error?.path == "$.scenarios[0].format")
        #expect(error?.message.contains("\"banner\"") == true)
        #expect(error?.message.contains("found \"interstitial\"") == true)
    }

    @Test func missingField() {
        let scenario = #"{ "id": "a", "format": "native", "rules": ["LOAD-1"] }"#
        let error = refusal(Self.file(scenario))
        #expect(error?.path == "$.scenarios[0].title")
        #expect(error?.message.contains("missing field") == true)
    }

    @Test func missingAnswers() {
        let scenario = #"{ "id": "a", "title": "t", "format": "native", "rules": ["LOAD-1"], "network": {} }"#
        let error = refusal(Self.file(scenario))
        #expect(error?.path == "$.scenarios[0].network.answers")
    }

    @Test func duplicateIDWithinAFile() {
        let data = Data(#"{ "scenarios": [ \#(Self.valid), \#(Self.valid) ] }"#.utf8)
        let error = refusal(data)
        #expect(error?.path == "$.scenarios[1].id")
        #expect(error?.message.contains("duplicate scenario ID \"native.load.ok\"") == true)
        #expect(error?.message.contains("$.scenarios[0]") == true)
    }

    @Test func duplicateIDAcrossFiles() throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("scenario-loader-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Self.file(Self.valid).write(to: directory.appendingPathComponent("a.json"))
        try Self.file(Self.valid).write(to: directory.appendingPathComponent("b.json"))
        // schema.json is not a scenario file, whatever it holds.
        try Data("{}".utf8).write(to: directory.appendingPathComponent("schema.json"))
        #expect {
            _ = try loader.load([directory])
        } throws: { error in
            guard let error = error as? ScenarioFileError else { return false }
            return error.file.hasSuffix("b.json") && error.message.contains("duplicate scenario ID \"native.load.ok\"")
                && error.message.contains("a.json")
        }
    }

    @Test func directoryWithDistinctFilesLoads() throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("scenario-loader-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Self.file(Self.valid).write(to: directory.appendingPathComponent("a.json"))
        try Self.file(Self.valid.replacingOccurrences(of: "native.load.ok", with: "native.load.other"))
            .write(to: directory.appendingPathComponent("b.json"))
        try Data("{}".utf8).write(to: directory.appendingPathComponent("schema.json"))
        let scenarios = try loader.load([directory])
        #expect(scenarios.map(\.id) == ["native.load.ok", "native.load.other"])
    }

    @Test func negativeDelay() {
        let scenario = #"""
            { "id": "a", "title": "t", "format": "native", "rules": ["LOAD-1"],
              "network": { "answers": [ { "outcome": "ad" }, { "outcome": "ad", "afterMs": -5 } ] } }
            """#
        let error = refusal(Self.file(scenario))
        #expect(error?.path == "$.scenarios[0].network.answers[1].afterMs")
        #expect(error?.message.contains("non-negative") == true)
    }

    @Test(arguments: ["worker", "background-0", "background-", "background-x", "Main"])
    func badThreadLabel(_ label: String) {
        let scenario = #"""
            { "id": "a", "title": "t", "format": "banner", "rules": ["CON-2"],
              "network": { "answers": [ { "outcome": "ad", "thread": "\#(label)" } ] } }
            """#
        let error = refusal(Self.file(scenario))
        #expect(error?.path == "$.scenarios[0].network.answers[0].thread")
        #expect(error?.message.contains("background-N") == true)
    }

    @Test func badIDSpelling() {
        let scenario = #"{ "id": "Native.Load", "title": "t", "format": "native", "rules": ["LOAD-1"] }"#
        let error = refusal(Self.file(scenario))
        #expect(error?.path == "$.scenarios[0].id")
    }

    @Test func networkAndLoadsTogether() {
        let scenario = #"""
            { "id": "a", "title": "t", "format": "native", "rules": ["CON-1"],
              "network": { "answers": [] }, "loads": [ { "answers": [] } ] }
            """#
        let error = refusal(Self.file(scenario))
        #expect(error?.path == "$.scenarios[0].loads")
    }

    @Test func nothingFromABadFileIsReturned() throws {
        // The first scenario is fine, the second is not: the whole file is refused.
        let bad = #"{ "id": "b", "title": "t", "format": "native", "rules": ["NOPE-1"] }"#
        let data = Data(#"{ "scenarios": [ \#(Self.valid), \#(bad) ] }"#.utf8)
        var loaded: [Scenario]?
        #expect(throws: ScenarioFileError.self) { loaded = try loader.load(data: data, file: "mixed.json") }
        #expect(loaded == nil)

        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("scenario-loader-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Self.file(Self.valid.replacingOccurrences(of: "native.load.ok", with: "native.load.good")).write(
            to: directory.appendingPathComponent("a.json"))
        try data.write(to: directory.appendingPathComponent("b.json"))
        var fromDirectory: [Scenario]?
        #expect(throws: ScenarioFileError.self) { fromDirectory = try loader.load([directory]) }
        #expect(fromDirectory == nil)
    }

    @Test func errorDescriptionNamesFilePathAndExpectation() {
        let error = ScenarioFileError(file: "scenarios/x.json", path: "$.scenarios[0].netwrk", message: "unknown field")
        #expect(error.description == "scenarios/x.json: $.scenarios[0].netwrk: unknown field")
    }
}
