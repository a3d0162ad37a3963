import Foundation

/// How errored cases are grouped: crashes by the adapter frame they happened in, everything
/// else (hangs, harness faults, an interrupted run) by kind.
enum ErrorGroupKey {
    /// What the worker pool appends to a crash message to say how it was attributed; it is not
    /// part of the place. Symbols never hold ` (` followed by these words.
    static let attributionNotes = [" (reproduced", " (attributed", " (the worker had run", " (none reproduced"]

    /// The adapter's top frame of a crash, as the message names it (`…; at File.swift:12
    /// Type.method(_:)`), or `nil` when the message names none.
    static func crashSite(in message: String) -> String? {
        guard let at = message.range(of: "; at ", options: .backwards) else { return nil }
        var place = message[at.upperBound...]
        for note in attributionNotes {
            if let cut = place.range(of: note) { place = place[..<cut.lowerBound] }
        }
        let trimmed = place.trimmingCharacters(in: .whitespaces)
        return trimmed.isEmpty ? nil : trimmed
    }

    /// The heading of an errored case's group.
    static func heading(type: String, message: String) -> String {
        if type == "crash" {
            return crashSite(in: message).map { "crash at \($0)" } ?? "crash (no adapter frame found)"
        }
        return type.isEmpty ? "error" : type
    }
}
