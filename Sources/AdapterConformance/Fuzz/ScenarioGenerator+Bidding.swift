import ConformanceVocabulary
import ScriptedNetwork

// Signal collection, load paths and the global request configuration.
extension ScenarioGenerator {
    /// The parts of a draw about bidding and privacy, applied after the request and loads.
    func drawBidding(_ scenario: inout Scenario, _ random: inout SeededRandom) {
        if random.chance(grammar.privacy) { scenario.privacy = privacy(&random) }
        guard scenario.format.phase.mayFollowSignals else { return }
        if random.chance(grammar.biddingPath) {
            scenario.request.path = random.chance(0.7) ? .bidding : .waterfall
            if scenario.request.path == .waterfall {
                scenario.request.bidResponse = nil
                scenario.request.watermark = nil
            } else if random.chance(grammar.noWatermark) {
                scenario.request.watermark = nil
                scenario.request.omitsWatermark = true
            }
        }
        if random.chance(grammar.signals) {
            scenario.signals = signals(for: scenario.format, &random)
            if random.chance(grammar.signalsOnly) {
                scenario.loads = []
                scenario.steps = []
                scenario.expect.outcome = nil
            }
        }
        if scenario.loads.count > 1, random.chance(grammar.privacyChange) {
            scenario.privacyChanges = [
                PrivacyChange(beforeLoad: random.int(in: 1...(scenario.loads.count - 1)), privacy: privacy(&random))
            ]
        }
    }

    private func privacy(_ random: inout SeededRandom) -> PrivacySettings {
        let flag: [Bool?] = [nil, false, true]
        return PrivacySettings(
            childDirected: random.pick(flag), underAgeOfConsent: random.pick(flag),
            ageRestricted: random.pick(AgeTreatment.allCases))
    }

    private func signals(for format: ScenarioFormat, _ random: inout SeededRandom) -> SignalPhase {
        var phase = SignalPhase(format: random.chance(grammar.unbiddable) ? nil : format)
        if random.chance(grammar.busyMain) { phase.busyMainMilliseconds = random.pick([50, 200]) }
        if random.chance(grammar.scriptedSignals) {
            var answers: [SignalAnswer] = []
            for index in 0..<random.int(in: 1...3) where index == 0 || random.chance(grammar.anotherAnswer) {
                let outcome: SignalOutcome = random.pick([
                    .token("token-\(index)"), .token(SignalScript.defaultToken), .none,
                    .failure(code: random.int(in: 0...3)),
                ])
                // A busy main thread blocks the scenario clock: only an answer at once can come meanwhile.
                let delay = phase.busyMainMilliseconds > 0 ? 0 : random.pick([0, 0, 5, 300])
                // …on the thread that asked (a scheduled answer waits for the clock, which the busy
                // main thread holds).
                let thread: CallbackThread? =
                    phase.busyMainMilliseconds > 0
                    ? nil
                    : delay == 0 && random.chance(0.5)
                        ? nil : random.pick([.main, .background(lane: 1), .background(lane: 2)])
                answers.append(SignalAnswer(outcome, afterMilliseconds: delay, on: thread))
            }
            phase.network = SignalScript(answers: answers)
        }
        return phase
    }
}
