import Foundation

/// One thing a rule expected and what happened instead, and where in the trace the rule looked.
package struct Finding: Equatable, Sendable {
    /// What the rule expected.
    package var expected: String
    /// What the adapter did.
    package var actual: String
    /// The trace events the rule judged.
    package var evidence: TraceEvidence

    package init(expected: String, actual: String, evidence: TraceEvidence) {
        self.expected = expected
        self.actual = actual
        self.evidence = evidence
    }

    /// A finding about `events` (any order, repeats allowed) and, when something expected
    /// never happened, the event after which it was awaited in vain.
    package init(
        expected: String, actual: String, at events: some Sequence<TraceEvent>, absentAfter last: TraceEvent?? = nil
    ) {
        self.init(expected: expected, actual: actual, evidence: TraceEvidence(events: events, absentAfter: last))
    }

    /// A finding about something that never happened after `last` (`nil`: not at all in an
    /// empty trace).
    package init(expected: String, actual: String, absentAfter last: TraceEvent?) {
        self.init(expected: expected, actual: actual, at: [TraceEvent](), absentAfter: .some(last))
    }
}

/// Where in a trace a finding looked: the sequence numbers of the events it judged and, for
/// something that never happened, the last event after which it was awaited.
package struct TraceEvidence: Equatable, Hashable, Sendable {
    /// Sequence numbers of the judged events, ascending, without repeats.
    package var events: [Int]
    /// The sequence number of the event after which something expected never came; `-1`
    /// when it was awaited from the start (an empty trace); `nil` when nothing is missing.
    package var absentAfter: Int?

    package init(events: [Int], absentAfter: Int? = nil) {
        self.events = Array(Set(events)).sorted()
        self.absentAfter = absentAfter
    }

    package init(events: some Sequence<TraceEvent>, absentAfter last: TraceEvent?? = nil) {
        self.init(events: events.map(\.sequence), absentAfter: last.map { $0?.sequence ?? -1 })
    }

    /// Every sequence number the finding points at, the absence's anchor included.
    package var sequences: Set<Int> {
        var all = Set(events)
        if let absentAfter, absentAfter >= 0 { all.insert(absentAfter) }
        return all
    }

    /// Whether the finding points nowhere.
    package var isEmpty: Bool { events.isEmpty && absentAfter == nil }
}

/// How one rule fared in one scenario.
package struct RuleOutcome: Equatable, Sendable {
    package enum Verdict: Equatable, Sendable {
        case passed
        case violated([Finding])
        /// The rule could not be checked here; the reason says why (a missing capability,
        /// or a mode the adapter does not use).
        case skipped(String)

        /// Whether the rule was not judged here.
        package var isSkipped: Bool { if case .skipped = self { true } else { false } }
    }

    /// The rule's ID.
    package var ruleID: RuleID
    /// The rule's level.
    package var level: RuleLevel
    package var verdict: Verdict
    /// `true` when the scenario did not cite the rule and the engine judged it anyway
    /// (LOAD-1 and LOAD-2 in every load scenario); a scenario whose cited rules are all
    /// skipped is skipped whatever these say, unless they are violated.
    package var implicit: Bool?

    package init(ruleID: RuleID, level: RuleLevel, verdict: Verdict) {
        self.ruleID = ruleID
        self.level = level
        self.verdict = verdict
    }

    /// The findings, if violated.
    package var findings: [Finding] {
        if case .violated(let findings) = verdict { return findings }
        return []
    }
}
