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
        if scenario.format != .setUp, scenario.rules.allSatisfy({ RuleAim.formats(for: $0).contains(.setUp) }) {
            out.append(Scenario(id: scenario.id, title: scenario.title, format: .setUp, rules: scenario.rules))
        }
        for load in scenario.loads.indices where scenario.loads.count > 1 { with { $0.loads.remove(at: load) } }
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
        if scenario.format == .native { out += ShrinkMoves.plainerAds(scenario) }
        out += settings(scenario)
        out += simpler(scenario)
        return out
    }

    /// Each ad emptied at once, then each of its assets removed.
    private static func plainerAds(_ scenario: Scenario) -> [Scenario] {
        var out: [Scenario] = []
        for load in scenario.loads.indices {
            for (index, answer) in scenario.loads[load].answers.enumerated() {
                guard case .ad(let ad) = answer.outcome else { continue }
                for plainer in [ScenarioWriter.emptyAd] + fewerAssets(ad) where plainer != ad {
                    var copy = scenario
                    copy.loads[load].answers[index].outcome = .ad(plainer)
                    out.append(copy)
                }
            }
        }
        return out
    }

    private static func fewerAssets(_ ad: NetworkAd) -> [NetworkAd] {
        var out: [NetworkAd] = []
        func without(_ change: (inout NetworkAd) -> Void) {
            var copy = ad
            change(&copy)
            out.append(copy)
        }
        for keyPath in ScenarioGenerator.texts + [\.starRating] where ad[keyPath: keyPath] != nil {
            without { $0[keyPath: keyPath] = nil }
        }
        if ad.icon != nil { without { $0.icon = nil } }
        for image in ad.images.indices { without { $0.images.remove(at: image) } }
        for key in (ad.extraAssets ?? [:]).keys.sorted() { without { $0.extraAssets?[key] = nil } }
        if ad.extraAssets?.isEmpty == true { without { $0.extraAssets = nil } }
        if ad.hasVideo {
            without {
                $0.hasVideo = false; $0.videoDuration = nil
            }
        }
        if ad.adChoices != .none { without { $0.adChoices = .none } }
        if ad.destination != nil { without { $0.destination = nil } }
        return out
    }

    /// Request, publisher, load window and set-up credentials back to their defaults.
    private static func settings(_ scenario: Scenario) -> [Scenario] {
        var out: [Scenario] = []
        func with(_ change: (inout Scenario) -> Void) {
            var copy = scenario
            change(&copy)
            if copy != scenario { out.append(copy) }
        }
        let standard = ScenarioRequest()
        with { $0.request.parameter = standard.parameter }
        with { $0.request.testRequest = false }
        with { $0.request.childDirected = nil }
        with { ($0.request.adWidth, $0.request.adHeight) = (standard.adWidth, standard.adHeight) }
        with { $0.request.bidResponse = nil }
        with { $0.request.watermark = nil }
        for option in scenario.request.options.indices { with { $0.request.options.remove(at: option) } }
        with { $0.publisher.customClickHandler = false }
        for app in scenario.publisher.installedAppSchemes.indices {
            with { $0.publisher.installedAppSchemes.remove(at: app) }
        }
        with { $0.loadWindowMilliseconds = Scenario.defaultLoadWindowMilliseconds }
        for parameter in scenario.setUpParameters.indices {
            with { $0.setUpParameters.remove(at: parameter) }
        }
        with { $0.setUpParameters = Scenario.defaultSetUpParameters }
        return out
    }

    /// The same size, simpler: delays and waits toward 0, lanes toward the main thread,
    /// failure codes toward 0, network events toward the start of their list (`click`).
    private static func simpler(_ scenario: Scenario) -> [Scenario] {
        var out: [Scenario] = []
        for load in scenario.loads.indices {
            for (index, answer) in scenario.loads[load].answers.enumerated() {
                if case .failure(let code) = answer.outcome, code != 0 {
                    var copy = scenario
                    copy.loads[load].answers[index].outcome = .failure(code: 0)
                    out.append(copy)
                }
                for delay in toward0(answer.delayMilliseconds) {
                    var copy = scenario
                    copy.loads[load].answers[index].delayMilliseconds = delay
                    out.append(copy)
                }
                for thread in towardMain(answer.thread) {
                    var copy = scenario
                    copy.loads[load].answers[index].thread = thread
                    out.append(copy)
                }
            }
        }
        for (index, step) in scenario.steps.enumerated() {
            switch step {
            case .network(let event):
                // Events earlier in the list first: the first that still fails is the one kept.
                for earlier in NetworkEvent.allCases.prefix(while: { $0 != event }) {
                    var copy = scenario
                    copy.steps[index] = .network(earlier)
                    out.append(copy)
                }
            case .wait(let milliseconds):
                for shorter in toward0(milliseconds) {
                    var copy = scenario
                    copy.steps[index] = .wait(milliseconds: shorter)
                    out.append(copy)
                }
            case .present(let show):
                for event in show.indices {
                    for delay in toward0(show[event].delayMilliseconds) {
                        var changed = show
                        changed[event].delayMilliseconds = delay
                        var copy = scenario
                        copy.steps[index] = .present(show: changed)
                        out.append(copy)
                    }
                    for thread in towardMain(show[event].thread) {
                        var changed = show
                        changed[event].thread = thread
                        var copy = scenario
                        copy.steps[index] = .present(show: changed)
                        out.append(copy)
                    }
                }
            default: break
            }
        }
        return out
    }

    private static func toward0(_ value: Int) -> [Int] { value > 1 ? [0, value / 2] : value == 1 ? [0] : [] }

    private static func towardMain(_ thread: CallbackThread) -> [CallbackThread] {
        guard case .background(let lane) = thread else { return [] }
        return lane > 1 ? [.main, .background(lane: 1)] : [.main]
    }
}
