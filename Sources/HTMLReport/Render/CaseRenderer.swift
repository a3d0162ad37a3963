import AdapterConformance

/// One scenario as a `<details>` element: a one-line summary that stays closed (closed
/// elements cost the browser next to nothing to lay out), and inside it the violated rules
/// with what was expected and what happened, the fault, the diagram and the adapter's output.
///
/// The `data-*` attributes are what the filter script matches: `o` outcome, `r` the rules the
/// scenario checks, `f` its family (the overview row it counts in), `a` adapter, `id` scenario.
struct CaseRenderer {
    /// Whether to draw the trace; the page leaves it out for passing scenarios of very large reports.
    var drawsDiagram: Bool
    /// The rule whose group the case is listed in: its words and why are in the group's heading.
    var groupRule: String?

    func render(_ item: ReportCase, index: Int, into html: inout HTMLBuffer) {
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
            if !fault.details.isEmpty { block("details", fault.details, into: &html) }
        }
        if let reason = item.skipReason {
            html.raw("<p class=\"skip\">Skipped: ")
            html.text(reason)
            html.raw("</p>")
        }
        if drawsDiagram {
            DiagramRenderer.render(item.steps, marks: marks(for: item), into: &html)
        } else {
            html.raw("<p class=\"note\">Trace left out of this page (")
            html.number(item.steps.count)
            html.raw(" steps); the JUnit report has it.</p>")
        }
        if !item.rules.isEmpty {
            html.raw("<p class=\"checks\">Checks ")
            html.text(item.rules.joined(separator: ", "))
            html.raw("</p>")
        }
        if let output = item.standardOutput, !output.isEmpty {
            block("the adapter's standard output", output, into: &html)
        }
        if let errors = item.standardError, !errors.isEmpty {
            block("standard error: warnings, rules not judged, the adapter's own", errors, into: &html)
        }
        html.raw("</div></details>")
    }

    /// Which steps to mark: each violated rule's step, or the last step of a fault.
    func marks(for item: ReportCase) -> [Int?: [String]] {
        var marks: [Int?: [String]] = [:]
        for violation in item.violations {
            marks[StepHighlighter.step(for: violation, in: item.steps), default: []].append(violation.ruleID)
        }
        if let fault = item.fault {
            marks[StepHighlighter.step(forFaultIn: item.steps), default: []].append(fault.type)
        }
        return marks
    }

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
        if let rule {
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
            html.raw("</dd></dl>")
        }
        html.raw("</section>")
    }

    private func block(_ heading: StaticString, _ text: String, into html: inout HTMLBuffer) {
        html.raw("<h5>")
        html.raw(heading)
        html.raw("</h5><pre>")
        html.text(text)
        html.raw("</pre>")
    }
}
