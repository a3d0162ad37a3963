import Foundation
import Synchronization

/// The SDK's global object, reduced to what adapters read: its version and the
/// publisher's global request configuration.
public final class MobileAds: NSObject, Sendable {
    public static let shared = MobileAds()
    /// Older spelling of `shared`.
    public static func sharedInstance() -> MobileAds { shared }

    /// The SDK's version. The stand-ins mirror Google Mobile Ads 13.
    public static func version() -> VersionNumber { VersionNumber(majorVersion: 13, minorVersion: 0, patchVersion: 0) }
    /// The SDK's version, as the shared instance gives it.
    public var versionNumber: VersionNumber { Self.version() }
    /// The SDK's version as text.
    public var sdkVersion: String { versionNumber.description }
    /// Whether the SDK is at least the given version.
    public func isSDKVersionAtLeast(major: Int, minor: Int, patch: Int) -> Bool {
        let v = versionNumber
        return (v.majorVersion, v.minorVersion, v.patchVersion) >= (major, minor, patch)
    }
    /// The publisher's settings for every request, privacy tags among them.
    public let requestConfiguration = RequestConfiguration()
    private let volume = Mutex<(Float, Bool)>((1, false))
    /// App volume, 0 to 1.
    public var applicationVolume: Float {
        get { volume.withLock { $0.0 } }
        set { volume.withLock { $0.0 = newValue } }
    }
    /// Whether the app is muted.
    public var isApplicationMuted: Bool {
        get { volume.withLock { $0.1 } }
        set { volume.withLock { $0.1 = newValue } }
    }
}

/// The highest content rating the publisher allows (an Objective-C typed string enum).
public struct GADMaxAdContentRating: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let general = GADMaxAdContentRating(rawValue: "G")
    public static let parentalGuidance = GADMaxAdContentRating(rawValue: "PG")
    public static let teen = GADMaxAdContentRating(rawValue: "T")
    public static let matureAudience = GADMaxAdContentRating(rawValue: "MA")
}
public let GADMaxAdContentRatingGeneral = GADMaxAdContentRating.general
public let GADMaxAdContentRatingParentalGuidance = GADMaxAdContentRating.parentalGuidance
public let GADMaxAdContentRatingTeen = GADMaxAdContentRating.teen
public let GADMaxAdContentRatingMatureAudience = GADMaxAdContentRating.matureAudience

/// How the publisher treats the user's age (GMA 13): a child, a teen, or unspecified.
public enum AgeRestrictedTreatment: Int, Sendable {
    case unspecified = 0
    case child = 1
    case teen = 2
}

/// Whether ads may be personalized, as the publisher set it.
public enum PublisherPrivacyPersonalizationState: Int, Sendable {
    case `default` = 0
    case enabled = 1
    case disabled = 2
}

/// Publisher-wide request settings. The harness sets them for each scenario and resets them
/// between scenarios; adapters read them (privacy tags in set-up and loads).
public final class RequestConfiguration: NSObject, @unchecked Sendable {
    private struct State {
        var tagForChildDirectedTreatment: NSNumber?
        var tagForUnderAgeOfConsent: NSNumber?
        var ageRestrictedTreatment = AgeRestrictedTreatment.unspecified
        var maxAdContentRating: GADMaxAdContentRating?
        var testDeviceIdentifiers: [String]?
        var publisherPrivacyPersonalizationState = PublisherPrivacyPersonalizationState.default
        var publisherFirstPartyIDEnabled = true
    }
    private let state = Mutex(State())

    /// Child-directed treatment: `nil` unspecified, else a boolean number.
    public var tagForChildDirectedTreatment: NSNumber? {
        get { state.withLock { $0.tagForChildDirectedTreatment } }
        set { state.withLock { $0.tagForChildDirectedTreatment = newValue } }
    }
    /// Under-age-of-consent treatment: `nil` unspecified, else a boolean number.
    public var tagForUnderAgeOfConsent: NSNumber? {
        get { state.withLock { $0.tagForUnderAgeOfConsent } }
        set { state.withLock { $0.tagForUnderAgeOfConsent = newValue } }
    }
    /// The user's age treatment (GMA 13).
    public var ageRestrictedTreatment: AgeRestrictedTreatment {
        get { state.withLock { $0.ageRestrictedTreatment } }
        set { state.withLock { $0.ageRestrictedTreatment = newValue } }
    }
    public var maxAdContentRating: GADMaxAdContentRating? {
        get { state.withLock { $0.maxAdContentRating } }
        set { state.withLock { $0.maxAdContentRating = newValue } }
    }
    /// Devices that get test ads.
    public var testDeviceIdentifiers: [String]? {
        get { state.withLock { $0.testDeviceIdentifiers } }
        set { state.withLock { $0.testDeviceIdentifiers = newValue } }
    }
    public var publisherPrivacyPersonalizationState: PublisherPrivacyPersonalizationState {
        get { state.withLock { $0.publisherPrivacyPersonalizationState } }
        set { state.withLock { $0.publisherPrivacyPersonalizationState = newValue } }
    }
    /// Whether the SDK may use first-party identifiers.
    public func setPublisherFirstPartyIDEnabled(_ enabled: Bool) {
        state.withLock { $0.publisherFirstPartyIDEnabled = enabled }
    }

    /// Harness-only: back to a fresh process's settings.
    package func reset() { state.withLock { $0 = State() } }
    /// Harness-only: whether first-party identifiers are enabled.
    package var isPublisherFirstPartyIDEnabled: Bool { state.withLock { $0.publisherFirstPartyIDEnabled } }
}

public typealias GADMobileAds = MobileAds
public typealias GADRequestConfiguration = RequestConfiguration
public typealias GADAgeRestrictedTreatment = AgeRestrictedTreatment
public typealias GADPublisherPrivacyPersonalizationState = PublisherPrivacyPersonalizationState
public let GADAgeRestrictedTreatmentUnspecified = AgeRestrictedTreatment.unspecified
public let GADAgeRestrictedTreatmentChild = AgeRestrictedTreatment.child
public let GADAgeRestrictedTreatmentTeen = AgeRestrictedTreatment.teen

public let GADErrorDomain = "com.google.admob"
