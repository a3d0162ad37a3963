import AdapterConformance

/// The whole page, top to bottom: totals and run facts, the filter bar, the overview table,
/// then the cases: failures grouped by rule, errors grouped by crash site, skips, passes.
struct PageRenderer {
    let digest: ReportDigest
    let options: HTMLReport.Options

    func render() -> [UInt8] {
        // About 1.3 KB per case with diagrams; reserving avoids copying a large page over and over.
        var html = HTMLBuffer(capacity: 64 * 1024 + digest.cases.count * 1_300)
        html.raw("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">")
        html.raw("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">")
        html.raw("<meta name=\"generator\" content=\"adapter-conformance\"><title>Conformance: ")
        html.text(summaryLine)
        html.raw("</title><style>")
        html.raw(PageStyle.css)
        html.raw("</style><noscript><style>#filters{display:none}</style></noscript></head><body><header>")
        header(into: &html)
        html.raw("</header><main")
        html.attribute("data-diagram-limit", String(options.diagramLimit))
        html.raw(">")
        FilterRenderer.render(
            rules: ruleOptions, families: digest.overview.families, adapters: digest.overview.adapters, into: &html)
        html.raw("<h2 id=\"overview-heading\">Overview</h2>")
        OverviewRenderer.render(digest.overview, into: &html)
        html.raw(
            "<p class=\"legend\">Each scenario counts once, under the family of the rule it is listed by: its first violated rule, else the first rule it checks.</p>"
        )
        legend(into: &html)
        let drawsPassing = digest.overview.total.passed + digest.overview.total.skipped <= options.passingDiagramLimit
        let failing = drawnFailing()
        var budget = PageBudget(outputBytes: options.outputBytes)
        section(
            "failures", "Failures by rule", digest.failures, drawn: { failing.contains($0) }, ruleHeadings: true,
            budget: &budget, into: &html)
        section(
            "errors", "Errors: crashes by adapter frame, then hangs and harness faults", digest.errors,
            drawn: { failing.contains($0) }, budget: &budget, into: &html)
        section("skipped", "Skipped", digest.skipped, drawn: { _ in drawsPassing }, budget: &budget, into: &html)
        section("passed", "Passed", digest.passed, drawn: { _ in drawsPassing }, budget: &budget, into: &html)
        html.raw("</main><script>")
        html.raw(PageScript.javaScript)
        html.raw("</script></body></html>\n")
        return html.bytes
    }

    /// The failing and errored cases whose diagrams are drawn: all of them up to the limit;
    /// beyond it, taken from every group in turn, so each rule and crash site keeps examples.
    private func drawnFailing() -> Set<Int> {
        let groups = digest.failures + digest.errors
        var drawn = Set<Int>()
        var round = 0
        while drawn.count < options.diagramLimit, groups.contains(where: { $0.members.count > round }) {
            for group in groups where group.members.count > round {
                drawn.insert(group.members[round])
                if drawn.count == options.diagramLimit { break }
            }
            round += 1
        }
        return drawn
    }

    private var summaryLine: String {
        let totals = digest.totals
        return "\(totals.tests) tests, \(totals.failures) failed, \(totals.errors) errors, \(totals.skipped) skipped"
    }

    /// Every rule the report mentions, in catalog order, for the rule filter.
    private var ruleOptions: [String] {
        var seen = Set<String>()
        for item in digest.cases {
            seen.formUnion(item.rules)
            seen.formUnion(item.violations.map(\.ruleID))
        }
        let rank = Dictionary(ReportDigest.ruleOrder.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
        return seen.sorted { (rank[$0] ?? Int.max, $0) < (rank[$1] ?? Int.max, $1) }
    }

    private func header(into html: inout HTMLBuffer) {
        let totals = digest.totals
        html.raw("<h1>Adapter conformance report</h1><dl class=\"totals\" id=\"totals\">")
        let figures: [(StaticString, StaticString, Int)] = [
            ("count-tests", "tests", totals.tests),
            ("count-failed", "failed", totals.failures),
            ("count-error", "errors", totals.errors),
            ("count-skipped", "skipped", totals.skipped),
            ("count-passed", "passed", totals.tests - totals.failures - totals.errors - totals.skipped),
        ]
        for (id, word, count) in figures {
            html.raw("<div><dt>")
            html.raw(word)
            html.raw("</dt><dd id=\"")
            html.raw(id)
            html.raw("\">")
            html.number(count)
            html.raw("</dd></div>")
        }
        html.raw("</dl>")
        if digest.isIncomplete {
            html.raw(
                "<p class=\"warn\" id=\"incomplete\">This run ended before every scenario finished: the report is partial.</p>"
            )
        }
        html.raw("<table class=\"props\"><tbody>")
        for property in digest.properties {
            html.raw("<tr><th scope=\"row\">")
            html.text(property.name)
            html.raw("</th><td>")
            let shown = property.values.prefix(6)
            html.text(shown.joined(separator: ", "))
            if property.values.count > shown.count {
                html.raw(" and ")
                html.number(property.values.count - shown.count)
                html.raw(" more")
            }
            html.raw("</td></tr>")
        }
        html.raw("</tbody></table>")
    }

    private func legend(into html: inout HTMLBuffer) {
        html.raw(
            """
            <details class="legend"><summary>How to read the sequence diagrams</summary>\
            <p>Lanes, left to right: the publisher's app and the system (custom click handler, URLs opened), \
            the Google Mobile Ads SDK as the harness plays it, the adapter under test, and the ad network. \
            Arrows are calls, completions, answers and events; boxes are what one party recorded; italic rows \
            are the harness's remarks. Virtual time runs down the left; the tag on each arrow is the thread \
            (main, background-n, race, other) and the load it belongs to.</p>\
            <p>A red row is the step a violated rule points at, chosen from the finding's words: a call its \
            actual value names (the first one too many when there are several), else the subject it talks about \
            (AdChoices, a navigation, the banner view, the request, the mapped assets), else a call the \
            expectation names (or the SDK's note that a method was missing), else, when something never happened, the last thing the network told the \
            adapter, else the last adapter → SDK arrow. A crash or hang marks the last step recorded.</p></details>
            """)
    }

    private func section(
        _ id: String, _ title: StaticString, _ groups: [CaseGroup], drawn: @escaping (Int) -> Bool,
        ruleHeadings: Bool = false, budget: inout PageBudget, into html: inout HTMLBuffer
    ) {
        guard !groups.isEmpty else { return }
        let count = groups.reduce(0) { $0 + $1.members.count }
        html.raw("<section class=\"outcome\"")
        html.attribute("id", id)
        html.raw("><h2>")
        html.raw(title)
        html.raw(" <span class=\"n\">(")
        html.number(count)
        html.raw(")</span></h2>")
        if let first = groups.first?.members.first, !drawn(first), id == "passed" || id == "skipped" {
            html.raw("<p class=\"note\">Traces of these scenarios are left out of this page to keep it quick to open ")
            html.raw("(more than ")
            html.number(options.passingDiagramLimit)
            html.raw(" passed or skipped); the JUnit report has them.</p>")
        }
        for group in groups {
            html.raw("<section class=\"group\"")
            html.attribute("data-key", group.key)
            html.raw("><h3>")
            let rule = ruleHeadings ? RuleCatalog.definition(group.key) : nil
            if ruleHeadings { html.raw("<span class=\"rid\">") }
            html.text(group.key)
            if ruleHeadings { html.raw("</span>") }
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
            let renderer = CaseRenderer(
                drawn: drawn, groupRule: ruleHeadings ? group.key : nil, groupSaysSkipReason: id == "skipped")
            for index in group.members {
                renderer.render(digest.cases[index], index: index, budget: &budget, into: &html)
            }
            html.raw("</section>")
        }
        html.raw("</section>")
    }
}
