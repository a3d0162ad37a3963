import Foundation
import JUnitReport

/// Hidden `split-report REPORT DIR`: each `<testsuite>` as its own document, which is what
/// Surefire's schema (rooted at `<testsuite>`) validates. CI feeds the files to `xmllint`.
struct SplitReportCommand {
    let context: CommandContext
    let arguments: ParsedArguments

    func execute() throws -> ExitCode {
        let report = URL(fileURLWithPath: arguments.value(of: ConformanceCommands.reportToSplit))
        let directory = URL(fileURLWithPath: arguments.value(of: ConformanceCommands.suiteDirectory))
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let files = try JUnitSchemaValidator.extractSuites(from: report, into: directory)
        for file in files { context.out.write(file.path + "\n") }
        return .success
    }
}
