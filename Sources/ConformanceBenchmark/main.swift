import AdapterConformance
import ConformanceVocabulary
import Foundation
import SampleAdSDKFixture
import SampleCustomEvent
import Testing

// The harness's benchmark; docs/PERFORMANCE.md says how to run it and what it found.
//
//   conformance-benchmark [--runs N] [--only 1,2,...]   the table (medians of N runs, default 5)
//   conformance-benchmark --part NAME ...    one child measurement (used by the table itself)
//   conformance-benchmark --testing-library swift-testing ...   a Swift Testing run (part 6)

// Part 6 runs this executable as a test binary, as SwiftPM's generated test entry point does
// (its workers are started the same way): Swift Testing finds `BenchmarkCatalog` in it.
if CommandLine.arguments.contains("--testing-library") {
    let status: CInt = await Testing.__swiftPMEntryPoint()
    exit(status)
}

let options = BenchmarkOptions(CommandLine.arguments.dropFirst())
let fixture = AdapterFixture.sampleSDKStandIn(name: "SampleCustomEvent", summary: "reference adapter") {
    SampleCustomEvent()
}

do {
    switch options.part {
    case "report-write":
        let measurement = try await ReportPart.writeChild(
            count: options.cases, scratch: options.scratch, fixture: fixture)
        print(String(decoding: try JSONEncoder().encode(measurement), as: UTF8.self))
    case "report-html", "report-html-results":
        let measurement = try await HTMLPart.child(
            count: options.cases, scratch: options.scratch, fixture: fixture,
            fromResults: options.part == "report-html-results")
        print(String(decoding: try JSONEncoder().encode(measurement), as: UTF8.self))
    case "report-merge":
        let measurement = try ReportPart.mergeChild(scratch: options.scratch)
        print(String(decoding: try JSONEncoder().encode(measurement), as: UTF8.self))
    case "profile-scenario":
        // Runs the typical scenario of part 1 `--cases` times, for a profiler to watch.
        for _ in 0..<options.cases { _ = await ConformanceEngine.run(OverheadPart.scenario, fixture: fixture) }
    case "profile-trace-text":
        // Renders the catalog's traces `--cases` times over and prints the seconds it took.
        let results = await ConformanceEngine.run(try BuiltInScenarios.load(), fixture: fixture)
        var bytes = 0
        let seconds = Measure.seconds {
            for index in 0..<options.cases { bytes &+= results[index % results.count].trace.text.utf8.count }
        }
        print("\(options.cases) traces, \(bytes) bytes: \(seconds * 1000) ms")
    case "profile-catalog":
        // Runs the catalog cycled to `--cases` scenarios, for a profiler to watch.
        let scenarios = ScalingPart.scenarios(count: options.cases, from: try BuiltInScenarios.load())
        _ = await ConformanceEngine.run(scenarios, fixture: fixture)
    case nil:
        try await FullBenchmark(runs: options.runs, fixture: fixture, parts: options.parts).run()
    case let other?:
        throw BenchmarkError(
            "unknown part '\(other)'; parts are report-write, report-html, report-html-results, report-merge, profile-scenario, profile-trace-text and profile-catalog"
        )
    }
} catch {
    FileHandle.standardError.write(Data("conformance-benchmark: \(error)\n".utf8))
    exit(1)
}

/// Command-line options, kept deliberately small.
struct BenchmarkOptions {
    var runs = 5
    var parts: Set<Int> = [1, 2, 3, 4, 5, 6, 7, 8, 9]
    var part: String?
    var cases = 10_000
    var scratch = FileManager.default.temporaryDirectory

    init<Arguments: Collection<String>>(_ arguments: Arguments) {
        var iterator = arguments.makeIterator()
        while let argument = iterator.next() {
            switch argument {
            case "--runs": runs = max(1, iterator.next().flatMap { Int($0) } ?? runs)
            case "--part": part = iterator.next()
            case "--only": parts = Set((iterator.next() ?? "").split(separator: ",").compactMap { Int($0) })
            case "--cases": cases = iterator.next().flatMap { Int($0) } ?? cases
            case "--scratch": scratch = iterator.next().map { URL(fileURLWithPath: $0) } ?? scratch
            default:
                FileHandle.standardError.write(
                    Data("usage: conformance-benchmark [--runs N] [--only 1,2,3,4,5,6,7,8,9]\n".utf8))
                exit(2)
            }
        }
    }
}
