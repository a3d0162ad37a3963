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
        // Timestamp and hostname are properties, not attributes, so Surefire's schema accepts them.
        #expect(rawAttribute("timestamp", of: "testsuite", in: xml) == nil)
        #expect(rawAttribute("hostname", of: "testsuite", in: xml) == nil)
        #expect(xml.contains(#"<property name="timestamp" value="2026-11-29T10:00:00"/>"#))
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
        try JUnitWriter.write(mixedReport(isIncomplete: true), to: url)
        let surefire = try JUnitSchemaValidator(schemaAt: surefireSchema)
        // Suites as written are Surefire-valid: nothing needs stripping any more.
        #expect(try surefire.validateSuites(in: url, profile: .asWritten) == [])
        #expect(try surefire.validateSuites(in: url, profile: .surefire) == [])
        // The standalone files CI hands to `xmllint --schema`, validated the same way (libxml2).
        let files = try JUnitSchemaValidator.extractSuites(from: url, into: directory.appendingPathComponent("suites"))
        #expect(files.count == 2)
        for file in files {
            #expect(surefire.validate(fileAt: file) == [])
            #expect(try JUnitSchemaValidator.forSuites().validate(fileAt: file) == [])
            // Extraction keeps the information, and the file reads back on its own.
            let suite = try #require(JUnitReportReader.read(contentsOf: file).suites.first)
            let original = try #require(mixedReport().suites.first { $0.name == suite.name })
            #expect(suite.timestamp == original.timestamp)
            #expect(suite.hostname == original.hostname)
        }
        // The first suite extracted keeps the original bytes of the properties, in order.
        let first = String(decoding: try Data(contentsOf: files[0]), as: UTF8.self)
        let timestamp = try #require(first.range(of: #"<property name="timestamp" value="2026-11-29T10:00:00"/>"#))
        let hostname = try #require(first.range(of: #"<property name="hostname" value="ci-host"/>"#))
        let adapter = try #require(first.range(of: #"<property name="adapter.version""#))
        #expect(timestamp.lowerBound < hostname.lowerBound && hostname.lowerBound < adapter.lowerBound)
    }

    /// A suite in the old layout (timestamp and hostname as attributes), as older reports and
    /// other tools write it.
    static let legacySuite = """
        <?xml version="1.0" encoding="UTF-8"?>
        <testsuites name="old" tests="1" failures="0" errors="0" skipped="0" time="0.500">
          <testsuite name="s" tests="1" failures="0" errors="0" skipped="0" time="0.500" timestamp="2026-11-29T10:00:00" hostname="old-host" id="7">
            <testcase classname="c" name="n" time="0.500"/>
          </testsuite>
        </testsuites>
        """

    @Test(.enabled(if: FileManager.default.fileExists(atPath: surefireSchema.path), "Surefire XSD not present"))
    func surefireProfileMovesLegacyAttributesIntoProperties() throws {
        let directory = try makeTemporaryDirectory()
        let url = directory.appendingPathComponent("old.xml")
        try Self.legacySuite.write(to: url, atomically: true, encoding: .utf8)
        let surefire = try JUnitSchemaValidator(schemaAt: surefireSchema)
        // Surefire's schema really rejects the attributes, so the validator runs its rules...
        let asWritten = try surefire.validateSuites(in: url, profile: .asWritten)
        #expect(asWritten.contains { $0.message.contains("timestamp") })
        #expect(try !JUnitSchemaValidator.forSuites().validateSuites(in: url).isEmpty)
        // ...and the Surefire profile turns them into properties instead of losing them.
        #expect(try surefire.validateSuites(in: url, profile: .surefire) == [])
        let files = try JUnitSchemaValidator.extractSuites(from: url, into: directory.appendingPathComponent("suites"))
        let file = try #require(files.first)
        #expect(surefire.validate(fileAt: file) == [])
        #expect(try JUnitSchemaValidator.forSuites().validate(fileAt: file) == [])
        let suite = try #require(JUnitReportReader.read(contentsOf: file).suites.first)
        #expect(suite.timestamp == fixedDate)
        #expect(suite.hostname == "old-host")
        #expect(suite.properties.isEmpty)
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: surefireSchema.path), "Surefire XSD not present"))
    func projectSchemaIsAtLeastAsStrictAsSurefire() throws {
        let surefire = try JUnitSchemaValidator(schemaAt: surefireSchema)
        let ours = try JUnitSchemaValidator.forSuites()
        let directory = try makeTemporaryDirectory()
        func suite(_ attributes: String = "", _ body: String) -> String {
            """
            <testsuite name="s" tests="1" failures="0" errors="0" skipped="0" time="1.000"\(attributes)>
            \(body)
            </testsuite>
            """
        }
        let good = suite(
            "",
            #"<properties><property name="timestamp" value="2026-11-29T10:00:00"/></properties><testcase classname="c" name="n" time="0.5"/>"#
        )
        let rejectedBySurefire = [
            suite(#" timestamp="2026-11-29T10:00:00""#, #"<testcase classname="c" name="n" time="0"/>"#),
            suite(#" hostname="h""#, #"<testcase classname="c" name="n" time="0"/>"#),
            suite("", #"<testcase classname="c" name="n"/>"#),
            suite("", #"<testcase classname="c" name="n" time="abc"/>"#),
            suite("", #"<testcase classname="c" name="n" time="0.1234"/>"#),
            suite("", #"<testcase classname="c" name="n" time="0"><failure message="m"/></testcase>"#),
            suite("", #"<testcase classname="c" name="n" time="0"><error message="m"/></testcase>"#),
            suite(
                "",
                #"<testcase classname="c" name="n" time="0"><error type="t" message="m"/><error type="t" message="m"/></testcase>"#
            ),
            suite("", #"<testcase classname="c" name="n" time="0"><skipped/><skipped/></testcase>"#),
            suite(
                "",
                #"<testcase classname="c" name="n" time="0"><system-out/><failure type="t" message="m"/></testcase>"#),
            suite("", #"<testcase classname="c" name="n" time="0"/><properties/>"#),
            suite("", #"<properties><property name="p"/></properties>"#),
            "<testsuite name=\"s\" time=\"0\"/>",
        ]
        // Stricter on purpose: type non-empty, message required, one verdict, classname, unique cases.
        let rejectedByUsOnly = [
            suite("", #"<testcase classname="c" name="n" time="0"><failure type="" message="m"/></testcase>"#),
            suite("", #"<testcase classname="c" name="n" time="0"><failure type="t"/></testcase>"#),
            suite(
                "",
                #"<testcase classname="c" name="n" time="0"><failure type="t" message="m"/><error type="t" message="m"/></testcase>"#
            ),
            suite("", #"<testcase name="n" time="0"/>"#),
            suite("", #"<testcase classname="c" name="n" time="0"/><testcase classname="c" name="n" time="0"/>"#),
        ]
        func issues(_ validator: JUnitSchemaValidator, _ xml: String, _ index: Int) throws -> [JUnitValidationIssue] {
            let url = directory.appendingPathComponent("case-\(index).xml")
            try ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + xml).write(to: url, atomically: true, encoding: .utf8)
            return validator.validate(fileAt: url)
        }
        #expect(try issues(surefire, good, 0) == [])
        #expect(try issues(ours, good, 1) == [])
        for (index, xml) in rejectedBySurefire.enumerated() {
            #expect(try !issues(surefire, xml, 100 + index).isEmpty, "Surefire accepts \(xml)")
            #expect(try !issues(ours, xml, 200 + index).isEmpty, "we accept what Surefire rejects: \(xml)")
        }
        for (index, xml) in rejectedByUsOnly.enumerated() {
            #expect(try issues(surefire, xml, 300 + index).isEmpty, "Surefire rejects \(xml)")
            #expect(try !issues(ours, xml, 400 + index).isEmpty, "we accept \(xml)")
        }
    }

    @Test func schemaViolationsComeBackWithLines() throws {
        let directory = try makeTemporaryDirectory()
        let url = directory.appendingPathComponent("bad.xml")
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <testsuites name="x" tests="1" failures="1" errors="0" skipped="0" time="1e-05">
              <testsuite name="s" tests="1" failures="1" errors="0" skipped="0" time="0.1234">
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
