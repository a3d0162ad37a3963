import AdapterConformance
import ConformanceReporting
import ConformanceVocabulary
import Foundation
import JUnitReport
import ReportGrammar

/// Part 4: writing a large report with the streaming writer, and merging shard reports.
/// Each measurement runs in a fresh child process so its peak memory growth is its own.
enum ReportPart {
    struct Measurement: Codable {
        var seconds: Double
        var peakGrowthKB: Int
        var bytes: Int
    }

    /// Generated report contents: case `i` is the catalog's result `i % n` under a distinct
    /// name, so cases carry the real traces of the reference adapter.
    struct Cases {
        let base: [ScenarioResult]
        private let baseCases: [JUnitTestCase]
        private let suiteOfBase: [String]

        init(base: [ScenarioResult]) {
            self.base = base
            baseCases = base.map { ConformanceReport.testCase($0, strict: false) }
            suiteOfBase = base.map { SuiteText.name(adapter: $0.adapter, format: $0.format) }
        }

        func testCase(_ index: Int) -> JUnitTestCase {
            var result = base[index % base.count]
            result.scenarioID = "\(result.scenarioID)#\(index)"
            return ConformanceReport.testCase(result, strict: false)
        }

        /// Streams cases `range` into `url`: one suite per adapter and format, totals
        /// computed up front from the base cases, each case built and written then dropped.
        func write(_ range: Range<Int>, to url: URL) throws {
            var members: [String: [Int]] = [:]
            var suiteTotals: [String: JUnitTotals] = [:]
            for index in range {
                let suite = suiteOfBase[index % base.count]
                members[suite, default: []].append(index)
                suiteTotals[suite, default: .zero] += baseCases[index % base.count].totals
            }
            let total = suiteTotals.values.reduce(JUnitTotals.zero, +)
            let timestamp = Date(timeIntervalSince1970: 1_700_000_000)
            try JUnitWriter.stream(to: url, name: ConformanceReport.name, totals: total) { writer in
                for suite in members.keys.sorted() {
                    let adapter =
                        base.first { SuiteText.name(adapter: $0.adapter, format: $0.format) == suite }?
                        .adapter ?? ""
                    try writer.beginSuite(
                        name: suite, timestamp: timestamp, hostname: "benchmark",
                        properties: [
                            JUnitProperty(name: SuiteText.Property.adapterName.rawValue, value: adapter),
                            JUnitProperty(name: SuiteText.Property.seed.rawValue, value: "0"),
                        ],
                        totals: suiteTotals[suite]!)
                    for index in members[suite]! { try writer.write(testCase(index)) }
                    try writer.endSuite()
                }
            }
        }
    }

    /// Child process: writes `count` cases to `scratch` and reports time and peak growth.
    @MainActor
    static func writeChild(count: Int, scratch: URL, fixture: AdapterFixture) async throws -> Measurement {
        let cases = Cases(base: await ConformanceEngine.run(try BuiltInScenarios.load(), fixture: fixture))
        let url = scratch.appendingPathComponent("write-\(ProcessInfo.processInfo.processIdentifier).xml")
        defer { try? FileManager.default.removeItem(at: url) }
        try cases.write(0..<100, to: url)  // warm up libxml2 and the allocator
        return try measured(outputs: url) { try cases.write(0..<count, to: url) }
    }

    /// Child process: merges every `shard-*.xml` in `scratch`.
    static func mergeChild(scratch: URL) throws -> Measurement {
        let shards = try FileManager.default.contentsOfDirectory(at: scratch, includingPropertiesForKeys: nil)
            .filter { $0.lastPathComponent.hasPrefix("shard-") && $0.pathExtension == "xml" }
        let url = scratch.appendingPathComponent("merged-\(ProcessInfo.processInfo.processIdentifier).xml")
        defer { try? FileManager.default.removeItem(at: url) }
        return try measured(outputs: url) { try JUnitMerge.merge(shards, into: url) }
    }

    private static func measured(outputs url: URL, _ body: () throws -> Void) throws -> Measurement {
        ProcessMemory.resetPeak()
        let before = ProcessMemory.residentKB
        let seconds = try Measure.seconds(body)
        let peak = ProcessMemory.peakKB
        let bytes = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0
        return Measurement(seconds: seconds, peakGrowthKB: max(0, peak - before), bytes: bytes)
    }

    /// Parent: writes `shards` shard reports of `perShard` distinct cases into `scratch`.
    @MainActor
    static func makeShards(_ shards: Int, perShard: Int, scratch: URL, fixture: AdapterFixture) async throws {
        let cases = Cases(base: await ConformanceEngine.run(try BuiltInScenarios.load(), fixture: fixture))
        for shard in 0..<shards {
            let url = scratch.appendingPathComponent(String(format: "shard-%03d.xml", shard))
            try cases.write(shard * perShard..<(shard + 1) * perShard, to: url)
        }
    }

    /// Parent: runs this benchmark's executable as a child for one measurement.
    static func child(_ arguments: [String]) throws -> Measurement {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Siblings.benchmark)
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.standardError
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0,
            let line = data.split(separator: 0x0A).last,
            let measurement = try? JSONDecoder().decode(Measurement.self, from: Data(line))
        else {
            throw BenchmarkError(
                "the child `\(arguments.joined(separator: " "))` failed (status \(process.terminationStatus))")
        }
        return measurement
    }
}
