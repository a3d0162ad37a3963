import Foundation

/// The credentials of every ad source configured for an adapter, passed to `setUp`.
open class MediationServerConfiguration: NSObject, @unchecked Sendable {
    /// All credentials for the adapter.
    public let credentials: [MediationCredentials]

    /// Harness-only (the real class has no public initializer): the SDK side builds it.
    package init(credentials: [MediationCredentials]) {
        self.credentials = credentials
        super.init()
    }
}
