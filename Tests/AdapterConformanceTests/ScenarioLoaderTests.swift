#if canImport(Glibc)
import ConformanceVocabulary
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
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
        let scenario = #"{ "id": "a", "title": "t", "format": "video", "rules": ["LOAD-1"] }"#
        let error = refusal(Self.file(scenario))
        #expect(error?.path == "$.scenarios[0].format")
        #expect(error?.message.contains("\"rewardedInterstitial\"") == true)
        #expect(error?.message.contains("found \"video\"") == true)
    }

    @Test func stepTheFormatDoesNotTake() {
        let scenario = #"""
            { "id": "a", "title": "t", "format": "interstitial", "rules": ["FUL-1"],
              "steps": [{"do": "present"}, {"do": "render"}] }
            """#
        let error = refusal(Self.file(scenario))
        #expect(error?.path == "$.scenarios[0].steps[1]")
        #expect(error?.message.contains("cannot \"render\"") == true)
        #expect(error?.message.contains("present, wait") == true)
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

    /// A run starts on the first files while the others load: each scenario is handed over
    /// once its file is read, before the next file, and none after a problem.
    @Test func scenariosAreHandedOverFileByFileUntilAProblem() throws {
        try inTemporaryDirectory { directory in
            func write(_ id: String, to name: String) throws {
                try Self.file(Self.valid.replacingOccurrences(of: "native.load.ok", with: id))
                    .write(to: directory.appendingPathComponent(name))
            }
            try write("first", to: "a.json")
            try write("second", to: "b.json")
            try Data("{ not json".utf8).write(to: directory.appendingPathComponent("c.json"))
            try write("fourth", to: "d.json")
            var handed: [String] = []
            let collection = try loader.collect([directory]) { scenario in
                // b.json is not read yet when a.json's scenario is handed over.
                if scenario.id == "first" { try Data("{}".utf8).write(to: directory.appendingPathComponent("b.json")) }
                handed.append(scenario.id)
            }
            #expect(handed == ["first"])
            #expect(collection.scenarios.map(\.id) == ["first", "fourth"])
            #expect(collection.problems.map { ($0.file as NSString).lastPathComponent } == ["b.json", "c.json"])
        }
    }

    @Test func aThrowingReceiverEndsTheLoading() throws {
        struct Enough: Error {}
        try inTemporaryDirectory { directory in
            try Self.file(Self.valid).write(to: directory.appendingPathComponent("a.json"))
            try Data("{ not json".utf8).write(to: directory.appendingPathComponent("b.json"))
            var handed = 0
            #expect(throws: Enough.self) {
                _ = try loader.load([directory]) { _ in
                    handed += 1
                    throw Enough()
                }
            }
            #expect(handed == 1)
        }
    }

    @Test func negativeDelay() {
        let scenario = #"""
            { "id": "a", "title": "t", "format": "native", "rules": ["LOAD-1"],
              "network": { "answers": [ { "outcome": "ad" }, { "outcome": "ad", "afterMs": -5 } ] } }
            """#
        let error = refusal(Self.file(scenario))
        #expect(error?.path == "$.scenarios[0].network.answers[1].afterMs")
        #expect(error?.message == "expected a whole number of milliseconds from 0 to 600000, found -5")
    }

    @Test(arguments: [
        "worker", "background-0", "background-", "background-x", "Main", "background-01", "background-+1",
    ])
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

    /// The loader accepts exactly the IDs the schema's `id` pattern accepts.
    @Test func idSpellingFollowsTheSchemasPattern() throws {
        let data = try Data(contentsOf: BuiltInScenarios.directory.appendingPathComponent("schema.json"))
        let text = try #require(String(data: data, encoding: .utf8))
        let pattern = try #require(
            text.firstMatch(of: /"pattern": "(\^\[a-z0-9\][^"]*)"/).map { String($0.1) })
        let expression = try NSRegularExpression(pattern: pattern)
        let ids = [
            "a", "0", "native.load.ok", "a-b.c-9", "9lives", "", ".a", "-a", "A", "a_b", "a b", "a/b", "é", "a.",
            "a-", "ab\u{0301}", "a\u{2212}b", "z.z.z", "native..load",
        ]
        for id in ids {
            let matches = expression.firstMatch(in: id, range: NSRange(id.startIndex..., in: id)) != nil
            let json = #"{ "id": "\#(id)", "title": "t", "format": "native", "rules": ["LOAD-1"] }"#
            let loaded = (try? loader.load(data: Self.file(json), file: "id.json")) != nil
            #expect(loaded == matches, "\(id.debugDescription): the schema says \(matches)")
        }
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

    // MARK: - Numbers

    /// A number out of its range, as (fields spliced into a scenario, JSON path, message).
    struct OutOfRange: Sendable, CustomTestStringConvertible {
        let fields: String
        let path: String
        let message: String
        var testDescription: String { "\(path): \(message)" }
    }

    static let answer = #""network": { "answers": [ { "outcome": "failure", "code": 2 } ] }"#

    static let outOfRange: [OutOfRange] = [
        // A code of 1e300 trapped the Double → Int conversion in validate and run.
        OutOfRange(
            fields: #""network": { "answers": [ { "outcome": "failure", "code": 1e300 } ] }"#,
            path: "$.scenarios[0].network.answers[0].code",
            message: "expected a whole number from -2147483648 to 2147483647, found 1e+300"),
        OutOfRange(
            fields: #""network": { "answers": [ { "outcome": "failure", "code": 2147483648 } ] }"#,
            path: "$.scenarios[0].network.answers[0].code",
            message: "expected a whole number from -2147483648 to 2147483647, found 2147483648"),
        OutOfRange(
            fields: #""network": { "answers": [ { "outcome": "failure", "code": 2.5 } ] }"#,
            path: "$.scenarios[0].network.answers[0].code",
            message: "expected a whole number from -2147483648 to 2147483647, found 2.5"),
        OutOfRange(
            fields: #""network": { "answers": [ { "outcome": "failure", "code": 99999999999999999999 } ] }"#,
            path: "$.scenarios[0].network.answers[0].code",
            message: "expected a whole number from -2147483648 to 2147483647, found 99999999999999999999"),
        // A width of 1e308 passed validate, then trapped while the trace was written.
        OutOfRange(
            fields: #""request": { "adSize": { "width": 1e308, "height": 50 } }"#,
            path: "$.scenarios[0].request.adSize.width",
            message: "expected a number of points greater than 0 and at most 10000, found 1e+308"),
        OutOfRange(
            fields: #""request": { "adSize": { "width": 320, "height": 0 } }"#,
            path: "$.scenarios[0].request.adSize.height",
            message: "expected a number of points greater than 0 and at most 10000, found 0"),
        OutOfRange(
            fields: #""request": { "adSize": { "width": 320, "height": 10000.5 } }"#,
            path: "$.scenarios[0].request.adSize.height",
            message: "expected a number of points greater than 0 and at most 10000, found 10000.5"),
        OutOfRange(
            fields: #""request": { "options": [ { "kind": "multipleAds", "count": 1e12 } ] }"#,
            path: "$.scenarios[0].request.options[0].count",
            message: "expected a whole number from 0 to 100, found 1000000000000"),
        OutOfRange(
            fields: #""request": { "options": [ { "kind": "multipleAds", "count": 1000000000000 } ] }"#,
            path: "$.scenarios[0].request.options[0].count",
            message: "expected a whole number from 0 to 100, found 1000000000000"),
        OutOfRange(
            fields: #""network": { "answers": [ { "outcome": "ad", "afterMs": -0.5 } ] }"#,
            path: "$.scenarios[0].network.answers[0].afterMs",
            message: "expected a whole number of milliseconds from 0 to 600000, found -0.5"),
        OutOfRange(
            fields: #""network": { "answers": [ { "outcome": "ad", "afterMs": 2.5 } ] }"#,
            path: "$.scenarios[0].network.answers[0].afterMs",
            message: "expected a whole number of milliseconds from 0 to 600000, found 2.5"),
        OutOfRange(
            fields: #""network": { "answers": [ { "outcome": "ad", "afterMs": 600001 } ] }"#,
            path: "$.scenarios[0].network.answers[0].afterMs",
            message: "expected a whole number of milliseconds from 0 to 600000, found 600001"),
        OutOfRange(
            fields: #""loadWindowMs": 1e12"#, path: "$.scenarios[0].loadWindowMs",
            message: "expected a whole number of milliseconds from 0 to 600000, found 1000000000000"),
        OutOfRange(
            fields: #""steps": [ { "do": "wait", "ms": 1e300 } ]"#, path: "$.scenarios[0].steps[0].ms",
            message: "expected a whole number of milliseconds from 0 to 600000, found 1e+300"),
        OutOfRange(
            fields: #""steps": [ { "do": "wait", "ms": -1 } ]"#, path: "$.scenarios[0].steps[0].ms",
            message: "expected a whole number of milliseconds from 0 to 600000, found -1"),
        OutOfRange(
            fields: #""network": { "answers": [ { "outcome": "ad", "ad": { "videoDuration": -1 } } ] }"#,
            path: "$.scenarios[0].network.answers[0].ad.videoDuration",
            message: "expected a number of seconds from 0 to 3600, found -1"),
        OutOfRange(
            fields:
                #""network": { "ad": { "icon": { "url": "https://x.test/i.png", "scale": 1e308 } }, "answers": [] }"#,
            path: "$.scenarios[0].network.ad.icon.scale", message: "expected a number from 0 to 10, found 1e+308"),
        OutOfRange(
            fields: #""network": { "answers": [ { "outcome": "failure", "code": "2" } ] }"#,
            path: "$.scenarios[0].network.answers[0].code", message: "expected a number, found a string"),
    ]

    @Test(arguments: outOfRange)
    func numberOutOfRange(_ example: OutOfRange) {
        let scenario = #"{ "id": "a", "title": "t", "format": "banner", "rules": ["LOAD-1"], \#(example.fields) }"#
        let error = refusal(Self.file(scenario), file: "numbers.json")
        #expect(error?.path == example.path)
        #expect(error?.message == example.message)
        #expect(error?.description == "numbers.json: \(example.path): \(example.message)")
    }

    @Test func numbersAtTheirBoundsLoad() throws {
        let scenario = #"""
            { "id": "a", "title": "t", "format": "banner", "rules": ["LOAD-1"], "loadWindowMs": 600000,
              "request": { "adSize": { "width": 10000, "height": 0.5 },
                           "options": [ { "kind": "multipleAds", "count": 100 } ] },
              "network": { "answers": [
                { "outcome": "failure", "code": -2147483648, "afterMs": 0 },
                { "outcome": "failure", "code": 2147483647.0, "afterMs": 600000 },
                { "outcome": "ad", "ad": { "videoDuration": 3600, "icon": { "url": "https://x.test/i.png", "scale": 0 } } }
              ] },
              "steps": [ { "do": "wait", "ms": 600000 } ] }
            """#
        let loaded = try #require(try loader.load(data: Self.file(scenario), file: "bounds.json").first)
        #expect(loaded.loadWindowMilliseconds == 600_000)
        #expect(loaded.request.adWidth == 10_000)
        #expect(loaded.request.adHeight == 0.5)
        #expect(loaded.request.options == [.multipleAds(count: 100)])
        let answers = try #require(loaded.loads.first?.answers)
        #expect(answers.map(\.delayMilliseconds) == [0, 600_000, 0])
        #expect(loaded.steps == [.wait(milliseconds: 600_000)])
    }

    /// The schema states the loader's ranges, so an editor flags what `validate` would refuse.
    @Test func schemaStatesTheLoadersRanges() throws {
        let data = try Data(contentsOf: BuiltInScenarios.directory.appendingPathComponent("schema.json"))
        let schema = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let definitions = try #require(schema["$defs"] as? [String: Any])
        func field(_ definition: String, _ names: String...) throws -> [String: Any] {
            var node = try #require(definitions[definition] as? [String: Any])
            for name in names {
                if let properties = node["properties"] as? [String: Any], let next = properties[name] {
                    node = try #require(next as? [String: Any])
                } else {
                    node = try #require(node[name] as? [String: Any], "\(definition): no \(name)")
                }
            }
            return node
        }
        /// `field` of the `oneOf` variant of `definition` whose `key` is the constant `value`.
        func variant(_ definition: String, _ key: String, _ value: String, _ field: String) throws -> [String: Any] {
            let variants = try #require((definitions[definition] as? [String: Any])?["oneOf"] as? [[String: Any]])
            let properties = variants.compactMap { $0["properties"] as? [String: Any] }
            let match = try #require(
                properties.first { ($0[key] as? [String: Any])?["const"] as? String == value },
                "\(definition): no variant with \(key) \(value)")
            return try #require(match[field] as? [String: Any], "\(definition) \(value): no \(field)")
        }
        func bounds(_ node: [String: Any]) -> [Double?] {
            ["minimum", "exclusiveMinimum", "maximum"].map { (node[$0] as? NSNumber)?.doubleValue }
        }
        func whole(_ range: ClosedRange<Int>) -> [Double?] {
            [Double(range.lowerBound), nil, Double(range.upperBound)]
        }
        func real(_ range: ClosedRange<Double>) -> [Double?] { [range.lowerBound, nil, range.upperBound] }

        let milliseconds = whole(ScenarioLimits.milliseconds)
        #expect(bounds(try field("scenario", "loadWindowMs")) == milliseconds)
        #expect(bounds(try variant("step", "do", "wait", "ms")) == milliseconds)
        for outcome in ["ad", "failure"] {
            #expect(bounds(try variant("answer", "outcome", outcome, "afterMs")) == milliseconds)
        }
        #expect(bounds(try variant("answer", "outcome", "failure", "code")) == whole(ScenarioLimits.errorCode))
        #expect(bounds(try variant("option", "kind", "multipleAds", "count")) == whole(ScenarioLimits.adCount))
        for side in ["width", "height"] {
            #expect(bounds(try field("request", "adSize", side)) == [nil, 0, ScenarioLimits.bannerPoints])
        }
        #expect(bounds(try field("ad", "videoDuration")) == real(ScenarioLimits.videoSeconds))
        #expect(bounds(try field("image", "scale")) == real(ScenarioLimits.imageScale))
    }

    // MARK: - Files

    /// A fresh directory, removed after `body`.
    func inTemporaryDirectory(_ body: (URL) throws -> Void) throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("scenario-loader-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer {
            chmod(directory.path, 0o755)
            try? FileManager.default.removeItem(at: directory)
        }
        try body(directory)
    }

    /// The one problem collecting `path` finds, as `file: $: message`.
    func problem(collecting path: URL) -> String? {
        let collection = loader.collect([path])
        #expect(collection.scenarios.isEmpty)
        #expect(collection.problems.count == 1, "\(collection.problems)")
        let text = collection.problems.first?.description
        #expect(text?.contains("NSCocoaErrorDomain") != true)
        #expect(text?.contains("error 256") != true)
        return text
    }

    @Test func missingPath() throws {
        try inTemporaryDirectory { directory in
            let path = directory.appendingPathComponent("nope.json")
            #expect(problem(collecting: path) == "\(path.path): $: no such file or directory")
        }
    }

    @Test func directoryWhereAScenarioFileGoes() throws {
        try inTemporaryDirectory { directory in
            try FileManager.default.createDirectory(
                at: directory.appendingPathComponent("x.json"), withIntermediateDirectories: false)
            #expect(
                problem(collecting: directory)
                    == "\(directory.path)/x.json: $: is a directory; expected a scenario file")
        }
    }

    @Test func symbolicLinkLoop() throws {
        try inTemporaryDirectory { directory in
            let loop = directory.appendingPathComponent("loop.json")
            try FileManager.default.createSymbolicLink(atPath: loop.path, withDestinationPath: "loop.json")
            #expect(problem(collecting: directory) == "\(loop.path): $: symbolic link loop")
            #expect(problem(collecting: loop) == "\(loop.path): $: symbolic link loop")
        }
    }

    @Test func danglingSymbolicLink() throws {
        try inTemporaryDirectory { directory in
            let link = directory.appendingPathComponent("gone.json")
            try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "elsewhere.json")
            #expect(
                problem(collecting: directory)
                    == "\(link.path): $: no such file or directory (a symbolic link to elsewhere.json, which does not exist)"
            )
        }
    }

    @Test func fifoIsNotReadAsAFile() throws {
        try inTemporaryDirectory { directory in
            let fifo = directory.appendingPathComponent("pipe.json")
            #expect(mkfifo(fifo.path, 0o644) == 0)
            // Opening a FIFO for reading would block until a writer came; the loader must not.
            #expect(problem(collecting: directory) == "\(fifo.path): $: not a regular file (a FIFO)")
            #expect(problem(collecting: fifo) == "\(fifo.path): $: not a regular file (a FIFO)")
        }
    }

    @Test func characterDeviceIsNotReadAsAFile() {
        #expect(
            problem(collecting: URL(fileURLWithPath: "/dev/null"))
                == "/dev/null: $: not a regular file (a character device)")
    }

    @Test func pathThroughAFile() throws {
        try inTemporaryDirectory { directory in
            let file = directory.appendingPathComponent("a.json")
            try Self.file(Self.valid).write(to: file)
            let path = file.appendingPathComponent("b.json")
            #expect(
                problem(collecting: path) == "\(path.path): $: not a directory (a component of the path is a file)")
        }
    }

    // Root reads whatever the mode says, so there is nothing to refuse.
    @Test(.enabled(if: geteuid() != 0, "permissions do not bind root"))
    func unreadableFileAndDirectory() throws {
        try inTemporaryDirectory { directory in
            let file = directory.appendingPathComponent("secret.json")
            try Self.file(Self.valid).write(to: file)
            #expect(chmod(file.path, 0) == 0)
            #expect(problem(collecting: directory) == "\(file.path): $: permission denied")
            #expect(chmod(directory.path, 0) == 0)
            #expect(
                problem(collecting: directory) == "\(directory.path): $: cannot list the directory: permission denied")
        }
    }

    @Test func emptyDirectory() throws {
        try inTemporaryDirectory { directory in
            #expect(
                problem(collecting: directory) == "\(directory.path): $: no scenario files (*.json) in the directory")
        }
    }

    @Test func symbolicLinkToAFileLoads() throws {
        try inTemporaryDirectory { directory in
            let file = directory.appendingPathComponent("real.txt")
            try Self.file(Self.valid).write(to: file)
            try FileManager.default.createSymbolicLink(
                atPath: directory.appendingPathComponent("linked.json").path, withDestinationPath: "real.txt")
            #expect(try loader.load([directory]).map(\.id) == ["native.load.ok"])
        }
    }

    @Test func errorDescriptionNamesFilePathAndExpectation() {
        let error = ScenarioFileError(file: "scenarios/x.json", path: "$.scenarios[0].netwrk", message: "unknown field")
        #expect(error.description == "scenarios/x.json: $.scenarios[0].netwrk: unknown field")
    }
}
