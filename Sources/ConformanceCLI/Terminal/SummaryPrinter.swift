/// Renders the human-readable end-of-run summary: a per-family table, the scenarios that did not
/// pass with their rule IDs, the report location and a one-line verdict.
package struct SummaryPrinter: Sendable {
    private let styler: Styler

    /// Plain by default, for files and tests; pass `Styler(capabilities: .detect())` when
    /// printing to a terminal.
    package init(styler: Styler = .plain) {
        self.styler = styler
    }

    /// The complete summary text, ending in a newline.
    package func render(_ summary: RunSummary) -> String {
        var blocks = [table(summary).joined(separator: "\n")]
        if !summary.failures.isEmpty {
            blocks.append(failureList(summary.failures).joined(separator: "\n"))
        }
        if !summary.crashSites.isEmpty {
            blocks.append(
                ([styler.bold("Crashes:")]
                    + summary.crashSites.map {
                        "  \($0.scenarios) scenario\($0.scenarios == 1 ? "" : "s") crashed in \($0.location)"
                    }).joined(separator: "\n"))
        }
        var tail: [String] = []
        if let report = summary.reportPath { tail.append("Report: \(report)") }
        tail.append(verdict(summary))
        blocks.append(tail.joined(separator: "\n"))
        return blocks.joined(separator: "\n\n") + "\n"
    }

    private func table(_ summary: RunSummary) -> [String] {
        typealias Cell = TextTable.Cell
        let header = ["FAMILY", "PASSED", "FAILED", "SKIPPED", "ERRORS"].map { Cell(text: $0, styles: [.bold]) }
        func cells(_ row: SummaryRow, emphasise: Bool) -> [Cell] {
            let base: [Styler.Style] = emphasise ? [.bold] : []
            return [
                Cell(text: row.family, styles: base),
                Cell(text: String(row.passed), styles: base),
                Cell(text: String(row.failed), styles: row.failed > 0 ? base + [.red] : base),
                Cell(text: String(row.skipped), styles: base),
                Cell(text: String(row.errors), styles: row.errors > 0 ? base + [.yellow] : base),
            ]
        }
        var rows = [header] + summary.rows.map { cells($0, emphasise: false) }
        if summary.rows.count > 1 { rows.append(cells(summary.totals, emphasise: true)) }
        return TextTable(alignments: [.left, .right, .right, .right, .right], styler: styler).render(rows)
    }

    private func failureList(_ failures: [FailingScenario]) -> [String] {
        typealias Cell = TextTable.Cell
        let rows = failures.map { failure -> [Cell] in
            let label =
                failure.outcome == .error
                ? Cell(text: "ERROR", styles: [.yellow]) : Cell(text: "FAIL", styles: [.red])
            var detail = failure.ruleIDs.joined(separator: ", ")
            if let message = failure.message {
                detail += (detail.isEmpty ? "" : " — ") + message
            }
            return [label, Cell(text: failure.id), Cell(text: detail)]
        }
        let table = TextTable(alignments: [.left, .left, .left], styler: styler)
        return [styler.bold("Not passed:")] + table.render(rows, indent: "  ")
    }

    private func verdict(_ summary: RunSummary) -> String {
        guard let tests = summary.scenarios else { return counts(summary.totals, summary) }
        let checks = summary.totals
        return "\(tests.total) test\(tests.total == 1 ? "" : "s"): " + counts(tests, summary)
            + " (rule checks: \(checks.passed) passed, \(checks.failed) failed, \(checks.skipped) skipped, \(checks.errors) errors)"
    }

    private func counts(_ totals: SummaryRow, _ summary: RunSummary) -> String {
        var parts = ["\(totals.passed) passed"]
        if totals.failed > 0 { parts.append(styler.red("\(totals.failed) failed")) }
        if totals.skipped > 0 { parts.append("\(totals.skipped) skipped") }
        if totals.errors > 0 { parts.append(styler.yellow("\(totals.errors) error" + (totals.errors == 1 ? "" : "s"))) }
        var text = parts.joined(separator: ", ")
        if let seconds = summary.durationSeconds {
            text += " in " + Self.formatSeconds(seconds)
        }
        return text
    }

    /// `0.42s`, `12.3s`, `2m05s`: precise for short runs, readable for long ones.
    private static func formatSeconds(_ seconds: Double) -> String {
        if seconds < 10 { return String((seconds * 100).rounded() / 100) + "s" }
        if seconds < 60 { return String((seconds * 10).rounded() / 10) + "s" }
        let whole = Int(seconds.rounded())
        let remainder = whole % 60
        return "\(whole / 60)m" + (remainder < 10 ? "0" : "") + "\(remainder)s"
    }
}
