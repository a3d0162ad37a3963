import ConformanceVocabulary
import ScriptedNetwork

// The network's scripts: 0–4 answers per load, ads or failures with any code, delays around
// the load window's edges, the main thread or background lanes, answers racing on lanes.
extension ScenarioGenerator {
    /// The Sample Ad SDK's own codes, and codes it does not know.
    static let failureCodes: [(Int, Int)] = [
        (0, 3), (1, 2), (2, 3), (3, 3), (-1, 1), (4, 1), (77, 1), (404, 1), (Int(Int32.max), 1), (Int(Int32.min), 1),
    ]

    func loads(for format: ScenarioFormat, window: Int, _ random: inout SeededRandom) -> [NetworkScript] {
        let count = random.chance(grammar.severalLoads) ? random.weighted([(2, 6), (3, 3), (4, 1)]) : 1
        let distinct = count > 1 && random.chance(grammar.distinctAdsPerLoad)
        return (0..<count).map { load in
            let ad = format == .native ? nativeAd(&random, load: distinct ? load : nil) : .standard
            return script(ad: ad, window: window, native: format == .native, &random)
        }
    }

    private func script(ad: NetworkAd, window: Int, native: Bool, _ random: inout SeededRandom) -> NetworkScript {
        guard !random.chance(grammar.silent) else { return .silent }
        var answers = [answer(ad, window: window, &random)]
        while answers.count < 4 {
            if random.chance(grammar.race), let last = answers.last {
                // The same answer at the same moment on another lane: the two threads race.
                let lane = random.int(in: 1...3)
                let other = last.thread == .background(lane: lane) ? lane % 3 + 1 : lane
                answers.append(
                    NetworkAnswer(last.outcome, afterMilliseconds: last.delayMilliseconds, on: .background(lane: other))
                )
            } else if random.chance(grammar.anotherAnswer) {
                var next = answer(ad, window: window, &random)
                if native, case .ad(var later) = next.outcome, random.chance(0.3) {
                    later.headline = "A later answer"
                    next.outcome = .ad(later)
                }
                answers.append(next)
            } else {
                break
            }
        }
        return NetworkScript(answers: Self.settlingFirstRace(answers))
    }

    private func answer(_ ad: NetworkAd, window: Int, _ random: inout SeededRandom) -> NetworkAnswer {
        let outcome: NetworkOutcome =
            random.chance(grammar.failure) ? .failure(code: random.weighted(Self.failureCodes)) : .ad(ad)
        var delay = 0
        if random.chance(grammar.delayed) {
            delay = random.weighted([
                (random.int(in: 1...50), 4), (random.int(in: 51...2_000), 2),
                (max(0, window + random.int(in: -1...1)), 2), (random.int(in: 20_000...600_000), 1),
            ])
        }
        let thread: CallbackThread =
            random.chance(grammar.background) ? .background(lane: random.int(in: 1...3)) : .main
        var answer = NetworkAnswer(outcome, afterMilliseconds: delay, on: thread)
        if case .failure = outcome { answer.withoutError = random.chance(grammar.withoutError) }
        return answer
    }

    /// When the first answers (those at the earliest moment) run on two or more background
    /// lanes, whichever thread wins is the first the adapter hears, while the rules take the
    /// first in script order: those answers are made the same, so the script still says how
    /// the load ends.
    static func settlingFirstRace(_ answers: [NetworkAnswer]) -> [NetworkAnswer] {
        let script = NetworkScript(answers: answers)
        guard script.firstAnswersRace, let earliest = answers.map(\.delayMilliseconds).min(),
            let winner = answers.first(where: { $0.delayMilliseconds == earliest })
        else { return answers }
        return answers.map { answer in
            var settled = answer
            if answer.delayMilliseconds == earliest {
                settled.outcome = winner.outcome
                settled.withoutError = winner.withoutError
            }
            return settled
        }
    }
}

extension NetworkScript {
    /// Whether the answers at the earliest moment run on two or more background lanes.
    var firstAnswersRace: Bool {
        guard let earliest = answers.map(\.delayMilliseconds).min() else { return false }
        let lanes = Set(
            answers.filter { $0.delayMilliseconds == earliest }.compactMap { answer -> Int? in
                if case .background(let lane) = answer.thread { lane } else { nil }
            })
        return lanes.count > 1
    }

    /// Whether ads race as the first answer (see `ScenarioGenerator.settlingFirstRace`).
    var firstAnswersRaceWithAds: Bool {
        guard firstAnswersRace, let earliest = answers.map(\.delayMilliseconds).min(),
            case .ad = answers.first(where: { $0.delayMilliseconds == earliest })?.outcome
        else { return false }
        return true
    }
}
