import Foundation
import SampleAdSDK

/// The error domain of every error this custom event reports.
public let SampleCustomEventErrorDomain = "com.google.mediation.sample"

/// Error codes of this custom event.
public enum SampleCustomEventErrorCode: Int, Sendable {
    /// The ad source's server parameter (the ad unit) is missing or empty.
    case invalidServerParameter = 101
    /// The Sample Ad SDK reported a load failure.
    case adLoadFailureCallback = 102
    /// The network returned image URLs only and the images could not be fetched.
    case imageDownloadFailure = 103
    /// `setUp` found no usable credential.
    case missingCredentials = 104
    /// A full-screen ad could not be shown: it never loaded, or it expired.
    case adNotReady = 105
    /// A full-screen ad was asked to show a second time; ads are shown once.
    case alreadyPresented = 106
    /// The Sample Ad SDK tried to show a full-screen ad and failed.
    case presentationFailure = 107
}

/// Builds the custom event's errors: a domain, a code, and a sentence under
/// `NSLocalizedDescriptionKey` (LOAD-5), not the Swift sample's `"description"` key.
enum SampleCustomEventError {
    static func make(_ code: SampleCustomEventErrorCode, _ description: String) -> NSError {
        NSError(
            domain: SampleCustomEventErrorDomain, code: code.rawValue,
            userInfo: [NSLocalizedDescriptionKey: description])
    }

    /// The error for a network failure, naming the network's code so it stays visible (LOAD-4).
    static func loadFailure(_ networkCode: SampleErrorCode) -> NSError {
        NSError(
            domain: SampleCustomEventErrorDomain, code: SampleCustomEventErrorCode.adLoadFailureCallback.rawValue,
            userInfo: [
                NSLocalizedDescriptionKey:
                    "The Sample Ad SDK failed to load an ad with error code \(networkCode.rawValue) (\(networkCode)).",
                NSUnderlyingErrorKey: NSError(domain: "com.google.SampleAdSDK", code: networkCode.rawValue),
            ])
    }

    /// The error for a full-screen ad that cannot be shown, by the network's reason (FUL-3, FUL-4).
    static func presentationFailure(_ reason: SamplePresentationError) -> NSError {
        switch reason {
        case .notReady: make(.adNotReady, "The ad cannot be shown: the Sample Ad SDK has no ad loaded for it.")
        case .expired: make(.adNotReady, "The ad cannot be shown: the Sample Ad SDK's ad expired.")
        case .alreadyPresented: make(.alreadyPresented, "The ad was shown already; a full-screen ad is shown once.")
        case .showFailed: make(.presentationFailure, "The Sample Ad SDK failed to show the ad.")
        }
    }

    /// The error for a missing or empty server parameter.
    static let missingAdUnit = make(
        .invalidServerParameter,
        "The ad source has no ad unit: the server parameter \"parameter\" is missing or empty.")
}
