import Foundation

/// One thing a rule expected and what happened instead.
package struct Finding: Codable, Equatable, Sendable {
    /// What the rule expected.
    package var expected: String
    /// What the adapter did.
    package var actual: String
    package init(expected: String, actual: String) {
        self.expected = expected
        self.actual = actual
    }
}

/// How one rule fared in one scenario.
package struct RuleOutcome: Codable, Equatable, Sendable {
    package enum Verdict: Codable, Equatable, Sendable {
        case passed
        case violated([Finding])
        /// The rule could not be checked here; the reason says why (a missing capability,
        /// or a mode the adapter does not use).
        case skipped(String)
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
