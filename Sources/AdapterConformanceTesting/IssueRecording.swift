import AdapterConformance
import Testing

/// Turns a scenario result into what Swift Testing shows: one issue per violated rule
/// (rule ID first, then expectation, what happened and the trace), the trace as an
/// attachment, a crash or hang as an issue with its backtrace, and a cancelled test case
/// when every rule was skipped.
enum IssueRecording {
    static func record(_ result: ScenarioResult, strict: Bool, sourceLocation: SourceLocation) throws {
        for outcome in result.failures {
            Issue.record(Comment(rawValue: message(outcome, result: result)), sourceLocation: sourceLocation)
        }
        for outcome in result.warnings {
            recordWarning(message(outcome, result: result), strict: strict, sourceLocation: sourceLocation)
        }
        if let fault = result.fault {
            Issue.record(Comment(rawValue: message(fault, result: result)), sourceLocation: sourceLocation)
        }
        if result.fault != nil || !result.failures.isEmpty || !result.warnings.isEmpty {
            attach(result, sourceLocation: sourceLocation)
        }
        if result.status(strict: strict) == .skipped {
            try skip(reason(result), sourceLocation: sourceLocation)
        }
    }

    /// `RULE-ID (level): summary`, then each finding and the trace.
    static func message(_ outcome: RuleOutcome, result: ScenarioResult) -> String {
        let summary = RuleCatalog.definition(outcome.ruleID).summary
        let findings = outcome.findings.map { "expected: \($0.expected)\nactual:   \($0.actual)" }.joined(
            separator: "\n\n")
        return """
            \(outcome.ruleID) (\(outcome.level.rawValue)): \(summary)
            \(findings)
            scenario: \(result.scenarioID) — \(result.title)

            trace:
            \(result.trace.text)
            """
    }

    /// `crash: <message>` (or `hang:`, `harness fault:`), then the backtrace (the adapter's
    /// frames first), the scenario and the trace up to the fault, as the report's `<error>`
    /// has them.
    static func message(_ fault: ScenarioFault, result: ScenarioResult) -> String {
        let details = fault.details.map { "\n\n\($0)" } ?? ""
        let kind = fault.kind == .harness ? "harness fault" : fault.kind.rawValue
        return """
            \(kind): \(fault.message)\(details)
            scenario: \(result.scenarioID) — \(result.title)

            trace up to the fault:
            \(result.trace.text)
            """
    }

    static func reason(_ result: ScenarioResult) -> String {
        result.outcomes.compactMap { outcome -> String? in
            if case .skipped(let reason) = outcome.verdict { return "\(outcome.ruleID): \(reason)" }
            return nil
        }.joined(separator: "; ")
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
