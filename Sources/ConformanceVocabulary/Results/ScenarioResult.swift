import Foundation

/// What kept a scenario from a verdict; reports use it as the error's type.
package enum FaultKind: String, Sendable {
    /// The adapter crashed the worker process.
    case crash
    /// The scenario ran past the time limit and its worker was killed.
    case hang
    /// The harness itself failed (a worker that could not start, a lost message).
    case harness
}

/// Why a scenario could not be judged: the adapter crashed or hung, or the harness failed.
/// Reports, issues and summaries write it as text through `FaultText` (ReportGrammar).
package struct ScenarioFault: Equatable, Sendable {
    package var kind: FaultKind
    /// One line: the time limit or the harness error. Empty for a worker's crash, whose line
    /// is written from ``crash``, and for a worker that could not be started, whose line is
    /// written from ``startFailure``.
    package var message: String
    /// For a worker's crash: how it ended, its fatal-error line, its site and its frames.
    package var crash: WorkerCrash?
    /// For a harness fault because no worker process could be started for the scenario: why.
    package var startFailure: WorkerStartFailure?
    /// For a fault in a worker, how it was charged to this scenario, when the worker pool had
    /// to find out.
    package var attribution: FaultAttribution?
    /// What more there is to say than the line and the crash's frames: a data race's accesses,
    /// a caveat about where the scenario ran.
    package var details: String?

    package init(kind: FaultKind, message: String, details: String? = nil) {
        self.kind = kind
        self.message = message
        self.details = details
    }

    /// A worker's crash.
    package init(crash: WorkerCrash) {
        self.init(kind: .crash, message: "")
        self.crash = crash
    }

    /// A harness fault: no worker process could be started for the scenario.
    package init(startFailure: WorkerStartFailure) {
        self.init(kind: .harness, message: "")
        self.startFailure = startFailure
    }
}

/// Everything known about one scenario run against one adapter.
package struct ScenarioResult: Equatable, Sendable {
    /// The scenario's ID.
    package var scenarioID: String
    /// The scenario's title.
    package var title: String
    /// `banner`, `native` or `setUp`.
    package var format: ScenarioFormat
    /// The adapter fixture's name.
    package var adapter: String
    /// One outcome per rule the scenario checks.
    package var outcomes: [RuleOutcome]
    /// The trace (up to the crash, for crashed scenarios).
    package var trace: Trace
    /// Real time the scenario took, in seconds.
    package var durationSeconds: Double
    /// The adapter was still calling in after the scenario ended (a retained handler on a
    /// timer, say); a worker that ran it is replaced before the next scenario.
    package var leftActivity = false
    /// What the adapter (and the network stand-in) wrote to standard output and standard
    /// error while the scenario ran, when it ran in a worker process that could capture it.
    package var output: CapturedOutput?
    /// Set when the scenario could not be judged.
    package var fault: ScenarioFault?

    package init(
        scenarioID: String, title: String, format: ScenarioFormat, adapter: String,
        outcomes: [RuleOutcome], trace: Trace, durationSeconds: Double, fault: ScenarioFault? = nil
    ) {
        self.scenarioID = scenarioID; self.title = title; self.format = format; self.adapter = adapter
        self.outcomes = outcomes; self.trace = trace; self.durationSeconds = durationSeconds; self.fault = fault
    }

    /// Required-rule violations.
    package var failures: [RuleOutcome] { outcomes.filter { $0.level == .required && !$0.findings.isEmpty } }
    /// Recommended-rule violations.
    package var warnings: [RuleOutcome] { outcomes.filter { $0.level == .recommended && !$0.findings.isEmpty } }
    /// Whether there is anything to look at: a fault, or a finding of either level.
    package var showsFindingOrFault: Bool { fault != nil || outcomes.contains { !$0.findings.isEmpty } }

    /// The status under normal or `--strict` judging.
    package func status(strict: Bool = false) -> ScenarioStatus {
        // Asked of every result several times over (progress, test case, totals, summary):
        // searched in place, without the arrays `failures` and `warnings` make.
        if fault != nil { return .error }
        let failing = outcomes.contains { outcome in
            !outcome.findings.isEmpty && (outcome.level == .required || (strict && outcome.level == .recommended))
        }
        if failing { return .failed }
        // Skipped when every rule the scenario cites (not an implicit one) was skipped.
        let cites = outcomes.contains { $0.implicit != true }
        let citedRan = outcomes.contains { $0.implicit != true && !$0.verdict.isSkipped }
        return cites && !citedRan ? .skipped : .passed
    }
}

/// The status of a scenario, as reports count it.
package enum ScenarioStatus: String, Encodable, Sendable {
    case passed, failed, error, skipped
}

/// A scenario's share of the process's standard output and standard error, cut to a bound.
package struct CapturedOutput: Equatable, Sendable {
    package var standardOutput: String
    package var standardError: String

    package init(standardOutput: String, standardError: String) {
        self.standardOutput = standardOutput
        self.standardError = standardError
    }

    package var isEmpty: Bool { standardOutput.isEmpty && standardError.isEmpty }
}
