import Foundation
import JUnitReport
import Testing

@Suite struct WriterTests {
    @Test func roundTripGivesEqualModel() throws {
        let directory = try makeTemporaryDirectory()
        let url = directory.appendingPathComponent("report.xml")
        let report = mixedReport(isIncomplete: true)
        try JUnitWriter.write(report, to: url)
        #expect(try JUnitReportReader.read(contentsOf: url) == report)
    }

    @Test func countsMatchWhatCIToolsCount() throws {
        let report = mixedReport()
        let totals = report.totals
        // A case with two <failure> elements counts once.
        #expect(totals.tests == 7)
        #expect(totals.failures == 2)
        #expect(totals.errors == 1)
        #expect(totals.skipped == 2)
        #expect(report.suites[1].totals.time == 10.5)
        let xml = String(decoding: try JUnitWriter.data(for: report), as: UTF8.self)
        #expect(rawAttribute("tests", of: "testsuites", in: xml) == "7")
        #expect(rawAttribute("failures", of: "testsuites", in: xml) == "2")
        #expect(rawAttribute("errors", of: "testsuites", in: xml) == "1")
        #expect(rawAttribute("skipped", of: "testsuites", in: xml) == "2")
        #expect(rawAttribute("time", of: "testsuites", in: xml) == "12.262")
        #expect(rawAttribute("tests", of: "testsuite", in: xml) == "5")
        #expect(rawAttribute("failures", of: "testsuite", in: xml) == "1")
        #expect(rawAttribute("timestamp", of: "testsuite", in: xml) == "2026-11-29T10:00:00")
        #expect(xml.components(separatedBy: "<failure ").count - 1 == 3)
    }

    @Test func documentStartsWithUTF8Declaration() throws {
        let xml = String(decoding: try JUnitWriter.data(for: mixedReport()), as: UTF8.self)
        #expect(xml.hasPrefix(#"<?xml version="1.0" encoding="UTF-8"?>"#))
    }

    @Test(arguments: [
        (0.0, "0.000"), (0.0004, "0.000"), (0.0005, "0.001"), (12.3456, "12.346"), (0.00001, "0.000"),
        (1e-05, "0.000"), (1234567.891, "1234567.891"), (-3, "0.000"), (Double.nan, "0.000"), (2, "2.000"),
    ])
    func timeFormatting(value: Double, expected: String) {
        let text = JUnitTimeFormat.seconds(value)
        #expect(text == expected)
        #expect(!text.contains("e") && !text.contains("E"))
    }

    @Test func timestampHasNoZoneSuffixAndParsesBack() {
        #expect(JUnitTimeFormat.timestamp(fixedDate) == "2026-11-29T10:00:00")
        #expect(JUnitTimeFormat.parseTimestamp("2026-11-29T10:00:00") == fixedDate)
        #expect(JUnitTimeFormat.parseTimestamp("2026-11-29T11:00:00+01:00") == fixedDate)
        #expect(JUnitTimeFormat.parseTimestamp("2026-11-29T10:00:00Z") == fixedDate)
        #expect(JUnitTimeFormat.parseTimestamp("yesterday") == nil)
    }

    @Test func validatesAgainstProjectSchemas() throws {
        let directory = try makeTemporaryDirectory()
        let url = directory.appendingPathComponent("report.xml")
        try JUnitWriter.write(mixedReport(isIncomplete: true), to: url)
        #expect(try JUnitSchemaValidator.forReports().validate(fileAt: url) == [])
        #expect(try JUnitSchemaValidator.forSuites().validateSuites(in: url) == [])
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: surefireSchema.path), "Surefire XSD not present"))
    func validatesAgainstSurefireSchema() throws {
        let directory = try makeTemporaryDirectory()
        let url = directory.appendingPathComponent("report.xml")
        try JUnitWriter.write(mixedReport(), to: url)
        let surefire = try JUnitSchemaValidator(schemaAt: surefireSchema)
        #expect(try surefire.validateSuites(in: url, profile: .surefire) == [])
        let files = try JUnitSchemaValidator.extractSuites(from: url, into: directory.appendingPathComponent("suites"))
        #expect(files.count == 2)
        for file in files { #expect(surefire.validate(fileAt: file) == []) }
        // As written, our suites carry timestamp/hostname, which Surefire's schema rejects;
        // this proves the validator really runs Surefire's rules.
        #expect(try !surefire.validateSuites(in: url, profile: .asWritten).isEmpty)
    }

    @Test func schemaViolationsComeBackWithLines() throws {
        let directory = try makeTemporaryDirectory()
        let url = directory.appendingPathComponent("bad.xml")
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <testsuites name="x" tests="1" failures="1" errors="0" skipped="0" time="1e-05">
              <testsuite name="s" tests="1" failures="1" errors="0" skipped="0" time="0.1234" timestamp="2026-11-29T10:00:00">
                <testcase classname="c" name="n" time="0.000">
                  <failure message="m">body</failure>
                </testcase>
              </testsuite>
            </testsuites>
            """
        try xml.write(to: url, atomically: true, encoding: .utf8)
        let issues = try JUnitSchemaValidator.forReports().validate(fileAt: url)
        #expect(issues.contains { $0.line == 2 && $0.message.contains("1e-05") })
        #expect(issues.contains { $0.line == 3 && $0.message.contains("0.1234") })
        #expect(issues.contains { $0.line == 5 && $0.message.contains("type") })
        let perSuite = try JUnitSchemaValidator.forSuites().validateSuites(in: url)
        #expect(perSuite.contains { $0.line == 5 && $0.suite == "s" })
    }

    @Test func elementOrderFollowsSurefire() throws {
        let xml = String(decoding: try JUnitWriter.data(for: mixedReport()), as: UTF8.self)
        let properties = try #require(xml.range(of: "<properties>"))
        let firstCase = try #require(xml.range(of: "<testcase "))
        #expect(properties.lowerBound < firstCase.lowerBound)
        let failure = try #require(xml.range(of: "<failure "))
        let out = try #require(xml.range(of: "<system-out>"))
        let err = try #require(xml.range(of: "<system-err>"))
        #expect(failure.lowerBound < out.lowerBound && out.lowerBound < err.lowerBound)
    }

    @Test func streamWriterRejectsWrongTotals() throws {
        let directory = try makeTemporaryDirectory()
        let url = directory.appendingPathComponent("report.xml")
        let writer = try JUnitStreamWriter(destination: url)
        try writer.beginReport(name: "r", totals: JUnitTotals(tests: 1, failures: 0, errors: 0, skipped: 0, time: 0))
        try writer.beginSuite(
            name: "s", timestamp: fixedDate, hostname: nil, properties: [],
            totals: JUnitTotals(tests: 2, failures: 0, errors: 0, skipped: 0, time: 0))
        try writer.write(JUnitTestCase(classname: "c", name: "n"))
        #expect(throws: JUnitReportError.self) { try writer.endSuite() }
        #expect(!FileManager.default.fileExists(atPath: url.path))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    }

    @Test func incompleteEmptyReportKeepsItsFlag() throws {
        let directory = try makeTemporaryDirectory()
        let url = directory.appendingPathComponent("report.xml")
        let report = JUnitReport(name: "interrupted", isIncomplete: true)
        try JUnitWriter.write(report, to: url)
        #expect(try JUnitReportReader.read(contentsOf: url) == report)
        #expect(try JUnitSchemaValidator.forReports().validate(fileAt: url) == [])
    }
}
