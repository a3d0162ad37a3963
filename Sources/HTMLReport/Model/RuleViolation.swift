import ReportGrammar

/// One violated rule of a failing case, as the `<failure>` text spells it out (read by
/// ``CaseText/violations(failureBody:)``): its ID, level and findings, each with the trace
/// events it judged.
package typealias RuleViolation = CaseText.ParsedViolation

extension CaseText.ParsedViolation {
    /// What the rule wanted, what happened instead, and where in the trace.
    package typealias Finding = CaseText.ParsedFinding
}
