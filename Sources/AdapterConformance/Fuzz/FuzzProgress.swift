import ConformanceVocabulary

/// Where a fuzz run is, for a progress line.
package struct FuzzProgress: Sendable {
    package var runs: Int
    /// The budget's runs, when it is a number of runs.
    package var total: Int?
    package var findings: Int
    package var seconds: Double
    /// The finding just made, if any.
    package var found: FuzzFinding?

    package var runsPerSecond: Double { seconds > 0 ? Double(runs) / seconds : 0 }
}
