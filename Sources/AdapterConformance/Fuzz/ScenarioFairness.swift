import ConformanceVocabulary
import ScriptedNetwork

/// What every generated scenario guarantees, and every shrunk one keeps: the script alone
/// decides how each load ends, and every show is one the rules can read. A scenario without
/// it could fail a correct adapter by chance (which racing thread won) or by asking what the
/// rules do not define (a presentation the network never says started).
package enum ScenarioFairness {
    package static func holds(for scenario: Scenario) -> Bool {
        for script in scenario.loads where script.firstAnswersRace {
            // Racing first answers must be one answer, whichever thread wins.
            let earliest = script.answers.map(\.delayMilliseconds).min()
            let first = script.answers.filter { $0.delayMilliseconds == earliest }
            if first.contains(where: { $0.outcome != first[0].outcome }) { return false }
        }
        if let first = scenario.loads.first, first.firstAnswersRaceWithAds, !scenario.steps.isEmpty { return false }
        var presents = 0
        var expired = false
        for step in scenario.steps {
            if step == .network(.expire) { expired = true }
            guard case .present(let show) = step else { continue }
            presents += 1
            // Once the ad expired, the network refuses to show it: what it would report is never played.
            if !expired, !isReadable(show) { return false }
            // FUL-3 reads a failed show anywhere as the first show failing.
            if presents > 1, show.contains(where: { $0.event == .showFailed }) { return false }
        }
        return true
    }

    /// A show that fails says so first; one that succeeds is opened and closed by the network
    /// (start, will dismiss, did dismiss), reports each of those and its impression once, and
    /// starts its video before ending it. Lanes never race within a show.
    static func isReadable(_ show: [ShowEvent]) -> Bool {
        var lanesAt: [Int: Set<Int>] = [:]
        for event in show {
            guard case .background(let lane) = event.thread else { continue }
            lanesAt[event.delayMilliseconds, default: []].insert(lane)
        }
        if lanesAt.values.contains(where: { $0.count > 1 }) { return false }
        let events = show.map(\.event)
        if events.contains(.showFailed) { return events.first == .showFailed }
        guard let start = events.firstIndex(of: .presentScreen), let will = events.firstIndex(of: .dismissScreen),
            let end = events.firstIndex(of: .didDismissScreen), start < will, will < end
        else { return false }
        let presentation = events[...end]
        for once in [NetworkEvent.presentScreen, .impression, .dismissScreen, .didDismissScreen]
        where presentation.filter({ $0 == once }).count > 1 {
            return false
        }
        if let videoEnd = events.firstIndex(of: .videoEnd) {
            guard let play = events.firstIndex(of: .videoPlay), play < videoEnd else { return false }
        }
        return true
    }
}
