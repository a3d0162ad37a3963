import ConformanceVocabulary
import Foundation
import JUnitReport
import ReportGrammar

/// Why an errored case has no verdict: the `<error>` element, its trace part left to the diagram.
package struct CaseFault: Sendable, Equatable {
    /// `crash`, `hang`, `harness` or `incomplete`.
    package var type: String
    package var message: String
    /// The backtrace and whatever else the error carries besides its message and trace.
    package var details: String
    /// For a crash, the adapter's frame it happened in (`File.swift:12 Type.method(_:)`), when
    /// known: what crashes are grouped by.
    var crashSite: String?

    init(_ error: JUnitError) {
        type = error.type
        message = error.message
        details = CaseText.faultDetails(message: error.message, body: error.body)
        crashSite = error.type == FaultKind.crash.rawValue ? FaultText.crashSite(in: error.message) : nil
    }

    /// The fault as its `<error>` element says it, without reading that element back: the
    /// details trimmed as ``CaseText/faultDetails(message:body:)`` gives them, the crash site
    /// from the crash's frames.
    init(_ fault: ScenarioFault) {
        type = fault.kind.rawValue
        message = FaultText.message(fault)
        details = FaultText.details(fault)?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        crashSite = fault.kind == .crash ? fault.crash?.site.map(FaultText.frame) : nil
    }

    /// The heading of the group this error is listed in (see ``ErrorGroupKey``).
    var groupHeading: String { ErrorGroupKey.heading(type: type, crashSite: crashSite) }
}
