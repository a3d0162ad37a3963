import AdapterConformance
import Foundation
import SampleCustomEvent

// The benchmark of issue 7; see docs/PERFORMANCE.md for how to run it and what it found.
//
//   conformance-benchmark [--runs N]         the whole table (medians of N runs, default 5)
//   conformance-benchmark --part NAME ...    one child measurement (used by the table itself)

let options = BenchmarkOptions(CommandLine.arguments.dropFirst())
let fixture = AdapterFixture.sampleSDK(name: "SampleCustomEvent", summary: "reference adapter") { SampleCustomEvent() }

do {
    switch options.part {
    case "report-write":
        let measurement = try await ReportPart.writeChild(count: options.cases, scratch: options.scratch, fixture: fixture)
        print(String(decoding: try JSONEncoder().encode(measurement), as: UTF8.self))
    case "report-merge":
        let measurement = try ReportPart.mergeChild(scratch: options.scratch)
        print(String(decoding: try JSONEncoder().encode(measurement), as: UTF8.self))
    case nil:
        try await FullBenchmark(runs: options.runs, fixture: fixture).run()
    case let other?:
        throw BenchmarkError("unknown part '\(other)'; parts are report-write and report-merge")
    }
} catch {
    FileHandle.standardError.write(Data("conformance-benchmark: \(error)\n".utf8))
    exit(1)
}

/// Command-line options, kept deliberately small.
struct BenchmarkOptions {
    var runs = 5
    var part: String?
    var cases = 10_000
    var scratch = FileManager.default.temporaryDirectory

    init<Arguments: Collection<String>>(_ arguments: Arguments) {
        var iterator = arguments.makeIterator()
        while let argument = iterator.next() {
            switch argument {
            case "--runs": runs = max(1, iterator.next().flatMap { Int($0) } ?? runs)
            case "--part": part = iterator.next()
            case "--cases": cases = iterator.next().flatMap { Int($0) } ?? cases
            case "--scratch": scratch = iterator.next().map { URL(fileURLWithPath: $0) } ?? scratch
            default:
                FileHandle.standardError.write(Data("usage: conformance-benchmark [--runs N]\n".utf8))
                exit(2)
            }
        }
    }
}
