import ConformanceVocabulary
import Foundation
import ScriptedNetwork

extension ExpectedOutcome {
    /// How the script says the loads end, never how an adapter ended them: a missing server
    /// parameter fails the load; otherwise the network's first answer to the first load
    /// decides (the earliest, script order on ties: an ad succeeds, a failure fails, no answer
    /// owes nothing). `nil` when that would make a load that never hears back owe a
    /// completion (LOAD-1 reads the outcome for every load).
    package init?(script scenario: Scenario) {
        if scenario.request.parameterIsMissing {
            self = .failure
            return
        }
        let first = scenario.loads.first.map(Self.init(first:)) ?? ExpectedOutcome.none
        if first != .none, scenario.loads.contains(where: \.answers.isEmpty) { return nil }
        self = first
    }

    private init(first script: NetworkScript) {
        guard let earliest = script.answers.map(\.delayMilliseconds).min(),
            let answer = script.answers.first(where: { $0.delayMilliseconds == earliest })
        else {
            self = .none
            return
        }
        switch answer.outcome {
        case .ad: self = .success
        case .failure: self = .failure
        }
    }
}
