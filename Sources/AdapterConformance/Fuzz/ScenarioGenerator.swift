import ConformanceVocabulary
import Foundation
import Synchronization
import ScriptedNetwork

/// Draws scenarios from a grammar of what the scenario language can say. Scenario `index` of
/// a seed is a pure function of the two, so a run can be generated in any order, split over
/// processes, and replayed. Every scenario is valid by construction (a debug build writes
/// each one out and loads it back to check) and cites the rules that can judge it.
package struct ScenarioGenerator: Sendable {
    package let seed: UInt64
    package let target: FuzzTarget
    let grammar: FuzzGrammar
    private let formats: [(ScenarioFormat, Int)]
    /// The rules a scenario of each format cites, found once: filtering the catalog for every
    /// scenario was half of what drawing one cost.
    private let rulesByFormat: [ScenarioFormat: [RuleID]]

    /// A generator for `seed`, drawing the formats of `target`, aimed at its rules.
    package init(seed: UInt64, target: FuzzTarget = FuzzTarget()) {
        self.seed = seed
        self.target = target
        grammar = FuzzGrammar(aimingAt: target.rules)
        formats = target.generatedFormats.map { [grammar] in ($0, grammar.formats[$0] ?? 1) }
        rulesByFormat = Dictionary(uniqueKeysWithValues: formats.map { ($0.0, target.rules(for: $0.0)) })
    }

    /// The generator for `seed` and `target`, kept from the last call: a fuzz run's worker
    /// draws every scenario it runs from one generator, which it need not build per scenario.
    package static func shared(seed: UInt64, target: FuzzTarget) -> ScenarioGenerator {
        lastShared.withLock { last in
            if let last, last.seed == seed, last.target == target { return last }
            let made = ScenarioGenerator(seed: seed, target: target)
            last = made
            return made
        }
    }

    private static let lastShared = Mutex<ScenarioGenerator?>(nil)

    /// Whether the target leaves anything to generate.
    package var isEmpty: Bool { formats.isEmpty }

    /// Scenario number `index` of this seed.
    package func scenario(at index: Int) -> Scenario {
        // A draw whose rules all turn out unable to judge it is drawn again from the next
        // stream of the same index, so the result still depends on the seed and index alone.
        for attempt in UInt64(0)..<1_000 {
            var random = SeededRandom(seed: seed, stream: UInt64(index) &+ attempt << 40)
            var scenario = draw(index: index, &random)
            scenario.rules = scenario.rules.filter { RuleAim.limit(of: $0, in: scenario) == nil }
            if !scenario.rules.isEmpty {
                assert(ScenarioWriter.isLoadable(scenario), "generated an invalid scenario: \(scenario)")
                assert(ScenarioFairness.holds(for: scenario), "generated an unfair scenario: \(scenario)")
                return scenario
            }
        }
        preconditionFailure("no draw for scenario \(index) leaves a rule of \(target.rules) able to judge it")
    }

    private func draw(index: Int, _ random: inout SeededRandom) -> Scenario {
        let format = random.weighted(formats)
        var scenario = Scenario(
            id: Self.id(format: format, seed: seed, index: index),
            title: "Generated scenario \(index) of seed \(seed)", format: format,
            rules: rulesByFormat[format] ?? target.rules(for: format))
        if !format.phase.loads {
            scenario.setUpParameters = setUpParameters(&random)
            drawBidding(&scenario, &random)
            return scenario
        }
        if random.chance(grammar.oddLoadWindow) {
            scenario.loadWindowMilliseconds = random.pick([0, 1, 250, 2_000, 30_000])
        }
        scenario.request = request(for: format, &random)
        scenario.loads = loads(for: format, window: scenario.loadWindowMilliseconds, &random)
        if format == .native { scenario.publisher = publisher(&random) }
        // Ads racing as the first answer leave it to chance which one the network reports later
        // events for and which one the adapter kept; the steps (which act on the first load's
        // ad) would judge that chance, not the adapter.
        if !scenario.loads[0].firstAnswersRaceWithAds { scenario.steps = steps(for: format, &random) }
        scenario.expect.outcome = ExpectedOutcome(script: scenario)
        drawBidding(&scenario, &random)
        return scenario
    }

    /// `<format>.fuzz.s<seed>-<index>`: the convention of catalog IDs, and unique per run.
    static func id(format: ScenarioFormat, seed: UInt64, index: Int) -> String {
        "\(format.idPrefix).fuzz.s\(seed)-\(index)"
    }

    private func setUpParameters(_ random: inout SeededRandom) -> [String?] {
        (0..<random.int(in: 1...3)).map { _ in random.pick(["sample-ad-unit", "other-ad-unit", "", nil]) }
    }

    private func publisher(_ random: inout SeededRandom) -> PublisherSetup {
        var publisher = PublisherSetup()
        publisher.customClickHandler = random.chance(grammar.customClickHandler)
        if random.chance(grammar.installedApps) {
            publisher.installedAppSchemes = random.pick([["sample"], ["other"], ["other", "sample"], ["https"]])
        }
        return publisher
    }
}
