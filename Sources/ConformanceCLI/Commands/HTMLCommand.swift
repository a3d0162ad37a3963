import Foundation
import HTMLReport
import JUnitReport

/// `conformance html REPORT.xml… -o PATH`: one HTML page from JUnit reports of this harness
/// (a run's, shards', a merged one), read with the report reader and rendered like `run --html`.
struct HTMLCommand {
    let context: CommandContext
    let arguments: ParsedArguments

    func execute() throws -> ExitCode {
        let inputs = arguments.value(of: ConformanceCommands.reportsToRender).map { URL(fileURLWithPath: $0) }
        let output = URL(fileURLWithPath: try arguments.value(of: ConformanceCommands.htmlOutput))
        var combined = JUnitReport(name: "")
        for input in inputs {
            let report: JUnitReport
            do {
                report = try JUnitReportReader.read(contentsOf: input)
            } catch {
                throw CommandFailure.input("cannot read \(input.path): \(error)")
            }
            if combined.name.isEmpty { combined.name = report.name }
            combined.suites += report.suites
            combined.isIncomplete = combined.isIncomplete || report.isIncomplete
        }
        try HTMLPage.write(combined, to: output)
        let totals = combined.totals
        context.out.write(
            "Wrote \(output.path): \(totals.tests) tests, \(totals.failures) failures, \(totals.errors) errors, \(totals.skipped) skipped\n"
        )
        return .success
    }
}
