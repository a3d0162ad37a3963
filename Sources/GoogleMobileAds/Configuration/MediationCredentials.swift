import Foundation

/// One set of ad-source settings entered by the publisher in the Ad Manager / AdMob UI.
/// Built by the SDK (here: the harness); adapters only read it.
open class MediationCredentials: NSObject, @unchecked Sendable {
    /// The format these credentials are for.
    public let format: AdFormat
    /// The settings; a custom event's server parameter is under `"parameter"`.
    public let settings: [String: Any]

    /// Harness-only (the real class has no public initializer): the SDK side builds it.
    package init(format: AdFormat, settings: [String: Any]) {
        self.format = format
        self.settings = settings
        super.init()
    }
}
