import ConformanceVocabulary
import ScriptedNetwork

/// The ways a failing scenario can get smaller, biggest first: fewer loads, steps, answers
/// and show events, plainer ads, default settings, then delays toward 0 and lanes toward
/// the main thread. A move may make a scenario the shrinker cannot use (invalid, unfair, or
/// no smaller); it filters those out.
enum ShrinkMoves {
    static func candidates(of scenario: Scenario) -> [Scenario] {
        var out: [Scenario] = []
        func with(_ change: (inout Scenario) -> Void) {
            var copy = scenario
            change(&copy)
            out.append(copy)
        }
        // Rules about the adapter class judge a set-up scenario as well as a load.
        if scenario.format.phase.loads, scenario.rules.allSatisfy({ RuleAim.formats(for: $0).contains(.setUp) }) {
            var setUp = Scenario(id: scenario.id, title: scenario.title, format: .setUp, rules: scenario.rules)
            setUp.privacy = scenario.privacy
            out.append(setUp)
        }
        for load in scenario.loads.indices where scenario.loads.count > 1 {
            with {
                $0.loads.remove(at: load)
                // A change before a later load now comes before the one that took its place.
                let count = $0.loads.count
                $0.privacyChanges = $0.privacyChanges.compactMap { change in
                    var change = change
                    if change.beforeLoad > load { change.beforeLoad -= 1 }
                    return (1..<count).contains(change.beforeLoad) ? change : nil
                }
            }
        }
        if scenario.steps.count > 1 { with { $0.steps = [] } }
        for step in scenario.steps.indices { with { $0.steps.remove(at: step) } }
        for load in scenario.loads.indices {
            for answer in scenario.loads[load].answers.indices { with { $0.loads[load].answers.remove(at: answer) } }
        }
        for (index, step) in scenario.steps.enumerated() {
            guard case .present(let show) = step else { continue }
            if !show.isEmpty { with { $0.steps[index] = .present(show: []) } }
            if show != ShowEvent.ordinary { with { $0.steps[index] = .present(show: ShowEvent.ordinary) } }
            for event in show.indices {
                with {
                    $0.steps[index] = .present(show: show.enumerated().filter { $0.offset != event }.map(\.element))
                }
            }
        }
        out += bidding(scenario)
        if scenario.format == .native { out += plainerAds(scenario) }
        out += settings(scenario)
        out += simpler(scenario)
        return out
    }
}
