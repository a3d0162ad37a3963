import ConformanceVocabulary
import Foundation
import HTMLReport
import JUnitReport

/// Where and how the CLI writes an HTML report, shared by `run --html` and `html`.
enum HTMLPage {
    /// Checked before a run starts, like the JUnit report's path, so a bad path costs no run.
    static func preflight(_ path: String) throws {
        do {
            _ = try JUnitWriter.prepareDestination(URL(fileURLWithPath: path))
        } catch {
            let message = "cannot write the HTML report: \(error)"
            if case .unusableDestination = error { throw CommandFailure.input(message) }
            throw CommandFailure.harness(message)
        }
    }

    /// The page of a report read from files.
    static func write(_ report: JUnitReport, to url: URL) throws {
        try writing(to: url) { try HTMLReport.write(report, to: url) }
    }

    /// The page of a run's report, each case made from its result (which has its trace).
    static func write(_ report: JUnitReport, results: [ScenarioResult], strict: Bool, to url: URL) throws {
        try writing(to: url) { try HTMLReport.write(report, results: results, strict: strict, to: url) }
    }

    private static func writing(to url: URL, _ write: () throws -> Void) throws {
        do {
            try write()
        } catch {
            throw CommandFailure.harness("could not write the HTML report to \(url.path): \(error)")
        }
    }
}
