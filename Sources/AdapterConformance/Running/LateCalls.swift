import ConformanceVocabulary
import Foundation

/// A scenario whose adapter kept a completion handler when it ended: what the adapter does
/// with it later (a second completion from a timer, say) is still this scenario's, and is
/// judged in it (LOAD-1 "even from a timer after the scenario ended").
///
/// Waiting a fixed real time after every such scenario made an adapter that keeps its
/// handlers 50 times slower, so the engine does not wait. The caller keeps these and calls
/// ``settle(_:milliseconds:)`` once for many scenarios (a worker when its input ends, the CLI
/// after its last in-process scenario), which waits only for the scenarios that ended less
/// than `milliseconds` ago, then asks each for its ``amended()`` result.
@MainActor
package final class LateCalls {
    private let run: ScenarioRun
    private let result: ScenarioResult
    private let capabilities: NetworkCapabilities
    /// When the scenario ended, in `DispatchTime` uptime nanoseconds.
    private let ended: UInt64

    /// The real time a late call is awaited after its scenario ended, unless told otherwise.
    nonisolated package static let defaultMilliseconds = 100

    init(run: ScenarioRun, result: ScenarioResult, capabilities: NetworkCapabilities) {
        self.run = run
        self.result = result
        self.capabilities = capabilities
        ended = DispatchTime.now().uptimeNanoseconds
    }

    /// Waits (on the main actor, so main-queue work goes on) until every one of `pending`
    /// ended at least `milliseconds` ago; at once when they all did.
    package static func settle(_ pending: [LateCalls], milliseconds: Int = defaultMilliseconds) async {
        guard let last = pending.map(\.ended).max() else { return }
        let deadline = last + UInt64(milliseconds) * 1_000_000
        let now = DispatchTime.now().uptimeNanoseconds
        guard deadline > now else { return }
        try? await Task.sleep(for: .nanoseconds(Int(deadline - now)))
    }

    /// The scenario's result judged again with the calls that came after it ended, or nil when
    /// none came.
    package func amended() -> ScenarioResult? {
        guard let run = ConformanceEngine.withLateCalls(run, note: "afterwards") else { return nil }
        var amended = result
        amended.trace = run.trace
        amended.outcomes = ConformanceEngine.judge(run, capabilities: capabilities)
        amended.leftActivity = true
        return amended
    }
}
