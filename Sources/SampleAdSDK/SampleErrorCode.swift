import Foundation

/// Why a Sample Ad SDK fetch failed; same cases and raw values as the real SDK's enum.
public enum SampleErrorCode: Int, Sendable, CaseIterable, CustomStringConvertible {
    case badRequest = 0
    case unknown = 1
    case networkError = 2
    case noInventory = 3

    /// The harness's addition, used by the stand-in's fetch: maps a scripted network's failure
    /// code; codes the real SDK does not know become `.unknown`, as an unrecognised answer would.
    package init(networkCode: Int) {
        self = SampleErrorCode(rawValue: networkCode) ?? .unknown
    }

    /// The case name and raw value, so an adapter that interpolates the code into its error
    /// message makes the network's failure visible (LOAD-4).
    public var description: String {
        let name: String
        switch self {
        case .badRequest: name = "badRequest"
        case .unknown: name = "unknown"
        case .networkError: name = "networkError"
        case .noInventory: name = "noInventory"
        }
        return "\(name) (\(rawValue))"
    }
}
