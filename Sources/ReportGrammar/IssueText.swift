import ConformanceVocabulary

/// What Swift Testing shows for a scenario: one issue per violated rule and one per fault,
/// with the same blocks the JUnit report has (see ``CaseText``).
package enum IssueText {
    /// `RULE-ID (level): summary`, then each finding's block, the scenario and the trace.
    package static func rule(_ outcome: RuleOutcome, result: ScenarioResult) -> String {
        let summary = RuleCatalog.definition(outcome.ruleID).summary
        let findings = outcome.findings.map(CaseText.findingBlock).joined(separator: "\n\n")
        return """
            \(outcome.ruleID) (\(outcome.level.rawValue)): \(summary)
            \(findings)
            \(CaseText.scenarioPrefix)\(result.scenarioID)\(CaseText.titleSeparator)\(result.title)

            trace:
            \(CaseText.trace(result))
            """
    }

    /// `crash: <message>` (or `hang:`, `harness fault:`), then the backtrace (the adapter's
    /// frames first), the scenario and the trace up to the fault, as the report's `<error>`
    /// has them.
    package static func fault(_ fault: ScenarioFault, result: ScenarioResult) -> String {
        let details = FaultText.details(fault).map { "\n\n\($0)" } ?? ""
        return """
            \(faultKind(fault.kind)): \(FaultText.message(fault))\(details)
            \(CaseText.scenarioPrefix)\(result.scenarioID)\(CaseText.titleSeparator)\(result.title)

            \(CaseText.faultTraceMarker)\(CaseText.trace(result))
            """
    }

    /// How an issue names a fault's kind.
    package static func faultKind(_ kind: FaultKind) -> String { kind == .harness ? "harness fault" : kind.rawValue }

    /// The reason a skipped scenario gives: each skipped rule with its reason.
    package static func skipReason(_ result: ScenarioResult) -> String {
        result.outcomes.compactMap { outcome -> String? in
            CaseText.skipReason(outcome).map { "\(outcome.ruleID): \($0)" }
        }.joined(separator: "; ")
    }

    /// A fuzz finding's issue: its headline, the findings' blocks, where the scenario came
    /// from, the scenario file and the trace.
    package static func fuzz(_ finding: FuzzFinding, adapter: String) -> String {
        let headline: String
        switch finding.kind {
        case .rule(let id):
            let rule = RuleCatalog.definition(id)
            headline = "\(id) (\(rule.level.rawValue)): \(rule.summary)"
        case .fault(let kind):
            headline = "\(kind.rawValue): \(finding.result.fault.map(FaultText.message) ?? "")"
        }
        let findings = finding.result.outcomes.flatMap(\.findings).map(CaseText.findingBlock)
        return """
            \(headline)
            \(findings.joined(separator: "\n"))
            \(finding.description(adapter: adapter))

            scenario file \(finding.scenario.id).json:
            \(finding.fileText(adapter: adapter))
            trace:
            \(finding.result.trace.text)
            """
    }
}
