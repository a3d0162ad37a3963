import Foundation

/// Why an Acme request failed. Every case has a stable numeric code that Acme's dashboards
/// and support use; adapters should pass it on.
public enum AcmeError: Error, Equatable, Sendable {
    /// `AcmeAds.start(appID:)` was never called, or the SDK is unavailable on this platform.
    case notConfigured
    /// The placement ID is unknown to Acme.
    case invalidPlacement(String)
    /// Acme has no ad for this request.
    case noFill
    /// The device is offline or the request timed out.
    case networkUnavailable
    /// Acme's servers answered with an error status.
    case server(status: Int)
    /// A full-screen ad was shown already, or expired.
    case adNotReady
    /// Acme could not play a full-screen ad.
    case playbackFailed

    /// The code Acme documents for the error.
    public var code: Int {
        switch self {
        case .notConfigured: 9001
        case .invalidPlacement: 9002
        case .noFill: 9003
        case .networkUnavailable: 9004
        case .adNotReady: 9005
        case .playbackFailed: 9006
        case .server(let status): status
        }
    }

    /// Rebuilds an error from its code (what Acme's wire protocol carries).
    public init(code: Int) {
        switch code {
        case 9001: self = .notConfigured
        case 9002: self = .invalidPlacement("")
        case 9003: self = .noFill
        case 9004: self = .networkUnavailable
        case 9005: self = .adNotReady
        case 9006: self = .playbackFailed
        default: self = .server(status: code)
        }
    }

    /// One sentence for logs and error messages.
    public var message: String {
        switch self {
        case .notConfigured: "The Acme SDK is not configured."
        case .invalidPlacement(let id): "Acme does not know the placement \"\(id)\"."
        case .noFill: "Acme has no ad for this request."
        case .networkUnavailable: "Acme could not reach its servers."
        case .server(let status): "Acme's servers answered with status \(status)."
        case .adNotReady: "The Acme ad was shown already or expired."
        case .playbackFailed: "Acme could not play the ad."
        }
    }
}
