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

    static func write(_ report: JUnitReport, to url: URL) throws {
        do {
            try HTMLReport.write(report, to: url)
        } catch {
            throw CommandFailure.harness("could not write the HTML report to \(url.path): \(error)")
        }
    }
}
