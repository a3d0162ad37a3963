import Foundation

/// One thing a rule expected and what happened instead.
public struct Finding: Codable, Equatable, Sendable {
    /// What the rule expected.
    public var expected: String
    /// What the adapter did.
    public var actual: String
    /// Creates a finding.
    public init(expected: String, actual: String) {
        self.expected = expected
        self.actual = actual
    }
}

/// How one rule fared in one scenario.
public struct RuleOutcome: Codable, Equatable, Sendable {
    /// The verdict.
    public enum Verdict: Codable, Equatable, Sendable {
        case passed
        case violated([Finding])
        /// The rule could not be checked here; the reason says why (a missing capability,
        /// or a mode the adapter does not use).
        case skipped(String)
    }

    /// The rule's ID.
    public var ruleID: String
    /// The rule's level.
    public var level: RuleLevel
    /// The verdict.
    public var verdict: Verdict

    /// Creates an outcome.
    public init(ruleID: String, level: RuleLevel, verdict: Verdict) {
        self.ruleID = ruleID
        self.level = level
        self.verdict = verdict
    }

    /// The findings, if violated.
    public var findings: [Finding] {
        if case .violated(let findings) = verdict { return findings }
        return []
    }
}
