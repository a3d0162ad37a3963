import ConformanceVocabulary
import AdapterConformance

/// Shows a fuzz run as it goes: on an interactive terminal a live line (`[1200/5000] 2310/s ·
/// 2 found`) and a permanent line per finding; elsewhere (CI, pipes) the findings only.
final class FuzzProgressPrinter {
    private static let clearToEnd = "\u{1B}[K"
    private let live: Bool
    private let styler: Styler
    private let sink: TextSink
    private var lineVisible = false

    init(capabilities: TerminalCapabilities, sink: TextSink) {
        live = capabilities.useLiveProgress
        styler = Styler(capabilities: capabilities)
        self.sink = sink
    }

    func update(_ progress: FuzzProgress) {
        var output = ""
        if let finding = progress.found {
            if lineVisible { output += "\r" + Self.clearToEnd }
            lineVisible = false
            output += findingLine(finding) + "\n"
        }
        if live {
            output += "\r" + status(progress) + Self.clearToEnd
            lineVisible = true
        }
        if !output.isEmpty { sink.write(output) }
    }

    /// Removes the live line, so the summary starts on a clean line.
    func finish() {
        if lineVisible { sink.write("\r" + Self.clearToEnd) }
        lineVisible = false
    }

    func status(_ progress: FuzzProgress) -> String {
        let count =
            progress.total.map { total in
                String(repeating: " ", count: max(0, String(total).count - String(progress.runs).count))
                    + "\(progress.runs)/\(total)"
            } ?? "\(progress.runs)"
        let found = progress.findings == 0 ? "nothing found" : styler.red("\(progress.findings) found")
        return "[\(count)] \(Int(progress.runsPerSecond.rounded()))/s · \(found)"
    }

    /// `FOUND LOAD-1 native.fuzz.load-1.s42-17 (size 3, from 17)`.
    func findingLine(_ finding: FuzzFinding) -> String {
        let label = finding.kind.isFault ? styler.yellow("FOUND") : styler.red("FOUND")
        return
            "\(label) \(finding.kind) \(finding.scenario.id) (size \(finding.size.total), from \(finding.originalSize.total))"
    }
}
