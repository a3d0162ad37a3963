import AdapterConformance
import ConformanceVocabulary
import ReportGrammar
import Synchronization

/// Shows progress of a run while results stream in from worker processes.
///
/// On an interactive terminal it keeps one live status line, rewritten in place, and prints a
/// permanent line above it for each failure or error. Elsewhere (CI, pipes, files) it prints only
/// the failures and errors, plus an optional periodic count, so logs stay short and diffable.
/// All methods may be called from any thread.
package final class ProgressReporter: Sendable {
    private static let clearToEnd = "\u{1B}[K"

    private let live: Bool
    private let columns: Int?
    private let line: ProgressLine
    private let sink: TextSink
    private let heartbeatInterval: Int?
    private let redrawInterval: Duration
    private let state = Mutex(State())

    private struct State {
        var completed = 0
        var failed = 0
        var errors = 0
        var latest: String?
        var liveLineVisible = false
        var lastRedraw: ContinuousClock.Instant?
        var finished = false
    }

    /// - Parameters:
    ///   - total: Number of scenarios expected, for the `[n/total]` counter.
    ///   - capabilities: Of the stream `sink` writes to; decides live versus plain output and colour.
    ///   - sink: Destination; standard error in real runs, so stdout stays machine-readable.
    ///   - heartbeatInterval: In plain mode, also print a count every this many scenarios;
    ///     nil (the default) prints only problems.
    ///   - redrawInterval: Minimum time between live redraws, so thousands of fast results do
    ///     not flood the terminal. Problems and the last scenario always redraw.
    package init(
        total: Int, capabilities: TerminalCapabilities, sink: TextSink,
        heartbeatInterval: Int? = nil, redrawInterval: Duration = .milliseconds(50)
    ) {
        self.live = capabilities.useLiveProgress
        self.columns = capabilities.columns
        self.line = ProgressLine(total: total, styler: Styler(capabilities: capabilities))
        self.sink = sink
        self.heartbeatInterval = heartbeatInterval.flatMap { $0 > 0 ? $0 : nil }
        self.redrawInterval = redrawInterval
    }

    /// Counts one finished scenario; failures and errors also get a permanent line.
    /// - Parameter detail: Short reason shown next to failures, e.g. the violated rule IDs.
    package func record(_ scenarioID: String, outcome: ScenarioStatus, detail: String? = nil) {
        state.withLock { state in
            guard !state.finished else { return }
            state.completed += 1
            state.latest = scenarioID
            if outcome == .failed { state.failed += 1 }
            if outcome == .error { state.errors += 1 }
            var output = ""
            if outcome.isProblem {
                if state.liveLineVisible { output += "\r" + Self.clearToEnd }
                state.liveLineVisible = false
                output += line.problemLine(id: scenarioID, outcome: outcome, detail: detail) + "\n"
            }
            output += live ? liveUpdate(&state, force: outcome.isProblem) : heartbeat(state)
            if !output.isEmpty { sink.write(output) }
        }
    }

    /// Removes the live line (so the summary starts on a clean line) and ignores later results.
    /// Safe to call more than once.
    package func finish() {
        state.withLock { state in
            guard !state.finished else { return }
            state.finished = true
            if state.liveLineVisible {
                sink.write("\r" + Self.clearToEnd)
                state.liveLineVisible = false
            }
        }
    }

    private func liveUpdate(_ state: inout State, force: Bool) -> String {
        let now = ContinuousClock.now
        let due = state.lastRedraw.map { now - $0 >= redrawInterval } ?? true
        let isLast = state.completed >= line.total
        guard force || due || isLast || !state.liveLineVisible else { return "" }
        state.lastRedraw = now
        state.liveLineVisible = true
        let status = line.status(
            completed: state.completed, failed: state.failed, errors: state.errors,
            latest: state.latest, columns: columns)
        return "\r" + status + Self.clearToEnd
    }

    private func heartbeat(_ state: State) -> String {
        guard let interval = heartbeatInterval, state.completed % interval == 0 else { return "" }
        let problems = line.problems(failed: state.failed, errors: state.errors)
        return line.counter(state.completed) + (problems.map { " " + $0 } ?? "") + "\n"
    }
}

extension ScenarioStatus {
    /// Whether the outcome deserves its own line even in quiet output.
    var isProblem: Bool { self == .failed || self == .error }
}

extension ProgressReporter {
    /// Counts each finished scenario of a run, with the rules it violated (warnings too when
    /// `strict`) or its fault; corrections and descriptions are not scenarios finishing.
    func handler(strict: Bool) -> RunEventHandler {
        { event in
            guard case .finished(let result) = event else { return }
            let rules = (result.failures + (strict ? result.warnings : [])).map(\.ruleID)
            self.record(
                result.scenarioID, outcome: result.status(strict: strict),
                detail: result.fault.map(FaultText.message)
                    ?? (rules.isEmpty ? nil : rules.map(\.rawValue).joined(separator: ", ")))
        }
    }
}
