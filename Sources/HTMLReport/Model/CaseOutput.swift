import Foundation

/// What a test case's `<system-out>` carries, taken apart: the scenario header, the trace
/// and what the adapter printed.
///
/// Our reports write `scenario: ID — title`, `rules: A, B`, a blank line, the trace, and, when
/// the adapter printed anything, a blank line, `the adapter's standard output:` and its text.
/// Output from other tools has none of this; it is kept whole as the adapter's output.
struct CaseOutput: Sendable, Equatable {
    var title: String?
    var rules: [String] = []
    var steps: [TraceStep] = []
    var standardOutput: String?

    static let outputMarker = "the adapter's standard output:"

    init(systemOut: String?) {
        guard let systemOut, !systemOut.isEmpty else { return }
        guard systemOut.hasPrefix("scenario: ") else {
            standardOutput = systemOut
            return
        }
        // Split on the newline byte: Character-wise splitting was most of the page's cost.
        var lines = systemOut.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
            .map(Substring.init)[...]
        if let header = lines.popFirst(), let dash = header.range(of: " — ") {
            title = String(header[dash.upperBound...])
        }
        if let first = lines.first, first.hasPrefix("rules: ") {
            rules = first.dropFirst("rules: ".count).split(separator: ", ").map(String.init)
            lines = lines.dropFirst()
        }
        var previousBlank = false
        while let line = lines.popFirst() {
            // The adapter's output follows a blank line and the marker; a marker inside the
            // trace text (an adapter's error description) has no blank line before it.
            if previousBlank, line == Self.outputMarker {
                standardOutput = lines.joined(separator: "\n")
                break
            }
            if let step = TraceStep(line: line) {
                steps.append(step)
            } else if !line.isEmpty, !steps.isEmpty {
                steps[steps.count - 1].label += "\n" + line
            }
            previousBlank = line.isEmpty
        }
    }
}
