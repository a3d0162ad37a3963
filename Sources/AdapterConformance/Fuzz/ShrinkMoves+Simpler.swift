import ConformanceVocabulary
import ScriptedNetwork

// Defaults back, and the same size in simpler terms.
extension ShrinkMoves {
    /// Request, publisher, load window and set-up credentials back to their defaults.
    static func settings(_ scenario: Scenario) -> [Scenario] {
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
    static func simpler(_ scenario: Scenario) -> [Scenario] {
        var out: [Scenario] = []
        for load in scenario.loads.indices {
            for (index, answer) in scenario.loads[load].answers.enumerated() {
                if answer.withoutError {
                    var copy = scenario
                    copy.loads[load].answers[index].withoutError = false
                    out.append(copy)
                }
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
