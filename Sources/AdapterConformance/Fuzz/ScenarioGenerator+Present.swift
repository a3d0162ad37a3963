import ConformanceVocabulary
import ScriptedNetwork

// Full-screen ads: events before presenting, expiry, one or two presents with the network's
// show events (failed shows, clicks, rewards before and after dismissal, video), events after.
extension ScenarioGenerator {
    static let rewarded: Set<ScenarioFormat> = [.rewarded, .rewardedInterstitial]

    func fullScreenSteps(_ format: ScenarioFormat, _ random: inout SeededRandom) -> [ScenarioStep] {
        var steps: [ScenarioStep] = []
        if random.chance(grammar.eventsBeforePresent) {
            for _ in 0..<random.int(in: 1...2) { steps.append(.network(event(for: format, &random))) }
        }
        if random.chance(grammar.expireFirst) { steps.append(.network(.expire)) }
        if random.chance(0.2) { steps.append(.wait(milliseconds: random.pick([1, 1_000, 60_000]))) }
        guard random.chance(grammar.present) else { return steps }
        steps.append(.present(show: show(format, &random)))
        if random.chance(grammar.secondPresent) {
            if random.chance(0.5) { steps.append(.wait(milliseconds: 2_000)) }
            // FUL-3 reads a failed show anywhere as the first one failing.
            steps.append(.present(show: show(format, failing: false, &random)))
        }
        if random.chance(grammar.eventsAfterDismissal) {
            steps.append(
                .network(
                    Self.rewarded.contains(format) && random.chance(0.5) ? .rewardEarned : event(for: format, &random)))
        }
        return steps
    }

    /// What the network reports during one show.
    func show(_ format: ScenarioFormat, failing: Bool = true, _ random: inout SeededRandom) -> [ShowEvent] {
        if failing, random.chance(grammar.showFails) {
            return [ShowEvent(.showFailed)]
                + (random.chance(0.2) ? [ShowEvent(.presentScreen, afterMilliseconds: 5)] : [])
        }
        if random.chance(grammar.ordinaryShow) { return ShowEvent.ordinary }
        let rewarded = Self.rewarded.contains(format)
        var events: [NetworkEvent] = [.presentScreen, .impression]
        if random.chance(grammar.videoInShow) { events += [.videoPlay, .videoEnd] }
        if random.chance(grammar.clickInShow) { events += Array(repeating: .click, count: random.int(in: 1...2)) }
        let reward = rewarded && random.chance(grammar.reward)
        let late = reward && random.chance(grammar.rewardAfterDismissal)
        if reward && !late { events.append(.rewardEarned) }
        events += [.dismissScreen, .didDismissScreen]
        if late { events.append(.rewardEarned) }
        // The network may leave out its impression or a click; not the presentation's events,
        // which the adapter owes the SDK in full however the network reports them, nor the
        // video's start, which its end needs.
        if random.chance(0.15) {
            let optional = events.indices.filter { [.impression, .click].contains(events[$0]) }
            events.remove(at: random.pick(optional))
        } else if random.chance(grammar.eventsAfterDismissal) {
            events.append(random.pick([.impression, .click, .presentScreen]))
        }
        return timed(events, &random)
    }

    /// Times and threads for `events` in order: all on the main thread, or each on a lane;
    /// events on different lanes never share a moment, so the order stays the script's.
    private func timed(_ events: [NetworkEvent], _ random: inout SeededRandom) -> [ShowEvent] {
        let lanes = random.chance(grammar.background)
        var time = 0
        var previous: CallbackThread?
        return events.map { event in
            if random.chance(0.4) { time += random.pick([1, 5, 400, 1_000]) }
            let thread: CallbackThread = lanes && random.chance(0.7) ? .background(lane: random.int(in: 1...2)) : .main
            if let previous, previous != thread { time += 1 }
            previous = thread
            return ShowEvent(event, afterMilliseconds: time, on: thread)
        }
    }
}
