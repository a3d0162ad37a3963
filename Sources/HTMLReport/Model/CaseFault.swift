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

    init(_ error: JUnitError) {
        type = error.type
        message = error.message
        details = CaseText.faultDetails(message: error.message, body: error.body)
    }

    /// The heading of the group this error is listed in (see ``ErrorGroupKey``).
    var groupHeading: String { ErrorGroupKey.heading(type: type, message: message) }
}
