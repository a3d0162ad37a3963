import ConformanceVocabulary
import Foundation
import ReportGrammar

/// How errored cases are grouped: crashes by the adapter frame they happened in, everything
/// else (hangs, harness faults, an interrupted run) by kind.
enum ErrorGroupKey {
    /// The heading of an errored case's group; `crashSite` is a crash's (see ``CaseFault/crashSite``).
    static func heading(type: String, crashSite: String?) -> String {
        if type == FaultKind.crash.rawValue {
            return crashSite.map { "crash at \($0)" } ?? "crash (no adapter frame found)"
        }
        return type.isEmpty ? "error" : type
    }
}
