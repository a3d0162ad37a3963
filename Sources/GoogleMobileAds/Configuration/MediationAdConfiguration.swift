import Foundation

/// Everything the SDK knows about one ad request, handed to a `load…` call.
/// The SDK creates it; adapters only read it.
open class MediationAdConfiguration: NSObject {
    /// The bid response for bidding requests, `nil` for waterfall.
    public let bidResponse: String?
    /// The view controller to present from.
    public let topViewController: UIViewController?
    /// The ad source's credentials; the server parameter is `settings["parameter"]`.
    public let credentials: MediationCredentials
    /// Watermark to show over the ad, if any.
    public let watermark: Data?
    /// Publisher extras of the adapter's `networkExtrasClass()`.
    public let extras: (any AdNetworkExtras)?
    /// Whether this is a test request.
    public let isTestRequest: Bool
    /// Child-directed treatment: `nil` unspecified, else a boolean number.
    public let childDirectedTreatment: NSNumber?
    /// Under-age-of-consent treatment: `nil` unspecified, else a boolean number.
    public let underAgeOfConsent: NSNumber?
    /// Whether a user location is present.
    public let hasUserLocation: Bool
    /// User latitude, when present.
    public let userLatitude: CGFloat
    /// User longitude, when present.
    public let userLongitude: CGFloat
    /// Location accuracy in metres.
    public let userLocationAccuracyInMeters: CGFloat

    /// Harness-only (the real class has no public initializer): the SDK side builds it.
    package init(
        credentials: MediationCredentials,
        bidResponse: String? = nil,
        topViewController: UIViewController? = nil,
        watermark: Data? = nil,
        extras: (any AdNetworkExtras)? = nil,
        isTestRequest: Bool = false,
        childDirectedTreatment: NSNumber? = nil,
        underAgeOfConsent: NSNumber? = nil
    ) {
        self.credentials = credentials
        self.bidResponse = bidResponse
        self.topViewController = topViewController
        self.watermark = watermark
        self.extras = extras
        self.isTestRequest = isTestRequest
        self.childDirectedTreatment = childDirectedTreatment
        self.underAgeOfConsent = underAgeOfConsent
        self.hasUserLocation = false
        self.userLatitude = 0
        self.userLongitude = 0
        self.userLocationAccuracyInMeters = 0
        super.init()
    }
}
