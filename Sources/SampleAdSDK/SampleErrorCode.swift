import Foundation

/// Why a Sample Ad SDK fetch failed; same cases and raw values as the real SDK's enum.
public enum SampleErrorCode: Int, Sendable, CaseIterable {
    case badRequest = 0
    case unknown = 1
    case networkError = 2
    case noInventory = 3

    /// The harness's addition, used by the stand-in's fetch: maps a scripted network's failure
    /// code; codes the real SDK does not know become `.unknown`, as an unrecognised answer would.
    package init(networkCode: Int) {
        self = SampleErrorCode(rawValue: networkCode) ?? .unknown
    }
}
