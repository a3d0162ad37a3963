/// The top of the page: the totals (with the IDs the browser check reads) and what the suites
/// say about the run (adapters, versions, seed, shard).
enum HeaderRenderer {
    static func render(_ digest: ReportDigest, into html: inout HTMLBuffer) {
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
            html.raw("<p class=\"warn\" id=\"incomplete\">")
            html.raw("This run ended before every scenario finished: the report is partial.</p>")
        }
        html.raw("<table class=\"props\"><tbody>")
        for property in digest.properties {
            html.raw("<tr><th scope=\"row\">")
            html.text(property.name)
            html.raw("</th><td>")
            // A run of every adapter has dozens of names and versions; the overview lists the adapters.
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

    /// The page's title: the totals in one line.
    static func title(_ digest: ReportDigest) -> String {
        let totals = digest.totals
        return "\(totals.tests) tests, \(totals.failures) failed, \(totals.errors) errors, \(totals.skipped) skipped"
    }
}
