/// The whole page, top to bottom: totals and run facts, the filter bar, the overview table,
/// then the cases: failures grouped by rule, errors grouped by crash site, skips, passes; the
/// filter script last, so it finds every case in place.
struct PageRenderer {
    let digest: ReportDigest
    let options: HTMLReport.Options

    func render() -> [UInt8] {
        // About 1.3 KB per case with diagrams; reserving avoids copying a large page over and over.
        var html = HTMLBuffer(capacity: 64 * 1024 + digest.cases.count * 1_300)
        html.raw("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">")
        html.raw("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">")
        html.raw("<meta name=\"generator\" content=\"adapter-conformance\"><title>Conformance: ")
        html.text(HeaderRenderer.title(digest))
        html.raw("</title><style>")
        html.raw(PageStyle.css)
        html.raw("</style><noscript><style>#filters{display:none}</style></noscript></head><body><header>")
        HeaderRenderer.render(digest, into: &html)
        html.raw("</header><main")
        html.attribute("data-diagram-limit", String(options.diagramLimit))
        html.raw(">")
        FilterRenderer.render(
            rules: ruleOptions, families: digest.overview.families, adapters: digest.overview.adapters, into: &html)
        html.raw("<h2 id=\"overview-heading\">Overview</h2>")
        OverviewRenderer.render(digest.overview, into: &html)
        LegendRenderer.render(into: &html)

        let failing = DiagramSelection.drawn(from: digest.failures + digest.errors, limit: options.diagramLimit)
        let total = digest.overview.total
        let drawsPassing = total.passed + total.skipped <= options.passingDiagramLimit
        let sections = [
            SectionRenderer(
                digest: digest, id: "failures", title: "Failures by rule", groups: digest.failures,
                drawn: { failing.contains($0) }, byRule: true),
            SectionRenderer(
                digest: digest, id: "errors", title: "Errors: crashes by adapter frame, then hangs and harness faults",
                groups: digest.errors, drawn: { failing.contains($0) }),
            SectionRenderer(
                digest: digest, id: "skipped", title: "Skipped", groups: digest.skipped, drawn: { _ in drawsPassing }),
            SectionRenderer(
                digest: digest, id: "passed", title: "Passed", groups: digest.passed, drawn: { _ in drawsPassing }),
        ]
        // Failures come first, so they are the last to lose captured output to the budget.
        var budget = PageBudget(outputBytes: options.outputBytes)
        for section in sections { section.render(budget: &budget, into: &html) }

        html.raw("</main><script>")
        html.raw(PageScript.javaScript)
        html.raw("</script></body></html>\n")
        return html.bytes
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
}
