import ConformanceVocabulary
import ScriptedNetwork

// Situations in which a rule's check expects what no adapter (or no adapter on the Sample Ad
// SDK) can do. The fuzzer found each by running the reference adapter; it does not cite the
// rule there, so a finding is always the adapter's. Each rule declares its own
// (`RuleCheck.limit(in:)`, next to the check) until the check itself handles it; the facts
// several of them read are here.
extension RuleAim {
    /// Why `rule` cannot fairly judge `scenario`, or `nil` when it can.
    package static func limit(of rule: RuleID, in scenario: Scenario) -> String? {
        let check = rule.check
        if scenario.onlyCollectsSignals, !check.judgesSignalsAlone {
            return "the scenario only collects signals; it loads nothing"
        }
        return check.limit(in: scenario)
    }

    static func unknownToSampleSDK(_ code: Int) -> Bool { !(0...3).contains(code) }
}

extension Scenario {
    /// A video event the network reports after the first presentation.
    var videoEventAfterPresent: Bool {
        guard let present = steps.firstIndex(where: { $0.kind == .present }) else { return false }
        return steps[present...].contains { $0 == .network(.videoPlay) || $0 == .network(.videoEnd) }
    }

    /// The network's own click after the user's first tap.
    var networkClickAfterTap: Bool {
        guard let tap = steps.firstIndex(where: { [.click, .tapAdChoices].contains($0.kind) }) else {
            return false
        }
        return steps[tap...].contains(.network(.click))
    }

    /// The first present's show fails, or the ad expired before it (as FUL-3 reads it).
    var firstShowCannotSucceed: Bool {
        let present = steps.firstIndex { $0.kind == .present } ?? steps.endIndex
        if steps[..<present].contains(.network(.expire)) { return true }
        guard present < steps.endIndex, case .present(let show) = steps[present] else { return false }
        return show.contains { $0.event == .showFailed }
    }
}

extension NetworkScript {
    /// The code of the network's first answer (earliest, script order on ties), if a failure.
    var firstFailureCode: Int? {
        guard let earliest = answers.map(\.delayMilliseconds).min(),
            case .failure(let code) = answers.first(where: { $0.delayMilliseconds == earliest })?.outcome
        else { return nil }
        return code
    }
}
