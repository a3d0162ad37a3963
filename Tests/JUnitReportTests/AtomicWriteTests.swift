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
        let url = directory.appendingPathComponent("report.xml")
        #expect(throws: JUnitReportError.self) {
            try JUnitWriter.stream(to: url, name: "r", totals: .zero) { _ in
                // The destination becomes a non-empty directory while the report is written, so
                // the final rename must fail.
                try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
                try Data("keep".utf8).write(to: url.appendingPathComponent("inside"))
            }
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["report.xml"])
        #expect(try Data(contentsOf: url.appendingPathComponent("inside")) == Data("keep".utf8))
    }

    @Test func destinationThatIsNotARegularFileIsRefusedUpFront() throws {
        let directory = try makeTemporaryDirectory()
        let url = directory.appendingPathComponent("report.xml")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        #expect(
            throws: JUnitReportError.unusableDestination(
                path: url.path, reason: "a directory, not a regular file; a report can only replace a regular file")
        ) { try JUnitWriter.write(mixedReport(), to: url) }
        #expect(
            throws: JUnitReportError.unusableDestination(
                path: "/dev/null",
                reason: "a character device, not a regular file; a report can only replace a regular file")
        ) { try JUnitWriter.write(mixedReport(), to: URL(fileURLWithPath: "/dev/null")) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["report.xml"])
    }

    @Test func symbolicLinkIsWrittenThroughToItsTarget() throws {
        let directory = try makeTemporaryDirectory()
        let target = directory.appendingPathComponent("sub/target.xml")
        try FileManager.default.createDirectory(
            at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("old".utf8).write(to: target)
        let link = directory.appendingPathComponent("link.xml")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "sub/target.xml")
        #expect(try JUnitWriter.resolveDestination(link) == target)
        #expect(try JUnitWriter.prepareDestination(link) == target)
        try JUnitWriter.write(mixedReport(), to: link)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "sub/target.xml")
        #expect(try JUnitReportReader.read(contentsOf: target) == mixedReport())
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == ["link.xml", "sub"])
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: target.deletingLastPathComponent().path) == [
                "target.xml"
            ])
    }

    @Test func preparingLeavesNothingBehind() throws {
        let directory = try makeTemporaryDirectory()
        let url = directory.appendingPathComponent("a/report.xml")
        #expect(try JUnitWriter.prepareDestination(url) == url)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("a").path).isEmpty)
    }

    @Test func createsMissingDirectories() throws {
        let directory = try makeTemporaryDirectory()
        let url = directory.appendingPathComponent("a/b/report.xml")
        try JUnitWriter.write(mixedReport(), to: url)
        #expect(try JUnitReportReader.read(contentsOf: url) == mixedReport())
    }
}
