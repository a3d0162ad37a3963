import AdapterConformance
import ConformanceVocabulary
import ReportGrammar
import Testing

/// Turns a scenario result into what Swift Testing shows: one issue per violated rule
/// (rule ID first, then expectation, what happened and the trace), the trace as an
/// attachment, a crash or hang as an issue with its backtrace, and a cancelled test case
/// when every rule was skipped.
enum IssueRecording {
    static func record(_ result: ScenarioResult, strict: Bool, sourceLocation: SourceLocation) throws {
        for outcome in result.failures {
            Issue.record(Comment(rawValue: IssueText.rule(outcome, result: result)), sourceLocation: sourceLocation)
        }
        for outcome in result.warnings {
            recordWarning(IssueText.rule(outcome, result: result), strict: strict, sourceLocation: sourceLocation)
        }
        if let fault = result.fault {
            Issue.record(Comment(rawValue: IssueText.fault(fault, result: result)), sourceLocation: sourceLocation)
        }
        if result.fault != nil || !result.failures.isEmpty || !result.warnings.isEmpty {
            attach(result, sourceLocation: sourceLocation)
        }
        if result.status(strict: strict) == .skipped {
            try skip(IssueText.skipReason(result), sourceLocation: sourceLocation)
        }
    }

    /// Recommended rules warn; under strict judging they fail, as in the JUnit report.
    /// Issue severity arrived with Swift 6.3; before it, a warning is only recorded
    /// (as a failure) under strict judging.
    private static func recordWarning(_ text: String, strict: Bool, sourceLocation: SourceLocation) {
        #if compiler(>=6.3)
        Issue.record(Comment(rawValue: text), severity: strict ? .error : .warning, sourceLocation: sourceLocation)
        #else
        if strict { Issue.record(Comment(rawValue: text), sourceLocation: sourceLocation) }
        #endif
    }

    /// The trace as a text attachment (kept with `swift test --attachments-path DIR`).
    /// What the adapter wrote goes along too, when a worker captured it.
    private static func attach(_ result: ScenarioResult, sourceLocation: SourceLocation) {
        #if compiler(>=6.2)
        let name = "\(result.adapter).\(result.scenarioID)"
        Attachment.record(result.trace.text, named: "\(name).trace.txt", sourceLocation: sourceLocation)
        for (text, stream) in [(result.output?.standardOutput, "stdout"), (result.output?.standardError, "stderr")] {
            if let text, !text.isEmpty {
                Attachment.record(text, named: "\(name).\(stream).txt", sourceLocation: sourceLocation)
            }
        }
        #endif
    }

    /// Cancels the current test case, which Swift Testing reports as skipped (event
    /// `testCaseCancelled`; the 6.3 console prints it among the passed cases). Before
    /// Swift 6.3 there is no per-case skip; the JUnit report still says `<skipped>`.
    private static func skip(_ reason: String, sourceLocation: SourceLocation) throws {
        #if compiler(>=6.3)
        try Test.cancel(Comment(rawValue: "skipped: \(reason)"), sourceLocation: sourceLocation)
        #endif
    }
}
