import ConformanceVocabulary
import ReportGrammar

/// One violated rule of a failing case, as the `<failure>` text spells it out (read by
/// ``CaseText/violations(failureBody:)``): its ID, level and findings, each with the trace
/// events it judged.
package typealias RuleViolation = CaseText.ParsedViolation

extension CaseText.ParsedViolation {
    /// What the rule wanted, what happened instead, and where in the trace.
    package typealias Finding = CaseText.ParsedFinding

    /// A violated rule's outcome, field for field, as its block in the failure's body spells it.
    init(_ outcome: RuleOutcome) {
        self.init(
            ruleID: outcome.ruleID.rawValue, level: outcome.level.rawValue,
            findings: outcome.findings.map {
                Finding(expected: $0.expected, actual: $0.actual, evidence: $0.evidence)
            })
    }
}
