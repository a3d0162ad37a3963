import Foundation
import JUnitReport
import Testing

/// Timestamp and hostname travel as the first `<property>` elements of a suite, because
/// Surefire's schema has no attributes for them.
@Suite struct SuitePropertyTests {
    /// The `<property>` elements of every suite, in document order, as (name, value).
    func rawProperties(_ xml: String) -> [[(String, String)]] {
        xml.components(separatedBy: "<testsuite ").dropFirst().map { suite in
            suite.components(separatedBy: "<property ").dropFirst().map { tag in
                (
                    rawAttribute("name", of: "property", in: "<property " + tag) ?? "?",
                    rawAttribute("value", of: "property", in: "<property " + tag) ?? "?"
                )
            }
        }
    }

    func write(_ report: JUnitReport, in directory: URL, as name: String) throws -> URL {
        let url = directory.appendingPathComponent(name)
        try JUnitWriter.write(report, to: url)
        return url
    }

    @Test func writtenAsLeadingPropertiesAndReadBack() throws {
        #expect(JUnitTestSuite.timestampPropertyName == "timestamp")
        #expect(JUnitTestSuite.hostnamePropertyName == "hostname")
        let report = mixedReport(isIncomplete: true)
        let xml = String(decoding: try JUnitWriter.data(for: report), as: UTF8.self)
        #expect(!xml.contains(" timestamp=\"") && !xml.contains(" hostname=\""))
        let suites = rawProperties(xml)
        #expect(suites.count == 2)
        #expect(suites[0].map(\.0) == ["timestamp", "hostname", "report.incomplete", "adapter.version", "sdk"])
        #expect(suites[0][0].1 == "2026-11-29T10:00:00" && suites[0][1].1 == "ci-host")
        // No hostname: no hostname property, and the timestamp is still first.
        #expect(suites[1].map(\.0) == ["timestamp", "report.incomplete"])
        #expect(suites[1][0].1 == "2026-11-29T10:01:00")

        let url = try write(report, in: makeTemporaryDirectory(), as: "report.xml")
        let back = try JUnitReportReader.read(contentsOf: url)
        #expect(back == report)
        #expect(back.suites[0].properties.map(\.name) == ["adapter.version", "sdk"])
        #expect(back.suites[1].hostname == nil)
    }

    @Test func reservedNamesInTheModelAreNotWrittenTwice() throws {
        var suite = JUnitTestSuite(
            name: "s", timestamp: fixedDate, hostname: "field-host",
            properties: [
                JUnitProperty(name: "hostname", value: "property-host"),
                JUnitProperty(name: "sdk", value: "1"),
                JUnitProperty(name: "timestamp", value: "1999-01-01T00:00:00"),
            ],
            testCases: [JUnitTestCase(classname: "c", name: "n")])
        var xml = String(decoding: try JUnitWriter.data(for: JUnitReport(name: "r", suites: [suite])), as: UTF8.self)
        // The model fields win; the list entries with reserved names are not written.
        #expect(rawProperties(xml)[0].map(\.0) == ["timestamp", "hostname", "sdk"])
        #expect(rawProperties(xml)[0].map(\.1) == ["2026-11-29T10:00:00", "field-host", "1"])
        // Without a hostname field, a hostname entry stands in for it, still written once.
        suite.hostname = nil
        xml = String(decoding: try JUnitWriter.data(for: JUnitReport(name: "r", suites: [suite])), as: UTF8.self)
        #expect(rawProperties(xml)[0].map(\.0) == ["timestamp", "hostname", "sdk"])
        #expect(rawProperties(xml)[0][1].1 == "property-host")
        let url = try makeTemporaryDirectory().appendingPathComponent("r.xml")
        try JUnitWriter.write(JUnitReport(name: "r", suites: [suite]), to: url)
        let back = try #require(JUnitReportReader.read(contentsOf: url).suites.first)
        #expect(back.timestamp == fixedDate)
        #expect(back.hostname == "property-host")
        #expect(back.properties == [JUnitProperty(name: "sdk", value: "1")])
        #expect(try JUnitSchemaValidator.forReports().validate(fileAt: url) == [])
    }

    @Test func foreignAttributesAreStillReadAndPropertiesWin() throws {
        let directory = try makeTemporaryDirectory()
        let url = directory.appendingPathComponent("foreign.xml")
        try """
        <?xml version="1.0" encoding="UTF-8"?>
        <testsuites name="r" tests="3" failures="0" errors="0" skipped="0" time="0">
          <testsuite name="attributes" tests="1" failures="0" errors="0" skipped="0" time="0"
              timestamp="2026-11-29T11:00:00+01:00" hostname="attr-host">
            <properties><property name="sdk" value="1"/></properties>
            <testcase classname="c" name="a" time="0"/>
          </testsuite>
          <testsuite name="both" tests="1" failures="0" errors="0" skipped="0" time="0"
              timestamp="2000-01-01T00:00:00" hostname="attr-host">
            <properties>
              <property name="sdk" value="2"/>
              <property name="hostname" value="prop-host"/>
              <property name="timestamp" value="2026-11-29T10:00:00"/>
              <property name="hostname" value="second"/>
            </properties>
            <testcase classname="c" name="b" time="0"/>
          </testsuite>
          <testsuite name="neither" tests="1" failures="0" errors="0" skipped="0" time="0">
            <testcase classname="c" name="c" time="0"/>
          </testsuite>
        </testsuites>
        """.write(to: url, atomically: true, encoding: .utf8)
        let report = try JUnitReportReader.read(contentsOf: url)
        #expect(report.suites.map(\.timestamp) == [fixedDate, fixedDate, Date(timeIntervalSince1970: 0)])
        #expect(report.suites.map(\.hostname) == ["attr-host", "prop-host", nil])
        #expect(
            report.suites.map(\.properties) == [
                [JUnitProperty(name: "sdk", value: "1")], [JUnitProperty(name: "sdk", value: "2")], [],
            ])
        // The merge scanner reads suites the same way.
        let output = directory.appendingPathComponent("merged.xml")
        try JUnitMerge.merge([url], into: output)
        #expect(try JUnitReportReader.read(contentsOf: output).suites == report.suites.sorted { $0.name < $1.name })
    }

    @Test(arguments: [false, true])
    func mergeKeepsEarliestTimestampAndItsHostnameAsProperties(throughModel: Bool) throws {
        let directory = try makeTemporaryDirectory()
        func shard(_ offset: TimeInterval, _ host: String?, _ cases: [String], shardNumber: Int) -> JUnitReport {
            JUnitReport(
                name: "run",
                suites: [
                    JUnitTestSuite(
                        name: "s", timestamp: fixedDate.addingTimeInterval(offset), hostname: host,
                        properties: [
                            JUnitProperty(name: "sdk", value: "1"),
                            JUnitProperty(name: "shard", value: "\(shardNumber)"),
                        ],
                        testCases: cases.map {
                            JUnitTestCase(
                                classname: "c", name: $0, time: 0.5, outcome: $0 == "b" ? .failed([]) : .passed)
                        })
                ])
        }
        var inputs = [
            try write(shard(30, "late", ["d"], shardNumber: 0), in: directory, as: "a.xml"),
            try write(shard(0, "early", ["b", "a"], shardNumber: 1), in: directory, as: "b.xml"),
            try write(shard(10, nil, ["c"], shardNumber: 2), in: directory, as: "c.xml"),
        ]
        if throughModel {
            // A DTD sends merge down the model path; the outcome must be identical.
            let foreign = directory.appendingPathComponent("d.xml")
            try """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE testsuites>
            <testsuites name="run" tests="1" failures="0" errors="0" skipped="0" time="0.500">
              <testsuite name="s" tests="1" failures="0" errors="0" skipped="0" time="0.500" timestamp="2026-11-29T10:00:20" hostname="foreign">
                <testcase classname="c" name="e" time="0.500"/>
              </testsuite>
            </testsuites>
            """.write(to: foreign, atomically: true, encoding: .utf8)
            inputs.append(foreign)
        }
        let output = directory.appendingPathComponent("merged.xml")
        try JUnitMerge.merge(inputs.reversed(), into: output)
        let xml = String(decoding: try Data(contentsOf: output), as: UTF8.self)
        let properties = rawProperties(xml)
        #expect(properties.count == 1)
        #expect(properties[0].map(\.0) == ["timestamp", "hostname", "sdk", "shard", "shard", "shard"])
        #expect(properties[0][0].1 == "2026-11-29T10:00:00" && properties[0][1].1 == "early")
        #expect(!xml.contains(" timestamp=\"") && !xml.contains(" hostname=\""))

        let merged = try JUnitReportReader.read(contentsOf: output)
        let suite = try #require(merged.suites.first)
        #expect(suite.timestamp == fixedDate)
        #expect(suite.hostname == "early")
        #expect(suite.properties.filter { $0.name == "timestamp" || $0.name == "hostname" }.isEmpty)
        let count = throughModel ? 5 : 4
        #expect(
            merged.totals == JUnitTotals(tests: count, failures: 1, errors: 0, skipped: 0, time: 0.5 * Double(count)))
        #expect(rawAttribute("tests", of: "testsuite", in: xml) == "\(count)")
        #expect(suite.testCases.map(\.name) == Array(["a", "b", "c", "d", "e"].prefix(count)))
        #expect(try JUnitSchemaValidator.forReports().validate(fileAt: output) == [])
        #expect(try JUnitSchemaValidator.forSuites().validateSuites(in: output) == [])

        // Deterministic, and merging the merged report again changes nothing.
        let again = directory.appendingPathComponent("again.xml")
        try JUnitMerge.merge(inputs, into: again)
        #expect(try Data(contentsOf: again) == Data(contentsOf: output))
        let remerged = directory.appendingPathComponent("remerged.xml")
        try JUnitMerge.merge([output], into: remerged)
        #expect(try JUnitReportReader.read(contentsOf: remerged) == merged)
    }

    @Test func mergeWithoutAnyHostnameWritesNone() throws {
        let directory = try makeTemporaryDirectory()
        let inputs = try (0..<2).map { index in
            try write(
                JUnitReport(
                    name: "run",
                    suites: [
                        JUnitTestSuite(
                            name: "s", timestamp: fixedDate.addingTimeInterval(Double(index)),
                            testCases: [JUnitTestCase(classname: "c", name: "n\(index)")])
                    ]), in: directory, as: "shard-\(index).xml")
        }
        let output = directory.appendingPathComponent("merged.xml")
        try JUnitMerge.merge(inputs, into: output)
        let xml = String(decoding: try Data(contentsOf: output), as: UTF8.self)
        #expect(rawProperties(xml)[0].map(\.0) == ["timestamp"])
        #expect(rawProperties(xml)[0].map(\.1) == ["2026-11-29T10:00:00"])
        let suite = try #require(JUnitReportReader.read(contentsOf: output).suites.first)
        #expect(suite.hostname == nil && suite.timestamp == fixedDate && suite.properties.isEmpty)
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: surefireSchema.path), "Surefire XSD not present"))
    func mergedSuitesValidateAgainstSurefire() throws {
        let directory = try makeTemporaryDirectory()
        let expected = mixedReport()
        var inputs: [URL] = []
        for index in 0..<2 {
            var part = expected
            for suiteIndex in part.suites.indices {
                part.suites[suiteIndex].testCases = expected.suites[suiteIndex].testCases.enumerated()
                    .filter { $0.offset % 2 == index }.map(\.element)
                part.suites[suiteIndex].hostname = "host-\(index)"
            }
            inputs.append(try write(part, in: directory, as: "shard-\(index).xml"))
        }
        let output = directory.appendingPathComponent("merged.xml")
        try JUnitMerge.merge(inputs, into: output)
        let surefire = try JUnitSchemaValidator(schemaAt: surefireSchema)
        let files = try JUnitSchemaValidator.extractSuites(
            from: output, into: directory.appendingPathComponent("suites"))
        #expect(files.count == 2)
        for file in files { #expect(surefire.validate(fileAt: file) == []) }
        let merged = try JUnitReportReader.read(contentsOf: output)
        #expect(merged.suites.map(\.hostname) == ["host-0", "host-0"])
    }
}
