import Foundation
import Synchronization

/// The SDK's global object, reduced to what adapters read: its version and the
/// publisher's global request configuration.
public final class MobileAds: NSObject, Sendable {
    public static let shared = MobileAds()
    /// Older spelling of `shared`.
    public static func sharedInstance() -> MobileAds { shared }

    /// The stand-in reports 12.0.0.
    public var versionNumber: VersionNumber { VersionNumber(majorVersion: 12, minorVersion: 0, patchVersion: 0) }
    /// The SDK's version as text.
    public var sdkVersion: String { versionNumber.description }
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

/// Publisher-wide request settings.
public final class RequestConfiguration: NSObject, @unchecked Sendable {
    /// Child-directed treatment: `nil` unspecified.
    public var tagForChildDirectedTreatment: NSNumber?
    /// Under-age-of-consent treatment: `nil` unspecified.
    public var tagForUnderAgeOfConsent: NSNumber?
    public var maxAdContentRating: String?
    /// Devices that get test ads.
    public var testDeviceIdentifiers: [String]?
}

public typealias GADMobileAds = MobileAds
public typealias GADRequestConfiguration = RequestConfiguration

public let GADErrorDomain = "com.google.admob"
