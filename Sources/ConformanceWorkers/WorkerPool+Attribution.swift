import AdapterConformance
import ConformanceVocabulary
import Foundation

/// A crash or hang is charged to the scenario that caused it, which is not always the one
/// running: a thread an earlier scenario left behind may trap later.
extension WorkerPool {
    /// How many of a worker's earlier scenarios a crash or hang is checked against: each costs
    /// a fresh worker and a linger, and a thread that traps later than that is rare.
    private static let attributionDepth = 8

    /// A crash or hang in a worker that had answered `earlier` jobs may be theirs (a thread one
    /// left behind trapped later). The job runs alone in a fresh worker, then the earlier ones,
    /// latest first, each with a linger; the fault is reported where it reproduces, and
    /// carries how it was attributed (``FaultAttribution``).
    func attribute(_ job: PoolJob, lost: ScenarioResult, earlier: [PoolJob], deliver: Delivery) {
        let alone = runAlone(job, linger: false)
        if case .lost(var again) = alone {
            again.fault?.attribution = .reproducedAlone
            deliver(job.job, again, false)
            return
        }
        if case .answered(let clean, _, _) = alone, let (culprit, result) = culprit(among: earlier) {
            var theirs = result
            theirs.fault?.attribution = .cameAfter(during: lost.fault?.kind ?? .crash, running: job.job.scenario.id)
            deliver(job.job, clean, false)
            deliver(culprit.job, theirs, true)
            return
        }
        var original = lost
        original.fault?.attribution = .reportedHere(earlier: earlier.count)
        deliver(job.job, original, false)
    }

    /// A worker that answered every job it was given, then did not exit cleanly: something an
    /// adapter left running crashed it after its scenario. Reported on the scenario that
    /// reproduces it, or else on the last one the worker ran, never dropped.
    func attributeAfterEnd(_ worker: WorkerProcess, ending: WorkerCrash.Ending, deliver: Delivery) {
        guard let last = worker.answered.last else { return }
        let stderr = worker.peekError()
        if let (culprit, result) = culprit(among: worker.answered) {
            var theirs = result
            theirs.fault?.attribution = .cameAfterEnd
            deliver(culprit.job, theirs, true)
            return
        }
        var fault = ScenarioFault(
            crash: CrashReport.crash(
                ending: ending, standardError: stderr, harnessSources: harnessSources[last.job.adapter] ?? []))
        fault.attribution = .reportedOnLast(answered: worker.answered.count)
        deliver(last.job, Self.faulted(last.job, fault), true)
    }

    /// The first of `earlier`, latest first, whose run alone (with a linger) crashes or hangs.
    private func culprit(among earlier: [PoolJob]) -> (PoolJob, ScenarioResult)? {
        for previous in earlier.suffix(Self.attributionDepth).reversed() {
            if case .lost(let theirs) = runAlone(previous, linger: true) { return (previous, theirs) }
        }
        return nil
    }

    /// Runs one job in a worker of its own.
    private func runAlone(_ job: PoolJob, linger: Bool) -> Collected {
        guard !isAbandoned else { return .lost(Self.faulted(job.job, .harness, "the run was interrupted")) }
        var job = job
        job.job.linger = linger
        guard let worker = try? start(job.launch), (try? worker.send(job.job)) != nil else {
            return .lost(Self.faulted(job.job, .harness, "could not start a worker process"))
        }
        defer {
            worker.finish()
            live.withLock { _ = $0.remove(worker.pid) }
        }
        return collect(job, from: worker)
    }
}
