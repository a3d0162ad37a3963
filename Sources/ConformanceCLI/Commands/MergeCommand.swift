import Foundation
import JUnitReport

/// `conformance merge OUT IN…`: joins shard reports into one, recomputing totals.
struct MergeCommand {
    let context: CommandContext
    let arguments: ParsedArguments

    func execute() throws -> ExitCode {
        let output = URL(fileURLWithPath: arguments.value(of: ConformanceCommands.mergedReport))
        let inputs = arguments.value(of: ConformanceCommands.reportsToMerge).map { URL(fileURLWithPath: $0) }
        for input in inputs where !FileManager.default.fileExists(atPath: input.path) {
            throw CommandFailure.input("no such report: \(input.path)")
        }
        do {
            try JUnitMerge.merge(inputs, into: output)
        } catch {
            throw CommandFailure.input("cannot merge: \(error)")
        }
        let merged = try JUnitReportReader.read(contentsOf: output)
        let totals = merged.totals
        context.out.write(
            "Merged \(inputs.count) report\(inputs.count == 1 ? "" : "s") into \(output.path): \(totals.tests) tests, \(totals.failures) failures, \(totals.errors) errors, \(totals.skipped) skipped\(merged.isIncomplete ? " (incomplete)" : "")\n"
        )
        return .success
    }
}
