import ConformanceVocabulary

/// What a fuzz run did and found.
package struct FuzzSummary: Sendable {
    package var adapter: String
    package var seed: UInt64
    /// Generated scenarios run (shrinking's runs not included).
    package var runs = 0
    /// Per rule, the generated scenarios it judged (passed or violated; skips do not count).
    package var judged: [RuleID: Int] = [:]
    /// Per kind of finding, the generated scenarios that showed it.
    package var occurrences: [FindingKind: Int] = [:]
    /// Distinct findings, shrunk, in the order they were found.
    package var findings: [FuzzFinding] = []
    /// Scenarios the harness itself could not run (a worker that would not start), with the fault.
    package var harnessFaults: [(scenarioID: String, fault: ScenarioFault)] = []
    package var shrinkRuns = 0
    package var seconds = 0.0

    package init(adapter: String, seed: UInt64) {
        self.adapter = adapter
        self.seed = seed
    }

    /// Runs per second of real time, shrinking included.
    package var runsPerSecond: Double { seconds > 0 ? Double(runs) / seconds : 0 }
}
