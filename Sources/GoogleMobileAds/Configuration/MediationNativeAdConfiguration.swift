import Foundation

/// A native request: the common configuration plus the publisher's loader options.
open class MediationNativeAdConfiguration: MediationAdConfiguration {
    /// Loader options the publisher passed to the ad loader, in order.
    public let options: [AdLoaderOptions]

    /// Harness-only (the real class has no public initializer): the SDK side builds it.
    package init(
        options: [AdLoaderOptions],
        credentials: MediationCredentials,
        bidResponse: String? = nil,
        topViewController: UIViewController? = nil,
        watermark: Data? = nil,
        extras: (any AdNetworkExtras)? = nil,
        isTestRequest: Bool = false,
        childDirectedTreatment: NSNumber? = nil,
        underAgeOfConsent: NSNumber? = nil
    ) {
        self.options = options
        super.init(
            credentials: credentials, bidResponse: bidResponse, topViewController: topViewController,
            watermark: watermark, extras: extras, isTestRequest: isTestRequest,
            childDirectedTreatment: childDirectedTreatment, underAgeOfConsent: underAgeOfConsent)
    }
}
