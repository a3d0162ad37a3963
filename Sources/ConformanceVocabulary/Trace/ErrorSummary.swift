import Foundation

/// What the SDK can see of an error an adapter returned.
package struct ErrorSummary: Hashable, Sendable, CustomStringConvertible {
    /// `NSError.domain`.
    package var domain: String
    /// `NSError.code`.
    package var code: Int
    /// `localizedDescription`, whatever produced it.
    package var localizedDescription: String
    /// The value under `NSLocalizedDescriptionKey`, if the adapter set one.
    package var descriptionKeyValue: String?
    /// Every user-info value rendered as text, to find the network's code in it.
    package var userInfoText: [String: String]

    /// Reads an error the way the SDK would.
    package init(_ error: Error) {
        let nsError = error as NSError
        domain = nsError.domain
        code = nsError.code
        localizedDescription = nsError.localizedDescription
        descriptionKeyValue = nsError.userInfo[NSLocalizedDescriptionKey] as? String
        userInfoText = nsError.userInfo.reduce(into: [:]) { $0[$1.key] = "\($1.value)" }
    }

    /// Domain, code and description, as the trace shows them.
    package var description: String { traceDescription }
}
