import ConformanceTestSupport
import AdapterConformance
import BrokenAdapters
import ConformanceCLI
import ConformanceVocabulary
import Foundation
import JUnitReport
import SampleAdSDKFixture
import SampleCustomEvent
import Testing

/// The `conformance` command end to end, in-process (`--jobs 0`), and with worker
/// processes when the built `conformance` binary is next to the test bundle.
@MainActor
@Suite(.serialized) struct CommandLineRunTests {
    static let reference = AdapterFixture.sampleSDKStandIn(name: "SampleCustomEvent", summary: "reference") {
        SampleCustomEvent()
    }
    static let fixtures: [AdapterFixture] =
        [reference]
        + BrokenAdapterCatalog.all.map { entry in
            AdapterFixture.sampleSDKStandIn(name: entry.name, summary: entry.summary, makeAdapter: entry.makeAdapter)
        }

    struct Outcome {
        let status: Int32
        let out: String
        let err: String
    }

    func run(_ arguments: [String], executable: String? = nil) async -> Outcome {
        let out = CapturedText(), err = CapturedText()
        let status = await ConformanceCommand.main(
            fixtures: Self.fixtures, arguments: arguments, output: out.sink, errorOutput: err.sink,
            executable: executable)
        return Outcome(status: status, out: out.text, err: err.text)
    }

    func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func referenceRunExitsZeroAndWritesAValidReport() async throws {
        let dir = try temporaryDirectory()
        let result = await run([
            "run", "--adapter", "SampleCustomEvent", "--jobs", "0", "--report", dir.path + "/", "--no-progress",
        ])
        #expect(result.status == 0, "\(result.out)\n\(result.err)")
        let report = try JUnitReportReader.read(contentsOf: dir.appendingPathComponent("conformance.xml"))
        #expect(report.totals.tests >= 80)
        #expect(report.totals.failures == 0)
        #expect(
            try JUnitSchemaValidator.forReports().validate(fileAt: dir.appendingPathComponent("conformance.xml"))
                .isEmpty)
    }

    @Test func brokenVariantExitsOneAndNamesItsRule() async throws {
        let dir = try temporaryDirectory()
        let result = await run([
            "run", "--adapter", "broken-load-1-no-guard", "--rule", "LOAD-1", "--jobs", "0", "--report",
            dir.path + "/r.xml", "--no-progress",
        ])
        #expect(result.status == 1)
        #expect(result.out.contains("LOAD-1"))
        let report = try JUnitReportReader.read(contentsOf: dir.appendingPathComponent("r.xml"))
        let failureTypes = report.suites.flatMap(\.testCases).flatMap { testCase -> [String] in
            if case .failed(let failures) = testCase.outcome { return failures.map(\.type) }
            return []
        }
        #expect(failureTypes.contains("LOAD-1"))
    }

    @Test func unknownOptionExitsTwoWithSuggestion() async {
        let result = await run(["run", "--adaptr", "SampleCustomEvent"])
        #expect(result.status == 2)
        #expect(result.err.contains("--adapter"))
    }

    @Test func unknownAdapterExitsTwoWithSuggestion() async {
        let result = await run(["run", "--adapter", "SampleCustomEvnt", "--jobs", "0"])
        #expect(result.status == 2)
        #expect(result.err.contains("SampleCustomEvent"))
    }

    @Test func badScenarioFileExitsTwoNamingFileAndPath() async throws {
        let dir = try temporaryDirectory()
        let file = dir.appendingPathComponent("bad.json")
        try Data(
            #"{"scenarios": [{"id": "x.y", "title": "t", "format": "native", "rules": ["LOAD-1"], "netwrk": {}}]}"#.utf8
        ).write(to: file)
        let result = await run([
            "run", "--adapter", "SampleCustomEvent", "--scenarios", dir.path, "--jobs", "0", "--report",
            dir.path + "/r.xml",
        ])
        #expect(result.status == 2)
        #expect(result.err.contains("bad.json"))
        #expect(result.err.contains("$.scenarios[0].netwrk"))
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("r.xml").path))
        let validate = await run(["validate", file.path])
        #expect(validate.status == 2)
        #expect(validate.err.contains("$.scenarios[0].netwrk"))
    }

    @Test func shardsPartitionTheRunAndMergeToIt() async throws {
        let dir = try temporaryDirectory()
        let full = await run([
            "run", "--adapter", "SampleCustomEvent", "--jobs", "0", "--report", dir.path + "/full.xml", "--no-progress",
        ])
        #expect(full.status == 0)
        var shardFiles: [String] = []
        for index in 1...3 {
            let path = dir.path + "/shard-\(index).xml"
            let shard = await run([
                "run", "--adapter", "SampleCustomEvent", "--jobs", "0", "--shard", "\(index)/3", "--report", path,
                "--no-progress",
            ])
            #expect(shard.status == 0)
            shardFiles.append(path)
        }
        let merge = await run(["merge", dir.path + "/merged.xml"] + shardFiles)
        #expect(merge.status == 0, "\(merge.err)")
        func names(_ file: String) throws -> [String] {
            try JUnitReportReader.read(contentsOf: URL(fileURLWithPath: file)).suites
                .flatMap { suite in suite.testCases.map { "\(suite.name)/\($0.classname)/\($0.name)" } }.sorted()
        }
        let shardNames = try shardFiles.flatMap(names)
        #expect(Set(shardNames).count == shardNames.count, "shards overlap")
        #expect(try names(dir.path + "/merged.xml") == names(dir.path + "/full.xml"))
    }

    @Test func rulesAndListAndAdapters() async {
        let rule = await run(["rules", "CLK-2"])
        #expect(rule.status == 0)
        #expect(rule.out.contains("CLK-2"))
        let list = await run(["list", "--rule", "LOAD-1"])
        #expect(list.status == 0)
        #expect(list.out.contains("LOAD-1"))
        let adapters = await run(["adapters"])
        #expect(adapters.out.contains("broken-load-1-no-guard"))
    }

    @Test func listShowsEveryFormatNameWhole() async {
        let list = await run(["list"])
        let columns = Set(
            list.out.split(separator: "\n").dropLast().compactMap { $0.split(separator: " ").dropFirst().first })
        #expect(columns == Set(ScenarioFormat.allCases.map { Substring($0.rawValue) }))
    }

    /// Crash and hang isolation needs real worker processes: the built binary.
    @Test(.enabled(if: BuiltExecutable.conformance != nil))
    func crashAndHangBecomeErrorsAndTheRestStillRuns() async throws {
        let dir = try temporaryDirectory()
        let binary = try #require(BuiltExecutable.conformance)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = [
            "run", "--adapter", "faulty-crash-and-hang", "--jobs", "2", "--timeout", "2",
            "--filter", "*.options.*", "--report", dir.path + "/r.xml", "--no-progress",
        ]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 1)
        let report = try JUnitReportReader.read(contentsOf: dir.appendingPathComponent("r.xml"))
        let cases = report.suites.flatMap(\.testCases)
        let errors = cases.compactMap { testCase -> String? in
            if case .error(let error) = testCase.outcome { return error.type }
            return nil
        }
        #expect(errors.contains("crash"))
        #expect(errors.contains("hang"))
        #expect(cases.count > errors.count + 5, "other scenarios still ran")
        // The executable carries the Swift runtime (see `Backtracer`): its workers still get
        // a backtracer, so each crash names the adapter's own frame.
        for testCase in cases {
            guard case .error(let error) = testCase.outcome, error.type == "crash" else { continue }
            #expect(error.message.contains("at CrashingAndHangingAdapter.swift:"), "\(error.message)")
        }
    }
}
