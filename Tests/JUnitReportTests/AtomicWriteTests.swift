import Foundation
import JUnitReport
import Testing

@Suite struct AtomicWriteTests {
    struct Interrupted: Error {}

    @Test func failureMidwayKeepsOldReportAndLeavesNoTempFiles() throws {
        let directory = try makeTemporaryDirectory()
        let url = directory.appendingPathComponent("report.xml")
        try JUnitWriter.write(mixedReport(), to: url)
        let before = try Data(contentsOf: url)
        let totals = JUnitTotals(tests: 10_000, failures: 0, errors: 0, skipped: 0, time: 0)
        #expect(throws: Interrupted.self) {
            try JUnitWriter.stream(to: url, name: "new", totals: totals) { writer in
                try writer.beginSuite(
                    name: "s", timestamp: fixedDate, hostname: nil, properties: [], totals: totals)
                for index in 0..<10_000 {
                    if index == 5_000 { throw Interrupted() }
                    try writer.write(JUnitTestCase(classname: "c", name: "case \(index)", systemOut: "output"))
                }
                try writer.endSuite()
            }
        }
        #expect(try Data(contentsOf: url) == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["report.xml"])
    }

    @Test func droppedWriterLeavesNoTrace() throws {
        let directory = try makeTemporaryDirectory()
        let url = directory.appendingPathComponent("report.xml")
        do {
            let writer = try JUnitStreamWriter(destination: url)
            try writer.beginReport(name: "r", totals: .zero)
            #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).count == 1)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    }

    @Test func failedRenameThrowsAndCleansUp() throws {
        let directory = try makeTemporaryDirectory()
        // The destination is a non-empty directory, so the final rename must fail.
        let url = directory.appendingPathComponent("report.xml")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        try Data("keep".utf8).write(to: url.appendingPathComponent("inside"))
        #expect(throws: JUnitReportError.self) { try JUnitWriter.write(mixedReport(), to: url) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["report.xml"])
        #expect(try Data(contentsOf: url.appendingPathComponent("inside")) == Data("keep".utf8))
    }

    @Test func createsMissingDirectories() throws {
        let directory = try makeTemporaryDirectory()
        let url = directory.appendingPathComponent("a/b/report.xml")
        try JUnitWriter.write(mixedReport(), to: url)
        #expect(try JUnitReportReader.read(contentsOf: url) == mixedReport())
    }
}
