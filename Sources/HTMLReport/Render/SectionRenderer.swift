import ConformanceVocabulary

/// One outcome's section (failures, errors, skipped, passed): a heading with its count, then
/// each group with its own heading (for failures: the rule's sentence and why) and its cases.
struct SectionRenderer {
    let digest: ReportDigest
    /// The element ID, which is also the outcome the section lists.
    let id: String
    let title: StaticString
    let groups: [CaseGroup]
    /// Which cases get their diagrams.
    let drawn: (Int) -> Bool
    /// Whether the groups are keyed by rule ID (the failures).
    var byRule = false

    func render(budget: inout PageBudget, into html: inout HTMLBuffer) {
        guard !groups.isEmpty else { return }
        html.raw("<section class=\"outcome\"")
        html.attribute("id", id)
        html.raw("><h2>")
        html.raw(title)
        html.raw(" <span class=\"n\">(")
        html.number(groups.reduce(0) { $0 + $1.members.count })
        html.raw(")</span></h2>")
        if let first = groups.first?.members.first, !drawn(first), id == "passed" || id == "skipped" {
            html.raw("<p class=\"note\">Traces of these scenarios are left out of this page to keep it quick to ")
            html.raw("open; the JUnit report has them.</p>")
        }
        for group in groups {
            heading(group, into: &html)
            let renderer = CaseRenderer(
                drawn: drawn, groupRule: byRule ? group.key : nil, groupSaysSkipReason: id == "skipped")
            for index in group.members {
                renderer.render(digest.cases[index], index: index, budget: &budget, into: &html)
            }
            html.raw("</section>")
        }
        html.raw("</section>")
    }

    private func heading(_ group: CaseGroup, into html: inout HTMLBuffer) {
        html.raw("<section class=\"group\"")
        html.attribute("data-key", group.key)
        html.raw("><h3>")
        let rule = byRule ? RuleCatalog.definition(group.key) : nil
        if byRule { html.raw("<span class=\"rid\">") }
        html.text(group.key)
        if byRule { html.raw("</span>") }
        if let rule {
            html.raw(" <span class=\"lvl\">")
            html.text(rule.level.rawValue)
            html.raw("</span> ")
            html.text(rule.summary)
        }
        html.raw(" <span class=\"n\">— ")
        html.number(group.members.count)
        html.raw(group.members.count == 1 ? " scenario</span></h3>" : " scenarios</span></h3>")
        if let rule {
            html.raw("<p class=\"why\">Why: ")
            html.text(rule.rationale)
            html.raw("</p>")
        }
    }
}
