import Foundation

/// A banner request: the common configuration plus the requested size.
open class MediationBannerAdConfiguration: MediationAdConfiguration {
    /// The size the publisher asked for.
    public let adSize: AdSize

    /// Harness-only (the real class has no public initializer): the SDK side builds it.
    package init(
        adSize: AdSize,
        credentials: MediationCredentials,
        bidResponse: String? = nil,
        topViewController: UIViewController? = nil,
        watermark: Data? = nil,
        extras: (any AdNetworkExtras)? = nil,
        isTestRequest: Bool = false,
        childDirectedTreatment: NSNumber? = nil,
        underAgeOfConsent: NSNumber? = nil
    ) {
        self.adSize = adSize
        super.init(
            credentials: credentials, bidResponse: bidResponse, topViewController: topViewController,
            watermark: watermark, extras: extras, isTestRequest: isTestRequest,
            childDirectedTreatment: childDirectedTreatment, underAgeOfConsent: underAgeOfConsent)
    }
}
