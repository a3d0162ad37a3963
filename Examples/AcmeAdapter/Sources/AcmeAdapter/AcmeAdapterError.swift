import AcmeSDK
import Foundation

/// The errors the adapter hands the Google Mobile Ads SDK: one domain, Acme's own codes for
/// network failures, and a sentence under `NSLocalizedDescriptionKey`.
enum AcmeAdapterError {
    static let domain = "com.acme.ads.mediation"

    /// The server configuration has no placement ID.
    static let missingPlacementCode = 101
    /// The format is not served by this adapter configuration.
    static let unsupportedFormatCode = 102

    static func missingPlacement() -> NSError {
        NSError(
            domain: domain, code: missingPlacementCode,
            userInfo: [
                NSLocalizedDescriptionKey:
                    "The Acme placement ID is missing from the mediation configuration (credential \"placement_id\")."
            ])
    }

    /// The SDK asked to show a full-screen ad a second time.
    static let alreadyShownCode = 103

    static func alreadyShown() -> NSError {
        NSError(
            domain: domain, code: alreadyShownCode,
            userInfo: [NSLocalizedDescriptionKey: "The Acme ad was shown already; a full-screen ad is shown once."])
    }

    static func showFailed(_ error: AcmeError) -> NSError {
        NSError(
            domain: domain, code: error.code,
            userInfo: [
                NSLocalizedDescriptionKey: "Acme could not show the ad: \(error.message) (Acme error \(error.code))"
            ])
    }

    static func network(_ error: AcmeError) -> NSError {
        NSError(
            domain: domain, code: error.code,
            userInfo: [
                NSLocalizedDescriptionKey: "Acme could not load an ad: \(error.message) (Acme error \(error.code))"
            ])
    }

    /// Acme was asked for signals for a format it does not bid on.
    static let unsupportedBiddingFormatCode = 104
    /// Acme returned no bid token.
    static let noBidTokenCode = 105

    static func unsupportedBiddingFormat() -> NSError {
        NSError(
            domain: domain, code: unsupportedBiddingFormatCode,
            userInfo: [NSLocalizedDescriptionKey: "Acme does not bid on this ad format."])
    }

    static func noBidToken(_ error: AcmeError?) -> NSError {
        NSError(
            domain: domain, code: error?.code ?? noBidTokenCode,
            userInfo: [
                NSLocalizedDescriptionKey: error.map {
                    "Acme could not make a bid token: \($0.message) (Acme error \($0.code))"
                }
                    ?? "Acme returned no bid token."
            ])
    }
}
