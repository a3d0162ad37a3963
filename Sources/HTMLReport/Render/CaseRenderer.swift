import ConformanceVocabulary
import ReportGrammar

/// One scenario as a `<details>` element: a one-line summary that stays closed (closed
/// elements cost the browser next to nothing to lay out), and inside it the violated rules
/// with what was expected and what happened, the fault, the diagram and the adapter's output.
///
/// The `data-*` attributes are what the filter script matches: `o` outcome, `r` the rules the
/// scenario checks, `f` its family (the overview row it counts in), `a` adapter, `id` scenario.
struct CaseRenderer {
    /// Which cases get their trace drawn; large reports leave some out (see ``HTMLReport/Options``).
    var drawn: (Int) -> Bool
    /// The rule whose group the case is listed in: its words and why are in the group's heading.
    var groupRule: String?
    /// Whether the group's heading already says why the case was skipped.
    var groupSaysSkipReason = false

    func render(_ item: ReportCase, index: Int, budget: inout PageBudget, into html: inout HTMLBuffer) {
        html.raw("<details class=\"case\"")
        html.attribute("id", "c\(index)")
        html.attribute("data-o", item.outcome.word)
        html.attribute("data-r", Set(item.rules + item.violations.map(\.ruleID)).sorted().joined(separator: " "))
        html.attribute("data-f", item.family)
        html.attribute("data-a", item.adapter)
        html.attribute("data-id", item.scenarioID)
        html.raw("><summary><span class=\"o ")
        html.text(item.outcome.word)
        html.raw("\">")
        html.text(item.outcome.word)
        html.raw("</span> <code>")
        html.text(item.scenarioID)
        html.raw("</code> <span class=\"ad\">")
        html.text(item.adapter)
        html.raw(" · ")
        html.text(item.format)
        html.raw("</span>")
        if !item.violations.isEmpty {
            html.raw(" <span class=\"rs\">")
            html.text(item.violations.map(\.ruleID).joined(separator: ", "))
            html.raw("</span>")
        }
        if let title = item.title {
            html.raw(" <span class=\"ti\">")
            html.text(title)
            html.raw("</span>")
        }
        html.raw("</summary><div class=\"body\">")
        for violation in item.violations { render(violation, into: &html) }
        if let fault = item.fault {
            html.raw("<p class=\"fault\"><strong>")
            html.text(fault.type)
            html.raw("</strong> ")
            html.text(fault.message)
            html.raw("</p>")
            if !fault.details.isEmpty { block("details", fault.details, budget: &budget, into: &html) }
        }
        if let reason = item.skipReason, !groupSaysSkipReason {
            html.raw("<p class=\"skip\">Skipped: ")
            html.text(reason)
            html.raw("</p>")
        }
        if drawn(index) {
            DiagramRenderer.render(item.steps, marks: marks(for: item), into: &html)
        } else if item.outcome == .failed || item.outcome == .error {
            html.raw(
                "<p class=\"note undrawn\">No diagram (the page draws a limited number); the JUnit report has the trace.</p>"
            )
        }
        if !item.rules.isEmpty {
            html.raw("<p class=\"checks\">Checks ")
            html.text(item.rules.joined(separator: ", "))
            html.raw("</p>")
        }
        if let output = item.standardOutput, !output.isEmpty {
            block("the adapter's standard output", output, budget: &budget, into: &html)
        }
        if let errors = shownStandardError(item), !errors.isEmpty {
            block("standard error: warnings, rules not judged, the adapter's own", errors, budget: &budget, into: &html)
        }
        html.raw("</div></details>")
    }

    /// `<system-err>` as shown: for a case that passed or was skipped, without the lines that
    /// list rules not judged (`skipped LOAD-4: …`), which its group and outcome already say and
    /// which would otherwise make most of a large report's bytes.
    func shownStandardError(_ item: ReportCase) -> String? {
        guard let text = item.standardError, item.outcome == .passed || item.outcome == .skipped else {
            return item.standardError
        }
        let skipped = CaseText.skippedPrefix
        guard text.hasPrefix(skipped) || text.contains("\n" + skipped) else { return text }
        return text.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.hasPrefix(skipped) }.joined(separator: "\n")
    }

    /// Which steps to mark: see ``StepMarks``.
    func marks(for item: ReportCase) -> [Int?: [String]] { StepMarks.marks(for: item) }

    private func render(_ violation: RuleViolation, into html: inout HTMLBuffer) {
        let rule = RuleCatalog.definition(violation.ruleID)
        html.raw("<section class=\"rule\"><h4><span class=\"rid\">")
        html.text(violation.ruleID)
        html.raw("</span>")
        if !violation.level.isEmpty {
            html.raw(" <span class=\"lvl\">")
            html.text(violation.level)
            html.raw("</span>")
        }
        // The group's heading already gives the sentence of the rule the case is listed under.
        if let rule, violation.ruleID != groupRule {
            html.raw(" ")
            html.text(rule.summary)
        }
        html.raw("</h4>")
        if let rule, violation.ruleID != groupRule {
            html.raw("<p class=\"why\">Why: ")
            html.text(rule.rationale)
            html.raw("</p>")
        }
        for finding in violation.findings {
            html.raw("<dl class=\"fd\">")
            if !finding.expected.isEmpty {
                html.raw("<dt>expected</dt><dd>")
                html.text(finding.expected)
                html.raw("</dd>")
            }
            html.raw("<dt>actual</dt><dd>")
            html.text(finding.actual)
            html.raw("</dd>")
            // The events the finding judged, as the marked steps of the diagram show them.
            if let evidence = finding.evidence, !evidence.isEmpty {
                html.raw("<dt>at</dt><dd>")
                html.text(EvidenceText.text(evidence))
                html.raw("</dd>")
            }
            html.raw("</dl>")
        }
        html.raw("</section>")
    }

    /// A captured text under a heading, as much as the budget allows; what is cut is named.
    private func block(_ heading: StaticString, _ text: String, budget: inout PageBudget, into html: inout HTMLBuffer) {
        html.raw("<h5>")
        html.raw(heading)
        html.raw("</h5>")
        let (shown, cut) = budget.take(text)
        if !shown.isEmpty {
            html.raw("<pre>")
            html.text(shown)
            html.raw("</pre>")
        }
        if cut > 0 {
            html.raw("<p class=\"note\">")
            html.raw(shown.isEmpty ? "Left out (" : "… and ")
            html.number(cut)
            html.raw(shown.isEmpty ? " bytes) to keep this page small" : " more bytes")
            html.raw("; the JUnit report has all of it.</p>")
        }
    }
}
