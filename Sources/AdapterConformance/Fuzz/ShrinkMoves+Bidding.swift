import ConformanceVocabulary
import ScriptedNetwork

// Smaller signal phases, plainer privacy settings and load paths.
extension ShrinkMoves {
    static func bidding(_ scenario: Scenario) -> [Scenario] {
        var out: [Scenario] = []
        func with(_ change: (inout Scenario) -> Void) {
            var copy = scenario
            change(&copy)
            out.append(copy)
        }
        if let signals = scenario.signals {
            if !scenario.loads.isEmpty {
                with {
                    $0.loads = []; $0.steps = []; $0.expect.outcome = nil
                }
                with { $0.signals = nil }
            }
            for answer in signals.network.answers.indices {
                with { $0.signals?.network.answers.remove(at: answer) }
            }
            if signals.network != .token(SignalScript.defaultToken) {
                with { $0.signals?.network = .token(SignalScript.defaultToken) }
            }
            for (index, answer) in signals.network.answers.enumerated()
            where answer.delayMilliseconds > 0 || answer.thread != nil {
                with { $0.signals?.network.answers[index] = SignalAnswer(answer.outcome) }
            }
            if signals.busyMainMilliseconds > 0 { with { $0.signals?.busyMainMilliseconds = 0 } }
            if signals.format == nil {
                with { $0.signals?.format = scenario.format.phase.loads ? scenario.format : nil }
            }
        }
        if !scenario.privacyChanges.isEmpty { with { $0.privacyChanges = [] } }
        let privacy = scenario.privacy
        if privacy.childDirected != nil { with { $0.privacy.childDirected = nil } }
        if privacy.underAgeOfConsent != nil { with { $0.privacy.underAgeOfConsent = nil } }
        if privacy.ageRestricted != .unspecified { with { $0.privacy.ageRestricted = .unspecified } }
        if scenario.request.path != nil { with { $0.request.path = nil } }
        if scenario.request.omitsWatermark { with { $0.request.omitsWatermark = false } }
        return out
    }
}
