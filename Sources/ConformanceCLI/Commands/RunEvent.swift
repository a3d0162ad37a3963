import ConformanceReporting
import ConformanceVocabulary
import ConformanceWorkers

/// What happens in a `run`, as its reporters see it: the one stream the JUnit report (and the
/// HTML page) and the progress line consume, whether the scenarios ran in workers or in this
/// process. A correction comes after the result it replaces.
enum RunEvent: Sendable {
    /// A scenario's result.
    case finished(ScenarioResult)
    /// A result that replaces the one given before for its adapter and scenario: the scenario
    /// was judged again with what its adapter did after it ended, or charged with a crash that
    /// came later.
    case corrected(ScenarioResult)
    /// What was read about an adapter (its versions).
    case described(AdapterDescription)
}

/// Receives a run's events, on the thread that produced them (a worker's supervisor, or the
/// main thread in-process), so it takes only a lock.
typealias RunEventHandler = @Sendable (RunEvent) -> Void

extension RunEvent {
    /// One handler that gives each event to every one of `handlers`, in their order.
    static func broadcast(to handlers: [RunEventHandler]) -> RunEventHandler {
        { event in for handler in handlers { handler(event) } }
    }

    /// The run's event for what a worker pool said about a job; nil for what no run reporter
    /// reads (a job that was not run). A description job's answer or correction describes its
    /// adapter.
    init?(_ event: PoolSession.Event) {
        let (job, result, corrects): (WorkerJob, ScenarioResult, Bool)
        switch event {
        case .answered(let answered, .result(let answer)): (job, result, corrects) = (answered, answer, false)
        case .corrected(let corrected, let correction): (job, result, corrects) = (corrected, correction, true)
        case .answered(_, .unstartable), .answered(_, .notRun): return nil
        }
        if job.describesAdapter {
            self = .described(AdapterDescription(name: job.adapter, descriptionResult: result))
        } else {
            self = corrects ? .corrected(result) : .finished(result)
        }
    }
}
