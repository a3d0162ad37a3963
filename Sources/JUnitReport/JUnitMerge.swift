import Dispatch
import Foundation
import Synchronization

/// Combines the reports of a sharded run into one.
///
/// The result is deterministic whatever order the inputs are given in: inputs are processed
/// in path order, suites are ordered by name, and the cases of a suite by classname, then
/// name. Suites with the same name are joined; their totals are recomputed from the cases,
/// their properties are the union in first-seen order (identical pairs kept once), their
/// timestamp is the earliest one and their hostname the one of that earliest shard (the first
/// by path on a tie). Timestamp and hostname are read from, and written back as, the reserved
/// properties described at ``JUnitTestSuite/timestampPropertyName``, so each appears once. A suite
/// keeps an explicit time only if some shard gave one; it is then the sum over shards.
package enum JUnitMerge {
    /// Reads `inputs` (in parallel), merges them and writes the result atomically to `output`.
    /// - Parameter name: name of the merged report; by default that of the first input by path.
    /// - Throws: ``JUnitReportError/duplicateTestCase(suite:classname:name:firstPath:secondPath:)``
    ///   when two shards hold the same test case, or any read/write error.
    package static func merge(_ inputs: [URL], into output: URL, name: String? = nil) throws {
        let sorted = inputs.sorted { $0.path < $1.path }
        let shards = try parallelMap(sorted) { try ShardScanner.scan($0) }
        if shards.contains(where: \.needsModel) {
            let reports = try parallelMap(sorted) { try JUnitReportReader.read(contentsOf: $0) }
            let sources = sorted.map(\.path)
            try JUnitWriter.write(
                merged(Array(zip(sources, reports)).map { (source: $0.0, report: $0.1) }, name: name), to: output)
            return
        }
        try writeVerbatim(shards, sources: sorted.map(\.path), name: name, to: output)
    }

    /// Runs `transform` over `inputs` on all cores; the first error (by index) is rethrown.
    private static func parallelMap<Output: Sendable>(
        _ inputs: [URL], _ transform: @Sendable (URL) throws -> Output
    ) throws -> [Output] {
        let results = Mutex<[Result<Output, any Error>?]>(Array(repeating: nil, count: inputs.count))
        DispatchQueue.concurrentPerform(iterations: inputs.count) { index in
            let result = Result { try transform(inputs[index]) }
            results.withLock { $0[index] = result }
        }
        return try results.withLock { results in try results.map { try $0!.get() } }
    }

    /// The fast path: joins scanned shards and copies each `<testcase>` element byte for byte.
    private static func writeVerbatim(
        _ shards: [ScannedShard], sources: [String], name: String?, to output: URL
    ) throws {
        struct Part {
            var suite: ScannedShard.Suite
            var shard: Int
        }
        var partsByName: [String: [Part]] = [:]
        for (index, shard) in shards.enumerated() {
            for suite in shard.suites { partsByName[suite.name, default: []].append(Part(suite: suite, shard: index)) }
        }
        struct Planned {
            var header: JUnitTestSuite
            var totals: JUnitTotals
            var cases: [(testCase: ScannedShard.Case, shard: Int)]
        }
        var planned: [Planned] = []
        var reportTotals = JUnitTotals.zero
        for suiteName in partsByName.keys.sorted() {
            let parts = partsByName[suiteName]!
            var header = JUnitTestSuite(name: suiteName, timestamp: Date(timeIntervalSince1970: 0))
            var earliest: Date?
            var seen: Set<JUnitProperty> = []
            var cases: [(testCase: ScannedShard.Case, shard: Int)] = []
            var totals = JUnitTotals.zero
            var anyExplicit = false
            var summed = 0.0
            for part in parts {
                if earliest == nil || part.suite.timestamp < earliest! {
                    earliest = part.suite.timestamp
                    header.hostname = part.suite.hostname
                }
                for property in part.suite.properties where seen.insert(property).inserted {
                    header.properties.append(property)
                }
                var partTime = 0.0
                for testCase in part.suite.cases {
                    cases.append((testCase, part.shard))
                    totals += testCase.totals
                    partTime += testCase.totals.time
                }
                if let explicit = part.suite.time {
                    anyExplicit = true
                    partTime = explicit
                }
                summed += partTime
            }
            header.timestamp = earliest ?? header.timestamp
            cases.sort { lhs, rhs in
                if lhs.testCase.classname != rhs.testCase.classname {
                    return lhs.testCase.classname < rhs.testCase.classname
                }
                if lhs.testCase.name != rhs.testCase.name { return lhs.testCase.name < rhs.testCase.name }
                return lhs.shard < rhs.shard
            }
            for index in cases.indices.dropFirst()
            where cases[index - 1].testCase.classname == cases[index].testCase.classname
                && cases[index - 1].testCase.name == cases[index].testCase.name
            {
                throw JUnitReportError.duplicateTestCase(
                    suite: suiteName, classname: cases[index].testCase.classname, name: cases[index].testCase.name,
                    firstPath: sources[cases[index - 1].shard], secondPath: sources[cases[index].shard])
            }
            if anyExplicit { totals.time = summed }
            header.time = anyExplicit ? summed : nil
            reportTotals += totals
            planned.append(Planned(header: header, totals: totals, cases: cases))
        }
        let reportName = name ?? shards.first(where: { !$0.reportName.isEmpty })?.reportName ?? ""
        let writer = try JUnitStreamWriter(destination: output)
        try writer.beginReport(
            name: reportName, totals: reportTotals, isIncomplete: shards.contains(where: \.isIncomplete))
        for suite in planned {
            try writer.beginSuite(
                name: suite.header.name, timestamp: suite.header.timestamp, hostname: suite.header.hostname,
                properties: suite.header.properties, totals: suite.totals)
            for (testCase, shard) in suite.cases {
                try shards[shard].bytes.withUnsafeBytes { raw in
                    try writer.writeVerbatim(
                        testCase: UnsafeRawBufferPointer(rebasing: raw[testCase.range]), totals: testCase.totals)
                }
            }
            try writer.endSuite()
        }
        try writer.finish()
    }

    /// Merges reports already in memory; `source` names each one in duplicate errors.
    /// Sources are processed in the given order; pass them sorted for order independence.
    static func merged(_ reports: [(source: String, report: JUnitReport)], name: String? = nil) throws
        -> JUnitReport
    {
        var parts: [String: SuiteAccumulator] = [:]
        for (sourceIndex, input) in reports.enumerated() {
            for suite in input.report.suites {
                parts[suite.name, default: SuiteAccumulator(name: suite.name)].add(suite, source: sourceIndex)
            }
        }
        let suites = try parts.keys.sorted().map { key in
            try parts[key]!.finish(sources: reports.map(\.source))
        }
        let reportName = name ?? reports.first(where: { !$0.report.name.isEmpty })?.report.name ?? ""
        return JUnitReport(
            name: reportName, suites: suites, isIncomplete: reports.contains { $0.report.isIncomplete })
    }
}

/// The pieces of one suite gathered from all shards.
private struct SuiteAccumulator {
    let name: String
    var timestamp: Date?
    var hostname: String?
    var properties: [JUnitProperty] = []
    var seenProperties: Set<JUnitProperty> = []
    var cases: [(testCase: JUnitTestCase, source: Int)] = []
    var explicitTime: Double?
    var summedTime = 0.0

    init(name: String) {
        self.name = name
    }

    mutating func add(_ suite: JUnitTestSuite, source: Int) {
        if timestamp == nil || suite.timestamp < timestamp! {
            timestamp = suite.timestamp
            hostname = suite.hostname
        }
        // Timestamp and hostname come from the fields above; stray reserved entries in an
        // in-memory model would otherwise be merged from every shard.
        for property in suite.properties
        where !JUnitTestSuite.isReservedPropertyName(property.name) && seenProperties.insert(property).inserted {
            properties.append(property)
        }
        cases.reserveCapacity(cases.count + suite.testCases.count)
        for testCase in suite.testCases { cases.append((testCase, source)) }
        summedTime += suite.totals.time
        if suite.time != nil { explicitTime = 0 }
    }

    func finish(sources: [String]) throws -> JUnitTestSuite {
        let ordered = cases.sorted { lhs, rhs in
            if lhs.testCase.classname != rhs.testCase.classname {
                return lhs.testCase.classname < rhs.testCase.classname
            }
            if lhs.testCase.name != rhs.testCase.name { return lhs.testCase.name < rhs.testCase.name }
            return lhs.source < rhs.source
        }
        for index in ordered.indices.dropFirst() {
            let previous = ordered[index - 1], current = ordered[index]
            if previous.testCase.classname == current.testCase.classname,
                previous.testCase.name == current.testCase.name
            {
                throw JUnitReportError.duplicateTestCase(
                    suite: name, classname: current.testCase.classname, name: current.testCase.name,
                    firstPath: sources[previous.source], secondPath: sources[current.source])
            }
        }
        return JUnitTestSuite(
            name: name, timestamp: timestamp ?? Date(timeIntervalSince1970: 0), hostname: hostname,
            properties: properties, testCases: ordered.map(\.testCase),
            time: explicitTime == nil ? nil : summedTime)
    }
}
