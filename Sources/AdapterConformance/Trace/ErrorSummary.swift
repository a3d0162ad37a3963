import Foundation

/// What the SDK can see of an error an adapter returned.
public struct ErrorSummary: Codable, Equatable, Sendable, CustomStringConvertible {
    /// `NSError.domain`.
    public var domain: String
    /// `NSError.code`.
    public var code: Int
    /// `localizedDescription`, whatever produced it.
    public var localizedDescription: String
    /// The value under `NSLocalizedDescriptionKey`, if the adapter set one.
    public var descriptionKeyValue: String?
    /// Every user-info value rendered as text, to find the network's code in it.
    public var userInfoText: [String: String]

    /// Reads an error the way the SDK would.
    public init(_ error: Error) {
        let nsError = error as NSError
        domain = nsError.domain
        code = nsError.code
        localizedDescription = nsError.localizedDescription
        descriptionKeyValue = nsError.userInfo[NSLocalizedDescriptionKey] as? String
        userInfoText = nsError.userInfo.reduce(into: [:]) { $0[$1.key] = "\($1.value)" }
    }

    /// Domain, code and description, as the trace shows them.
    public var description: String { traceDescription }
}
