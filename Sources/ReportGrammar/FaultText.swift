import ConformanceVocabulary
import Foundation

/// A fault's message and details as the report, the issues and the summaries write them, and
/// the one reader of that text (``crashSite(in:)``, for the HTML report, which has only the
/// report's text). A crash's message reads `the adapter crashed the worker: <termination>;
/// <fatal-error line>; at <site>`; any fault's message may end with, in parentheses, how the
/// fault was attributed to its scenario, or be wrapped in a sentence saying so.
package enum FaultText {
    /// The fault's one-line message: a crash's written from its ``WorkerCrash``, a worker's
    /// failure to start from its ``WorkerStartFailure``, any other's as it is, then how it was
    /// attributed.
    package static func message(_ fault: ScenarioFault) -> String {
        let message =
            fault.crash.map(crash) ?? fault.startFailure.map { "could not start a worker process: " + startFailure($0) }
            ?? fault.message
        switch fault.attribution {
        case nil: return message
        case .reproducedAlone: return message + " (reproduced when run alone in a fresh worker)"
        case .cameAfter(let during, let running):
            return "the \(during == .hang ? "hang" : "crash") came after this scenario had completed, while \(running)"
                + " ran in the same worker: " + message
                + " (attributed by re-running the scenarios alone in fresh workers; it reproduced after this one)"
        case .cameAfterEnd:
            return "the crash came after this scenario had completed, once its worker had no scenario left: " + message
                + " (attributed by re-running the scenarios alone in fresh workers)"
        case .reportedHere(let earlier):
            return message
                + " (the worker had run \(earlier) scenario(s) before; none reproduced alone, so it is reported here)"
        case .reportedOnLast(let answered):
            return message
                + " (after the worker's last scenario had completed; none of the \(answered) it ran"
                + " reproduced it alone, so it is reported on the last)"
        }
    }

    /// The fault's details: a crash's frames (when its standard error held a backtrace), then
    /// the fault's own details; nil when there are neither.
    package static func details(_ fault: ScenarioFault) -> String? {
        let frames = fault.crash.flatMap { crash in
            crash.backtrace.isEmpty ? nil : crashDetails(adapterFrames: crash.adapterFrames, backtrace: crash.backtrace)
        }
        let parts = [frames, fault.details].compactMap { $0 }
        return parts.isEmpty ? nil : parts.joined(separator: "\n\n")
    }

    /// The message of a crash: how the worker ended, the runtime's fatal-error line, and the
    /// adapter's top frame (`File.swift:12 Type.method(_:)`).
    package static func crash(_ crash: WorkerCrash) -> String {
        var message = crashPrefix + ending(crash.ending)
        if let fatal = crash.fatalError { message += "; \(fatal)" }
        if let site = crash.site { message += "\(sitePrefix)\(frame(site))" }
        return message
    }

    private static let sitePrefix = "; at "
    /// How a crash's message starts.
    package static let crashPrefix = "the adapter crashed the worker: "

    /// How a crash's details start: the adapter's own frames.
    package static let adapterFramesHeading = "adapter frames:"

    /// A crash's details: the adapter's frames, then the whole backtrace.
    static func crashDetails(adapterFrames: [CrashFrame], backtrace: [CrashFrame]) -> String {
        var text = adapterFramesHeading + "\n"
        text += adapterFrames.isEmpty ? "  (none found)\n" : adapterFrames.map { "  \(frame($0))\n" }.joined()
        return text + "\nbacktrace:\n" + backtrace.map { "  \(frame($0))" }.joined(separator: "\n")
    }

    /// A frame as one line: `File.swift:12 Type.method(_:)`, `<compiler-generated> protocol
    /// witness for …`, or `File.swift:12` for a site known from a fatal-error line.
    package static func frame(_ frame: CrashFrame) -> String {
        let place: String
        switch frame.place {
        case .source(let file, let line): place = "\(file):\(line)"
        case .compilerGenerated: place = "<compiler-generated>"
        }
        return frame.symbol.map { "\(place) \($0)" } ?? place
    }

    /// How a worker process ended: `exited with status N`, `terminated by signal N (NAME: …)`.
    package static func ending(_ ending: WorkerCrash.Ending) -> String {
        switch ending {
        case .exited(let status): "exited with status \(status)"
        case .signaled(let signal): "terminated by signal \(signal) (\(signalName(signal)))"
        case .unknown: "ended"
        }
    }

    /// Why no worker process could be started: the reason an unstartable job is given, and
    /// the end of the harness fault's message when the job gets one instead.
    package static func startFailure(_ failure: WorkerStartFailure) -> String {
        switch failure {
        case .noFolder(let code): "\(POSIXError(POSIXErrorCode(rawValue: code) ?? .EIO))"
        case .notStarted(let executable, let code): "\(executable) could not be started: \(systemError(code))"
        case .endedBeforeReady(let ending, let startupError):
            "the worker \(self.ending(ending)) before it was ready" + startupTail(startupError)
        case .notReady(let limit, let startupError):
            "the worker was not ready after \(limit)" + startupTail(startupError)
        case .inputClosed(let code): "the worker's input was closed (\(systemError(code)))"
        case .inputClosedBefore: "the worker's input was already closed"
        }
    }

    /// What a process that never became a worker wrote to standard error, after the reason.
    private static func startupTail(_ text: String) -> String {
        text.isEmpty ? "" : "; its standard error ends:\n\(text)"
    }

    /// The system's sentence for an `errno` value.
    private static func systemError(_ code: Int32) -> String { String(cString: strerror(code)) }

    static func signalName(_ signal: Int32) -> String {
        switch signal {
        case SIGILL: "SIGILL: trap, e.g. fatalError or a force unwrap of nil"
        case SIGTRAP: "SIGTRAP: trap, e.g. fatalError or a force unwrap of nil"
        case SIGABRT: "SIGABRT: abort"
        case SIGSEGV: "SIGSEGV: bad memory access, e.g. a stack overflow"
        case SIGBUS: "SIGBUS: bad memory access"
        case SIGFPE: "SIGFPE: arithmetic error"
        case SIGKILL: "SIGKILL"
        default: "signal \(signal)"
        }
    }

    // MARK: Reading

    /// How the attribution notes ``message(_:)`` writes start; they are not part of a crash
    /// site. Symbols never hold ` (` followed by these words.
    static let attributionNotes = [
        " (reproduced", " (attributed", " (the worker had run", " (none reproduced", " (after the worker's last",
    ]

    /// The adapter's top frame of a crash, as a report's message names it, or `nil` when it
    /// names none: what the HTML report, which reads the report's text back, groups crashes by.
    package static func crashSite(in message: String) -> String? {
        guard let at = message.range(of: sitePrefix, options: .backwards) else { return nil }
        var place = message[at.upperBound...]
        for note in attributionNotes {
            if let cut = place.range(of: note) { place = place[..<cut.lowerBound] }
        }
        let trimmed = place.trimmingCharacters(in: .whitespaces)
        return trimmed.isEmpty ? nil : trimmed
    }
}
