import AdapterConformance
import ConformanceVocabulary
import Foundation
import ReportGrammar

/// A crash or hang is charged to the scenario that caused it, which is not always the one
/// running: a thread an earlier scenario left behind may trap later.
extension WorkerPool {
    /// How many of a worker's earlier scenarios a crash or hang is checked against: each costs
    /// a fresh worker and a linger, and a thread that traps later than that is rare.
    private static let attributionDepth = 8

    /// A crash or hang in a worker that had answered `earlier` jobs may be theirs (a thread one
    /// left behind trapped later). The job runs alone in a fresh worker, then the earlier ones,
    /// latest first, each with a linger; the fault is reported where it reproduces, and the
    /// error says how it was attributed.
    func attribute(_ job: PoolJob, lost: ScenarioResult, earlier: [PoolJob], deliver: Delivery) {
        let what = lost.fault?.kind == .hang ? "hang" : "crash"
        let alone = runAlone(job, linger: false)
        if case .lost(var again) = alone {
            again.fault?.message += FaultText.reproducedAlone
            deliver(job.job, again, false)
            return
        }
        if case .answered(let clean, _, _) = alone, let (culprit, result) = culprit(among: earlier) {
            var theirs = result
            let message = theirs.fault?.message ?? ""
            theirs.fault?.message = FaultText.cameAfter(what, running: job.job.scenario.id, message: message)
            deliver(job.job, clean, false)
            deliver(culprit.job, theirs, true)
            return
        }
        var original = lost
        original.fault?.message += FaultText.reportedHere(earlier: earlier.count)
        deliver(job.job, original, false)
    }

    /// A worker that answered every job it was given, then did not exit cleanly: something an
    /// adapter left running crashed it after its scenario. Reported on the scenario that
    /// reproduces it, or else on the last one the worker ran, never dropped.
    func attributeAfterEnd(_ worker: WorkerProcess, termination: String, deliver: Delivery) {
        guard let last = worker.answered.last else { return }
        let stderr = worker.peekError()
        if let (culprit, result) = culprit(among: worker.answered) {
            var theirs = result
            let message = theirs.fault?.message ?? ""
            theirs.fault?.message = FaultText.cameAfterEnd(message: message)
            deliver(culprit.job, theirs, true)
            return
        }
        let crash = CrashReport(
            termination: termination, standardError: stderr, harnessSources: harnessSources[last.job.adapter] ?? [])
        var result = Self.faulted(
            last.job, .crash,
            crash.message + FaultText.reportedOnLast(answered: worker.answered.count))
        result.fault?.details = crash.details
        result.fault?.location = crash.location
        deliver(last.job, result, true)
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
