import ConformanceVocabulary

// What a phase takes that the engine says: the SDK call its format's driver makes, and the
// rules whose checks can judge it.

extension ScenarioPhase: CustomStringConvertible {
    /// The SDK call that starts the phase, as the trace names it.
    package var description: String {
        switch self {
        case .setUp: "setUp(with:completionHandler:)"
        case .collectSignals: "collectSignals(for:completionHandler:)"
        case .load(let format): format.driver.map { $0.loadMember.rawValue } ?? "load"
        }
    }

    /// The rules that can judge a scenario whose run ends with this phase.
    package var rules: [RuleID] {
        switch self {
        case .setUp: RuleID.allCases.filter { $0.check.formats.contains(.setUp) }
        case .collectSignals: RuleID.allCases.filter { $0.check.judgesSignalsAlone }
        case .load(let format): RuleID.allCases.filter { $0.check.formats.contains(format) }
        }
    }
}
