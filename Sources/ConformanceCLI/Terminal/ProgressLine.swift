import AdapterConformance
import ConformanceVocabulary

/// Formats the pieces of progress output, separately from when and where they are written.
struct ProgressLine {
    let total: Int
    let styler: Styler

    /// `[ 37/120]`, padded so the counter does not jitter as digits are added.
    func counter(_ completed: Int) -> String {
        let width = String(total).count
        let done = String(completed)
        return "[" + String(repeating: " ", count: max(0, width - done.count)) + done + "/\(total)]"
    }

    /// `2 failed, 1 error`, or nil when nothing went wrong (quiet when all is well).
    func problems(failed: Int, errors: Int) -> String? {
        var parts: [String] = []
        if failed > 0 { parts.append("\(failed) failed") }
        if errors > 0 { parts.append("\(errors) error" + (errors == 1 ? "" : "s")) }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }

    /// The live status line: `[ 37/120] 2 failed · native.load.answer-twice`, cut to `columns`
    /// (keeping the end of the ID, which is its most specific part) so it never wraps.
    func status(completed: Int, failed: Int, errors: Int, latest: String?, columns: Int?) -> String {
        var plainPrefix = counter(completed)
        var styledPrefix = plainPrefix
        if let problems = problems(failed: failed, errors: errors) {
            plainPrefix += " " + problems
            styledPrefix += " " + styler.red(problems)
        }
        guard var id = latest else { return styledPrefix }
        let separator = " · "
        if let columns {
            let room = columns - 1 - plainPrefix.count - separator.count
            if room < 2 { return styledPrefix }
            if id.count > room { id = "…" + id.suffix(room - 1) }
        }
        return styledPrefix + separator + styler.dim(id)
    }

    /// A permanent line for a failed or errored scenario: `FAIL native.load.answer-twice: reason`.
    func problemLine(id: String, outcome: ScenarioStatus, detail: String?) -> String {
        let label = outcome == .error ? styler.yellow("ERROR") : styler.red("FAIL")
        return label + " " + id + (detail.map { ": " + $0 } ?? "")
    }
}
