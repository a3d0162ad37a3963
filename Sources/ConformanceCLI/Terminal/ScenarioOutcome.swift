/// How one scenario ended, as far as progress and summaries care. Kept independent of the
/// engine's result types so this module needs nothing but Foundation.
public enum ScenarioOutcome: String, Sendable, Codable, CaseIterable {
    case passed
    /// The adapter violated at least one rule.
    case failed
    case skipped
    /// The scenario could not be judged: timeout, crash, or a harness problem.
    case error

    /// Whether the outcome deserves its own line even in quiet output.
    public var isProblem: Bool { self == .failed || self == .error }
}
