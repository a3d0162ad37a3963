import Foundation

/// Why a scenario could not be judged: the adapter crashed or hung, or the harness failed.
public struct ScenarioFault: Codable, Equatable, Sendable {
    /// `crash`, `hang` or `harness`.
    public var kind: String
    /// One line: the signal, the time limit, or the harness error.
    public var message: String
    /// Creates a fault.
    public init(kind: String, message: String) {
        self.kind = kind
        self.message = message
    }
}

/// Everything known about one scenario run against one adapter.
public struct ScenarioResult: Codable, Equatable, Sendable {
    /// The scenario's ID.
    public var scenarioID: String
    /// The scenario's title.
    public var title: String
    /// `banner`, `native` or `setUp`.
    public var format: String
    /// The adapter fixture's name.
    public var adapter: String
    /// One outcome per rule the scenario checks.
    public var outcomes: [RuleOutcome]
    /// The trace (up to the crash, for crashed scenarios).
    public var trace: Trace
    /// Real time the scenario took, in seconds.
    public var durationSeconds: Double
    /// Set when the scenario could not be judged.
    public var fault: ScenarioFault?

    /// Creates a result.
    public init(
        scenarioID: String, title: String, format: String, adapter: String,
        outcomes: [RuleOutcome], trace: Trace, durationSeconds: Double, fault: ScenarioFault? = nil
    ) {
        self.scenarioID = scenarioID; self.title = title; self.format = format; self.adapter = adapter
        self.outcomes = outcomes; self.trace = trace; self.durationSeconds = durationSeconds; self.fault = fault
    }

    /// Required-rule violations.
    public var failures: [RuleOutcome] { outcomes.filter { $0.level == .required && !$0.findings.isEmpty } }
    /// Recommended-rule violations.
    public var warnings: [RuleOutcome] { outcomes.filter { $0.level == .recommended && !$0.findings.isEmpty } }

    /// The status under normal or `--strict` judging.
    public func status(strict: Bool = false) -> ScenarioStatus {
        if fault != nil { return .error }
        if !failures.isEmpty || (strict && !warnings.isEmpty) { return .failed }
        if !outcomes.isEmpty, outcomes.allSatisfy({ if case .skipped = $0.verdict { true } else { false } }) {
            return .skipped
        }
        return .passed
    }
}

/// The status of a scenario, as reports count it.
public enum ScenarioStatus: String, Codable, Sendable {
    case passed, failed, error, skipped
}
