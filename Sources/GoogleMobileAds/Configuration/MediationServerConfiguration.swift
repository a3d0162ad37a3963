import Foundation

/// The credentials of every ad source configured for an adapter, passed to `setUp`.
open class MediationServerConfiguration: NSObject, @unchecked Sendable {
    /// All credentials for the adapter.
    public let credentials: [MediationCredentials]

    /// Creates a configuration. Called by the SDK side, never by adapters.
    public init(credentials: [MediationCredentials]) {
        self.credentials = credentials
        super.init()
    }
}
