import Foundation
import JUnitReport
import Testing

@Suite struct ReaderTests {
    @Test func malformedFileNamesFileAndLine() throws {
        let directory = try makeTemporaryDirectory()
        let url = directory.appendingPathComponent("broken.xml")
        try "<testsuites name=\"x\">\n  <testsuite name=\"s\">\n  </testsuites>\n".write(
            to: url, atomically: true, encoding: .utf8)
        do {
            _ = try JUnitReportReader.read(contentsOf: url)
            Issue.record("expected an error")
        } catch let error as JUnitReportError {
            guard case .malformed(let path, let line, _) = error else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(path == url.path)
            #expect(line == 3)
            #expect(error.description.contains("broken.xml:3"))
        }
    }

    @Test func wrongRootIsRejected() throws {
        let directory = try makeTemporaryDirectory()
        let url = directory.appendingPathComponent("other.xml")
        try "<?xml version=\"1.0\"?>\n<html><body/></html>\n".write(to: url, atomically: true, encoding: .utf8)
        #expect(throws: JUnitReportError.unexpectedRoot(path: url.path, line: 2, element: "html")) {
            try JUnitReportReader.read(contentsOf: url)
        }
    }

    @Test func readsSingleSuiteDocumentsFromOtherTools() throws {
        let directory = try makeTemporaryDirectory()
        let url = directory.appendingPathComponent("TEST-x.xml")
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <testsuite name="x" tests="2" failures="1" errors="0" skipped="0" time="1,234.5">
              <testcase name="a" classname="k" time="1,234.5"><failure type="t"><![CDATA[bo]]]]><![CDATA[>dy]]>]]&gt;</failure></testcase>
              <testcase name="b" classname="k" time="0"><rerunFailure type="t"><stackTrace>x</stackTrace></rerunFailure></testcase>
            </testsuite>
            """
        try xml.write(to: url, atomically: true, encoding: .utf8)
        let report = try JUnitReportReader.read(contentsOf: url)
        #expect(report.suites.count == 1)
        #expect(report.totals.tests == 2 && report.totals.failures == 1)
        #expect(report.suites[0].testCases[0].time == 1234.5)
        #expect(
            report.suites[0].testCases[0].outcome == .failed([JUnitFailure(type: "t", message: "", body: "bo]]>dy]]>")])
        )
        #expect(report.suites[0].testCases[1].outcome == .passed)
    }

    @Test func missingFileIsAnIOError() {
        #expect(throws: JUnitReportError.self) {
            try JUnitReportReader.read(contentsOf: URL(fileURLWithPath: "/nonexistent/report.xml"))
        }
    }
}
