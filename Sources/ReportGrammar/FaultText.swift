import Foundation

/// A crash's or hang's message as the worker pool writes it, and what readers take from it:
/// `the adapter crashed the worker: <termination>; <fatal-error line>; at <site>`, then, in
/// parentheses, how the fault was attributed to its scenario.
package enum FaultText {
    /// The message of a crash: how the worker ended, the runtime's fatal-error line, and the
    /// adapter's top frame (`File.swift:12 Type.method(_:)`).
    package static func crash(termination: String, fatal: String?, site: String?) -> String {
        var message = crashPrefix + termination
        if let fatal { message += "; \(fatal)" }
        if let site { message += "\(sitePrefix)\(site)" }
        return message
    }

    private static let sitePrefix = "; at "
    /// How a crash's message starts.
    package static let crashPrefix = "the adapter crashed the worker: "

    /// How a crash's details start: the adapter's own frames.
    package static let adapterFramesHeading = "adapter frames:"

    /// A crash's details: the adapter's frames (`File.swift:12 Type.method(_:)`), then the
    /// whole backtrace.
    package static func crashDetails(adapterFrames: [String], backtrace: [String]) -> String {
        var text = adapterFramesHeading + "\n"
        text += adapterFrames.isEmpty ? "  (none found)\n" : adapterFrames.map { "  \($0)\n" }.joined()
        return text + "\nbacktrace:\n" + backtrace.map { "  \($0)" }.joined(separator: "\n")
    }

    // MARK: Attribution notes

    /// The fault reproduced with the scenario alone in a fresh worker.
    package static let reproducedAlone = " (reproduced when run alone in a fresh worker)"

    /// The fault of a scenario that had completed, found while `running` ran in the same worker.
    package static func cameAfter(_ what: String, running: String, message: String) -> String {
        "the \(what) came after this scenario had completed, while \(running) ran in the same worker: " + message
            + " (attributed by re-running the scenarios alone in fresh workers; it reproduced after this one)"
    }

    /// A crash after the worker's last scenario, reproduced by one it had run.
    package static func cameAfterEnd(message: String) -> String {
        "the crash came after this scenario had completed, once its worker had no scenario left: " + message
            + " (attributed by re-running the scenarios alone in fresh workers)"
    }

    /// No earlier scenario of the worker reproduced the fault alone.
    package static func reportedHere(earlier: Int) -> String {
        " (the worker had run \(earlier) scenario(s) before; none reproduced alone, so it is reported here)"
    }

    /// A crash after the worker's last scenario that none of its scenarios reproduced.
    package static func reportedOnLast(answered: Int) -> String {
        " (after the worker's last scenario had completed; none of the \(answered) it ran"
            + " reproduced it alone, so it is reported on the last)"
    }

    /// How the notes above start; they are not part of a crash site. Symbols never hold ` (`
    /// followed by these words.
    package static let attributionNotes = [
        " (reproduced", " (attributed", " (the worker had run", " (none reproduced", " (after the worker's last",
    ]

    // MARK: Reading

    /// The adapter's top frame of a crash, as the message names it, or `nil` when it names none.
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
