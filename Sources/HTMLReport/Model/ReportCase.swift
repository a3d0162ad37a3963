import ConformanceVocabulary
import Foundation
import JUnitReport
import ReportGrammar

/// One scenario as the page shows it: its verdict with the violated rules or the fault, the
/// trace as steps, and what the adapter printed. Read back from a test case of a JUnit report,
/// or made from the result a run has.
package struct ReportCase: Sendable {
    package var adapter: String
    /// The ad format: the suite name after the adapter (`native`, `banner`, `setUp`).
    package var format: String
    package var scenarioID: String
    package var title: String?
    /// Every rule the scenario checks, in the order the report lists them.
    package var rules: [String]
    package var outcome: CaseOutcome
    /// For a failure: the violated rules, first the one the failure is typed by.
    package var violations: [RuleViolation]
    /// For a failure from a report that does not spell out rule blocks: its one-line message.
    package var failureMessage: String?
    /// For an error: its kind (`crash`, `hang`, `harness`, `incomplete`), message and details.
    package var fault: CaseFault?
    /// For a skip: why.
    package var skipReason: String?
    package var steps: [TraceStep]
    package var standardOutput: String?
    /// `<system-err>`: warnings, rules not judged and why, the adapter's standard error.
    package var standardError: String?

    package init(testCase: JUnitTestCase, adapter: String) {
        self.adapter = adapter
        format = SuiteText.format(of: testCase.classname, adapter: adapter)
        scenarioID = testCase.name
        let output = CaseOutput(systemOut: testCase.systemOut)
        title = output.title
        rules = output.rules
        steps = output.steps
        standardOutput = output.standardOutput
        standardError = testCase.systemErr
        violations = []
        switch testCase.outcome {
        case .passed:
            outcome = .passed
        case .skipped(let message):
            outcome = .skipped
            skipReason = message
        case .error(let error):
            outcome = .error
            fault = CaseFault(error)
        case .failed(let failures):
            outcome = .failed
            violations = failures.flatMap { CaseText.violations(failureBody: $0.body) }
            if violations.isEmpty {
                // A failure from elsewhere: keep its type as the rule and its message as the finding.
                violations = failures.map {
                    RuleViolation(
                        ruleID: $0.type, level: "", findings: [.init(expected: "", actual: $0.message)])
                }
                failureMessage = failures.map(\.message).joined(separator: "\n")
            }
        }
    }

    /// A run's result as the page shows it, made from its values rather than read back from
    /// the texts of its test case (``init(testCase:adapter:)``), and giving what that reading
    /// gives for the test case the report makes of the result judged with `strict`. The texts
    /// the page shows whole (the skip reason, `<system-err>`, the fault's message and details)
    /// are written by the report grammar, as in the report.
    package init(result: ScenarioResult, strict: Bool) {
        adapter = result.adapter
        format = result.format.rawValue
        scenarioID = result.scenarioID
        title = result.title
        rules = result.outcomes.map(\.ruleID.rawValue)
        steps = result.trace.events.map(TraceStep.init)
        standardOutput = result.output.flatMap { $0.standardOutput.isEmpty ? nil : $0.standardOutput }
        standardError = CaseText.systemErr(result)
        violations = []
        switch result.status(strict: strict) {
        case .passed:
            outcome = .passed
        case .skipped:
            outcome = .skipped
            skipReason = CaseText.skipMessage(result)
        case .error:
            outcome = .error
            fault = result.fault.map(CaseFault.init)
        case .failed:
            outcome = .failed
            // Every violated rule, in the order the failure's body lists them.
            violations = (result.failures + (strict ? result.warnings : [])).map(RuleViolation.init)
        }
    }

    /// The rule the case is listed under: the first violated one, else the first it checks.
    package var primaryRule: String? { violations.first?.ruleID ?? rules.first }

    /// The family of ``primaryRule`` (`LOAD-1` → `LOAD`); a case without rules goes under its format.
    package var family: String {
        guard let rule = primaryRule, let dash = rule.firstIndex(of: "-") else { return format }
        return String(rule[..<dash])
    }
}
