import Foundation
import ReportGrammar

/// What a test case's `<system-out>` carries, taken apart (by ``CaseText/parse(systemOut:)``):
/// the scenario header, the trace as steps and what the adapter printed.
struct CaseOutput: Sendable, Equatable {
    var title: String?
    var rules: [String] = []
    var steps: [TraceStep] = []
    var standardOutput: String?

    init(systemOut: String?) {
        let parsed = CaseText.parse(systemOut: systemOut)
        title = parsed.title
        rules = parsed.rules
        steps = parsed.trace.map(TraceStep.init)
        standardOutput = parsed.standardOutput
    }
}
