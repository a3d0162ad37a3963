import ConformanceVocabulary
import Foundation
import JUnitReport

/// A JUnit report of this harness as one self-contained HTML page that people open: totals,
/// a family × adapter overview, failing scenarios grouped by rule with the rule's words and
/// why, crashes grouped by the adapter's frame, and each scenario's trace as a sequence
/// diagram with the violating step marked. No network access, no external files; the style
/// and a small filter script are inline.
package enum HTMLReport {
    package struct Options: Sendable {
        /// Passing and skipped scenarios get diagrams only while there are at most this many
        /// of them; above it their traces are left out (the JUnit report has them), which keeps
        /// a report of tens of thousands of scenarios small and quick to open.
        package var passingDiagramLimit: Int
        /// At most this many failing and errored scenarios get diagrams; beyond it, every rule
        /// group and crash site keeps some (taken from each in turn), the rest name the JUnit report.
        package var diagramLimit: Int
        /// Bytes of captured text (adapter output, backtraces) over the whole page; each block
        /// is also cut at 4 KB. Failures come first in the page, so they are the last to lose it.
        package var outputBytes: Int

        package init(passingDiagramLimit: Int = 2_000, diagramLimit: Int = 2_000, outputBytes: Int = 2_000_000) {
            self.passingDiagramLimit = passingDiagramLimit
            self.diagramLimit = diagramLimit
            self.outputBytes = outputBytes
        }
    }

    /// The page's bytes (UTF-8), read from the report's texts: for a report read from a file.
    package static func render(_ report: JUnitReport, options: Options = Options()) -> [UInt8] {
        PageRenderer(digest: ReportDigest(report: report), options: options).render()
    }

    /// The page's bytes (UTF-8) for a run that has its results: the report's suites, with
    /// each case made from the result it was written from (of the same suite and scenario,
    /// with its trace) rather than read back from its texts; a case without one is read.
    /// `strict` is how the report was judged. The bytes are those of
    /// ``render(_:options:)`` for the same report.
    package static func render(
        _ report: JUnitReport, results: [ScenarioResult], strict: Bool, options: Options = Options()
    ) -> [UInt8] {
        PageRenderer(digest: ReportDigest(report: report, results: results, strict: strict), options: options)
            .render()
    }

    /// Writes the page to `url`, replacing any file there only once it is complete.
    package static func write(_ report: JUnitReport, to url: URL, options: Options = Options()) throws {
        try write(render(report, options: options), to: url)
    }

    /// Writes the page of ``render(_:results:strict:options:)`` to `url`, replacing any file
    /// there only once it is complete.
    package static func write(
        _ report: JUnitReport, results: [ScenarioResult], strict: Bool, to url: URL, options: Options = Options()
    ) throws {
        try write(render(report, results: results, strict: strict, options: options), to: url)
    }

    private static func write(_ page: [UInt8], to url: URL) throws {
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(page).write(to: url, options: .atomic)
    }
}
