import Foundation
import JUnitReport
import Testing

@Suite struct MergeTests {
    /// An unsharded report in merge's canonical order (suites by name, cases by classname, name).
    func unsharded() -> JUnitReport {
        var report = mixedReport()
        report.suites[1].time = nil
        for index in report.suites.indices {
            report.suites[index].testCases.sort { ($0.classname, $0.name) < ($1.classname, $1.name) }
        }
        report.suites.sort { $0.name < $1.name }
        return report
    }

    /// Deals the cases of `report` round-robin into `count` shard reports.
    func shards(of report: JUnitReport, count: Int) -> [JUnitReport] {
        (0..<count).map { shard in
            var part = report
            for index in part.suites.indices {
                part.suites[index].testCases = report.suites[index].testCases.enumerated()
                    .filter { $0.offset % count == shard }.map(\.element)
            }
            return part
        }
    }

    @Test func threeShardsMergeToTheUnshardedModel() throws {
        let directory = try makeTemporaryDirectory()
        let expected = unsharded()
        var inputs: [URL] = []
        for (index, shard) in shards(of: expected, count: 3).enumerated() {
            let url = directory.appendingPathComponent("shard-\(index).xml")
            try JUnitWriter.write(shard, to: url)
            inputs.append(url)
        }
        let output = directory.appendingPathComponent("merged/report.xml")
        try JUnitMerge.merge(inputs.reversed(), into: output)
        #expect(try JUnitReportReader.read(contentsOf: output) == expected)
        #expect(try JUnitSchemaValidator.forReports().validate(fileAt: output) == [])
        // Deterministic regardless of input order.
        let again = directory.appendingPathComponent("merged/again.xml")
        try JUnitMerge.merge(inputs, into: again)
        #expect(try Data(contentsOf: again) == Data(contentsOf: output))
    }

    @Test func mergeKeepsIncompleteFlagEarliestTimestampAndPropertyUnion() throws {
        let directory = try makeTemporaryDirectory()
        let early = JUnitReport(
            name: "r",
            suites: [
                JUnitTestSuite(
                    name: "s", timestamp: fixedDate, hostname: "early",
                    properties: [JUnitProperty(name: "sdk", value: "1"), JUnitProperty(name: "shard", value: "0")],
                    testCases: [JUnitTestCase(classname: "c", name: "a", time: 1)])
            ])
        let late = JUnitReport(
            name: "r",
            suites: [
                JUnitTestSuite(
                    name: "s", timestamp: fixedDate.addingTimeInterval(5), hostname: "late",
                    properties: [JUnitProperty(name: "sdk", value: "1"), JUnitProperty(name: "shard", value: "1")],
                    testCases: [JUnitTestCase(classname: "c", name: "b", time: 2, outcome: .skipped(message: nil))])
            ], isIncomplete: true)
        let first = directory.appendingPathComponent("b.xml")
        let second = directory.appendingPathComponent("a.xml")
        try JUnitWriter.write(early, to: first)
        try JUnitWriter.write(late, to: second)
        let output = directory.appendingPathComponent("merged.xml")
        try JUnitMerge.merge([first, second], into: output)
        let merged = try JUnitReportReader.read(contentsOf: output)
        #expect(merged.isIncomplete)
        let suite = try #require(merged.suites.first)
        #expect(suite.timestamp == fixedDate)
        #expect(suite.hostname == "early")
        #expect(
            Set(suite.properties) == [
                JUnitProperty(name: "sdk", value: "1"), JUnitProperty(name: "shard", value: "0"),
                JUnitProperty(name: "shard", value: "1"),
            ])
        #expect(suite.properties.count == 3)
        #expect(merged.totals == JUnitTotals(tests: 2, failures: 0, errors: 0, skipped: 1, time: 3))
    }

    @Test func duplicateTestCaseIsRejectedNamingBothFiles() throws {
        let directory = try makeTemporaryDirectory()
        let report = unsharded()
        let first = directory.appendingPathComponent("one.xml")
        let second = directory.appendingPathComponent("two.xml")
        try JUnitWriter.write(report, to: first)
        try JUnitWriter.write(shards(of: report, count: 2)[1], to: second)
        let output = directory.appendingPathComponent("merged.xml")
        do {
            try JUnitMerge.merge([first, second], into: output)
            Issue.record("expected a duplicate error")
        } catch let error as JUnitReportError {
            guard case .duplicateTestCase(let suite, let classname, let name, let firstPath, let secondPath) = error
            else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(suite == "SampleCustomEvent.banner")
            #expect(classname == "banner")
            #expect(
                name == "loads" || name == "reports click once" || name == "survives crash" || name == "video only"
                    || name == "bare skip")
            #expect(firstPath == first.path && secondPath == second.path)
            #expect(error.description.contains("one.xml") && error.description.contains("two.xml"))
            #expect(error.description.contains(name))
        }
        #expect(!FileManager.default.fileExists(atPath: output.path))
    }

    @Test func mergesFilesFromOtherToolsThroughTheModel() throws {
        // A DTD means the verbatim fast path cannot be used; the result must be the same.
        let directory = try makeTemporaryDirectory()
        let foreign = directory.appendingPathComponent("foreign.xml")
        try """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE testsuite [ <!ENTITY who "world"> ]>
        <testsuite name="s" tests="1" failures="0" errors="0" skipped="0" timestamp="2026-11-29T10:00:00">
          <testcase classname="c" name="z" time="0.5"><system-out>hello &who;</system-out></testcase>
        </testsuite>
        """.write(to: foreign, atomically: true, encoding: .utf8)
        let ours = directory.appendingPathComponent("ours.xml")
        try JUnitWriter.write(
            JUnitReport(
                name: "s",
                suites: [
                    JUnitTestSuite(
                        name: "s", timestamp: fixedDate, testCases: [JUnitTestCase(classname: "c", name: "a")])
                ]),
            to: ours)
        let output = directory.appendingPathComponent("merged.xml")
        try JUnitMerge.merge([foreign, ours], into: output)
        let merged = try JUnitReportReader.read(contentsOf: output)
        #expect(merged.suites.count == 1)
        #expect(merged.suites[0].testCases.map(\.name) == ["a", "z"])
        #expect(
            merged.suites[0].testCases[1].systemOut == "hello world"
                || merged.suites[0].testCases[1].systemOut == "hello ")
        // The foreign timestamp attribute is read; the merged suite carries it as a property.
        #expect(merged.suites[0].timestamp == fixedDate)
        #expect(merged.suites[0].properties.isEmpty)
        let xml = String(decoding: try Data(contentsOf: output), as: UTF8.self)
        #expect(xml.contains(#"<property name="timestamp" value="2026-11-29T10:00:00"/>"#))
        #expect(rawAttribute("timestamp", of: "testsuite", in: xml) == nil)
    }

    @Test func largeMergeIsFastAndCorrect() throws {
        let directory = try makeTemporaryDirectory()
        let body = String(repeating: "at Adapter.frame(File.swift:42) <x> & y\n", count: 25)
        var inputs: [URL] = []
        for shard in 0..<20 {
            let cases = (0..<500).map { index in
                JUnitTestCase(
                    classname: "Adapter\(shard % 4)", name: "scenario-\(shard)-\(index)", time: 0.013,
                    outcome: index % 3 == 0
                        ? .failed([JUnitFailure(type: "R1", message: "broken", body: body)]) : .passed,
                    systemOut: index % 3 == 0 ? nil : body)
            }
            let report = JUnitReport(
                name: "run", suites: [JUnitTestSuite(name: "suite\(shard % 3)", timestamp: fixedDate, testCases: cases)]
            )
            let url = directory.appendingPathComponent("shard-\(shard).xml")
            try JUnitWriter.write(report, to: url)
            inputs.append(url)
        }
        let output = directory.appendingPathComponent("merged.xml")
        try JUnitMerge.merge(inputs, into: output)
        let merged = try JUnitReportReader.read(contentsOf: output)
        #expect(merged.totals.tests == 10_000)
        #expect(merged.totals.failures == 20 * 167)
        #expect(merged.suites.map(\.name) == ["suite0", "suite1", "suite2"])
        #expect(try JUnitSchemaValidator.forReports().validate(fileAt: output) == [])
    }
}
