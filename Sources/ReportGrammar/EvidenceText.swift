import ConformanceVocabulary

/// A finding's events as one line of its block: `at:       #12, #15`, `at:       #3; absent
/// after #9`, `at:       absent after #9`, or `at:       absent from the start` (an empty trace).
/// Numbers are the events' sequence numbers: a trace's lines count from #0.
package enum EvidenceText {
    /// What starts the line (aligned with `expected: ` and `actual:   `).
    package static let prefix = "at:       "

    package static func line(_ evidence: TraceEvidence) -> String { prefix + text(evidence) }

    /// The line without its prefix; `none` for evidence pointing nowhere.
    package static func text(_ evidence: TraceEvidence) -> String {
        var parts: [String] = []
        if !evidence.events.isEmpty { parts.append(evidence.events.map { "#\($0)" }.joined(separator: ", ")) }
        switch evidence.absentAfter {
        case nil: break
        case let after? where after < 0: parts.append("absent from the start")
        case let after?: parts.append("absent after #\(after)")
        }
        return parts.isEmpty ? "none" : parts.joined(separator: "; ")
    }

    /// Reads a line ``line(_:)`` wrote; `nil` for any other line.
    package static func parse(_ line: Substring) -> TraceEvidence? {
        guard line.hasPrefix("at:") else { return nil }
        let body = line.dropFirst(3).drop { $0 == " " }
        if body == "none" { return TraceEvidence(events: []) }
        var events: [Int] = []
        var absentAfter: Int?
        for part in body.split(separator: "; ", omittingEmptySubsequences: false) {
            if part == "absent from the start" {
                absentAfter = -1
            } else if part.hasPrefix("absent after #"), let after = Int(part.dropFirst("absent after #".count)) {
                absentAfter = after
            } else {
                for number in part.split(separator: ", ", omittingEmptySubsequences: false) {
                    guard number.hasPrefix("#"), let sequence = Int(number.dropFirst()), sequence >= 0 else {
                        return nil
                    }
                    events.append(sequence)
                }
            }
        }
        return TraceEvidence(events: events, absentAfter: absentAfter)
    }
}
