import AdapterConformance
import Foundation
import ReportGrammar

/// The end of a fuzz run on stdout: what ran, what was found and where it went, and the seed.
struct FuzzSummaryPrinter {
    let styler: Styler

    func render(_ summary: FuzzSummary, files: [String: String], reportPath: String, incomplete: Bool) -> String {
        var lines = [
            "Fuzzed \(summary.adapter): \(summary.runs) generated scenario\(summary.runs == 1 ? "" : "s") in "
                + "\(String(format: "%.2f", summary.seconds)) s (\(Int(summary.runsPerSecond.rounded())) a second), "
                + "\(summary.judged.count) rule\(summary.judged.count == 1 ? "" : "s") judged"
                + (incomplete ? ", interrupted." : ".")
        ]
        if summary.findings.isEmpty {
            lines.append("Nothing found.")
        } else {
            let count = summary.findings.count
            lines.append(styler.red("\(count) distinct failure\(count == 1 ? "" : "s"), shrunk:"))
            let width = summary.findings.map(\.kind.description.count).max() ?? 0
            for finding in summary.findings {
                let kind = finding.kind.description
                let seen = summary.occurrences[finding.kind] ?? 1
                lines.append(
                    "  \(kind)\(String(repeating: " ", count: width - kind.count))  "
                        + "\(files[finding.scenario.id] ?? finding.scenario.id)  size \(finding.size.total), "
                        + "from \(finding.originalSize.total); \(kind) in \(seen) generated scenario\(seen == 1 ? "" : "s")"
                )
            }
        }
        for (scenarioID, fault) in summary.harnessFaults.prefix(3) {
            lines.append(styler.yellow("harness fault: ") + "\(scenarioID): \(FaultText.message(fault))")
        }
        lines.append("Report: \(reportPath)")
        lines.append("Seed \(summary.seed). Replay with --seed \(summary.seed).")
        return lines.joined(separator: "\n") + "\n"
    }
}
