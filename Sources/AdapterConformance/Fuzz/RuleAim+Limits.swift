import ScriptedNetwork

// Situations in which a rule's check expects what no adapter (or no adapter on the Sample Ad
// SDK) can do. The fuzzer found each by running the reference adapter; it does not cite the
// rule there, so a finding is always the adapter's. Each is a limit of a check, listed here
// rather than hidden in the grammar, until the check itself handles it.
extension RuleAim {
    /// Why `rule` cannot fairly judge `scenario`, or `nil` when it can.
    package static func limit(of rule: String, in scenario: Scenario) -> String? {
        let missing = scenario.request.parameterIsMissing
        if scenario.format != .setUp, scenario.loads.isEmpty, !judgesSignalsAlone(rule) {
            return "the scenario only collects signals; it loads nothing"
        }
        switch rule {
        case "LOAD-4" where missing:
            return
                "the check expects the network's failure although the missing parameter fails the load first (LOAD-8)"
        case "LOAD-4" where scenario.loads.contains(where: { $0.firstFailureCode.map(unknownToSampleSDK) == true }):
            return
                "the Sample Ad SDK reaches the adapter with code 1 for any code but 0–3, so the network's code cannot show"
        case "ADP-4" where missing, "CON-1" where missing:
            return "the check expects every load to succeed even when the missing parameter must fail it (LOAD-8)"
        case "OPT-1" where missing:
            return "the check expects a fetch for a blank parameter, which LOAD-8 requires to fail without one"
        case "BID-4"
        where scenario.signals?.network.answers.contains(where: { $0.thread != nil || $0.delayMilliseconds > 0 })
            == true:
            return "the network's own token answer waits for the clock, which the busy main thread holds"
        case "CLK-3" where networkClickAfterTap(scenario), "CLK-4" where networkClickAfterTap(scenario):
            return "the check counts what the network's own later click does as the user's tap"
        case "RWD-1" where firstShowCannotSucceed(scenario), "RWD-2" where firstShowCannotSucceed(scenario):
            return "the check owes a reward for a presentation that failed"
        case "RWD-3" where videoEventAfterPresent(scenario):
            return "the check owes the video's events however long after the presentation the network reports them"
        default: return nil
        }
    }

    private static func videoEventAfterPresent(_ scenario: Scenario) -> Bool {
        guard let present = scenario.steps.firstIndex(where: { $0.kind == .present }) else { return false }
        return scenario.steps[present...].contains { $0 == .network(.videoPlay) || $0 == .network(.videoEnd) }
    }

    static func unknownToSampleSDK(_ code: Int) -> Bool { !(0...3).contains(code) }

    /// Rules a scenario that only collects signals can judge.
    static func judgesSignalsAlone(_ rule: String) -> Bool {
        rule.hasPrefix("BID-") || rule.hasPrefix("PRV-") || rule == "ADP-1" || rule == "ADP-3"
    }

    private static func networkClickAfterTap(_ scenario: Scenario) -> Bool {
        guard let tap = scenario.steps.firstIndex(where: { [.click, .tapAdChoices].contains($0.kind) }) else {
            return false
        }
        return scenario.steps[tap...].contains(.network(.click))
    }

    /// The first present's show fails, or the ad expired before it (as FUL-3 reads it).
    private static func firstShowCannotSucceed(_ scenario: Scenario) -> Bool {
        let present = scenario.steps.firstIndex { $0.kind == .present } ?? scenario.steps.endIndex
        if scenario.steps[..<present].contains(.network(.expire)) { return true }
        guard present < scenario.steps.endIndex, case .present(let show) = scenario.steps[present] else { return false }
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
