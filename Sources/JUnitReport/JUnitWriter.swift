import Foundation

/// One-call writing of a complete report model.
package enum JUnitWriter {
    /// Writes `report` atomically to `url`; see ``JUnitStreamWriter`` for the guarantees.
    package static func write(_ report: JUnitReport, to url: URL) throws {
        let writer = try JUnitStreamWriter(destination: url)
        try write(report, with: writer)
        try writer.finish()
    }

    /// The file a report for `url` will land in (a symbolic link is written through to its
    /// target), checked before any work is done: throws ``JUnitReportError/unusableDestination(path:reason:)``
    /// for a path that cannot hold a report and ``JUnitReportError/io(path:operation:reason:)``
    /// when the system refuses (see `AtomicFile.prepare`). Creates missing directories.
    package static func prepareDestination(_ url: URL) throws(JUnitReportError) -> URL {
        try AtomicFile.prepare(url, probe: true)
    }

    /// `url` with the symbolic links of its last component followed: the file a report
    /// written to `url` replaces.
    package static func resolveDestination(_ url: URL) throws(JUnitReportError) -> URL {
        URL(fileURLWithPath: try AtomicFile.resolve(url.path))
    }

    /// The document as bytes, for tests and for callers that post reports over the network.
    package static func data(for report: JUnitReport) throws -> Data {
        let writer = try JUnitStreamWriter(sink: OutputSink(file: nil))
        try write(report, with: writer)
        try writer.finish()
        return Data(writer.writtenBytes)
    }

    /// Streams a report whose suites are produced on the fly; if `body` throws, the
    /// destination is left as it was and the error is rethrown.
    package static func stream(
        to url: URL, name: String, totals: JUnitTotals, isIncomplete: Bool = false,
        _ body: (JUnitStreamWriter) throws -> Void
    ) throws {
        let writer = try JUnitStreamWriter(destination: url)
        do {
            try writer.beginReport(name: name, totals: totals, isIncomplete: isIncomplete)
            try body(writer)
            try writer.finish()
        } catch {
            writer.cancel()
            throw error
        }
    }

    private static func write(_ report: JUnitReport, with writer: JUnitStreamWriter) throws {
        try writer.beginReport(name: report.name, totals: report.totals, isIncomplete: report.isIncomplete)
        for suite in report.suites { try writer.write(suite: suite) }
    }
}
