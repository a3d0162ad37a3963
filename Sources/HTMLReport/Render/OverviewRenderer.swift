/// The family × adapter table. With more adapters than families (a run of every broken
/// variant), adapters become the rows so the table grows down rather than off the screen.
enum OverviewRenderer {
    static func render(_ table: OverviewTable, into html: inout HTMLBuffer) {
        let byAdapter = table.adapters.count > table.families.count
        let rows = byAdapter ? table.adapters : table.families
        let columns = byAdapter ? table.families : table.adapters
        func counts(_ row: String, _ column: String) -> OverviewTable.Counts {
            byAdapter ? table.counts(family: column, adapter: row) : table.counts(family: row, adapter: column)
        }
        func rowTotal(_ row: String) -> OverviewTable.Counts {
            byAdapter ? table.counts(adapter: row) : table.counts(family: row)
        }
        func columnTotal(_ column: String) -> OverviewTable.Counts {
            byAdapter ? table.counts(family: column) : table.counts(adapter: column)
        }
        html.raw("<div class=\"scroll\"><table id=\"overview\"><thead><tr><th>")
        html.raw(byAdapter ? "adapter \\ family" : "family \\ adapter")
        html.raw("</th>")
        for column in columns {
            html.raw("<th scope=\"col\">")
            html.text(column)
            html.raw("</th>")
        }
        html.raw("<th scope=\"col\">all</th></tr></thead><tbody>")
        for row in rows {
            html.raw("<tr><th scope=\"row\">")
            html.text(row)
            html.raw("</th>")
            for column in columns {
                html.raw("<td")
                html.attribute("data-family", byAdapter ? column : row)
                html.attribute("data-adapter", byAdapter ? row : column)
                html.raw(">")
                cell(counts(row, column), into: &html)
                html.raw("</td>")
            }
            html.raw("<td class=\"sum\">")
            cell(rowTotal(row), into: &html)
            html.raw("</td></tr>")
        }
        html.raw("</tbody><tfoot><tr><th scope=\"row\">all</th>")
        for column in columns {
            html.raw("<td class=\"sum\">")
            cell(columnTotal(column), into: &html)
            html.raw("</td>")
        }
        html.raw("<td class=\"sum\" id=\"overview-total\">")
        cell(table.total, into: &html)
        html.raw("</td></tr></tfoot></table></div>")
    }

    /// Non-zero counts only, each with its outcome as class and tooltip; `·` for none.
    private static func cell(_ counts: OverviewTable.Counts, into html: inout HTMLBuffer) {
        if counts.total == 0 {
            html.raw("·")
            return
        }
        let parts: [(StaticString, Int)] = [
            ("failed", counts.failed), ("error", counts.errors), ("skipped", counts.skipped), ("passed", counts.passed),
        ]
        for (outcome, count) in parts where count > 0 {
            html.raw("<span class=\"k ")
            html.raw(outcome)
            html.raw("\" title=\"")
            html.raw(outcome)
            html.raw("\">")
            html.number(count)
            html.raw("</span>")
        }
    }
}
