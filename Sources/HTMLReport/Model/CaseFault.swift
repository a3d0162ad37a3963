import Foundation
import JUnitReport

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
        var body = error.body
        if let trace = body.range(of: "trace up to the fault:\n") { body = String(body[..<trace.lowerBound]) }
        if body.hasPrefix(error.message) { body = String(body.dropFirst(error.message.count)) }
        details = body.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The heading of the group this error is listed in (see ``ErrorGroupKey``).
    var groupHeading: String { ErrorGroupKey.heading(type: type, message: message) }
}
