import ConformanceVocabulary
import ScriptedNetwork

// Steps after loading, as each format takes them.
extension ScenarioGenerator {
    /// Network events a format's ads hear about; others come rarely, to see them ignored.
    static func events(for format: ScenarioFormat) -> Set<NetworkEvent> {
        switch format {
        case .native: [.click, .impression, .videoPlay, .videoPause, .videoEnd, .videoMute, .videoUnmute]
        case .banner: [.click, .impression, .leaveApplication, .presentScreen, .dismissScreen, .didDismissScreen]
        default: [.presentScreen, .impression, .click, .dismissScreen, .didDismissScreen, .rewardEarned, .expire]
        }
    }

    func steps(for format: ScenarioFormat, _ random: inout SeededRandom) -> [ScenarioStep] {
        if RuleAim.fullScreenFormats.contains(format) { return fullScreenSteps(format, &random) }
        let kinds = grammar.stepKinds.filter { format.acceptedSteps.contains($0.key) }.sorted {
            $0.key.rawValue < $1.key.rawValue
        }
        guard !kinds.isEmpty else { return [] }
        return (0..<random.int(in: grammar.steps)).map { _ in
            step(random.weighted(kinds.map { ($0.key, $0.value) }), format, &random)
        }
    }

    private func step(_ kind: ScenarioStep.Kind, _ format: ScenarioFormat, _ random: inout SeededRandom) -> ScenarioStep
    {
        switch kind {
        case .render: .render
        case .click: .click(asset: random.pick(NativeAssetNames.all))
        case .impression: .impression
        case .tapAdChoices: .tapAdChoices
        case .network: .network(event(for: format, &random))
        case .wait: .wait(milliseconds: random.pick([0, 1, 500, 10_000, 600_000]))
        case .untrack: .untrack
        case .present: .present(show: show(format, &random))
        }
    }

    /// A network event: those of the format by their weight, any other one time in ten.
    func event(for format: ScenarioFormat, _ random: inout SeededRandom) -> NetworkEvent {
        let usual = Self.events(for: format)
        let pool =
            random.chance(0.1)
            ? NetworkEvent.allCases.filter { !usual.contains($0) } : NetworkEvent.allCases.filter(usual.contains)
        return random.weighted(pool.map { ($0, grammar.networkEvents[$0] ?? 1) })
    }
}
