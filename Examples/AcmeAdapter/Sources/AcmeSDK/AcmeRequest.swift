import Foundation

/// Targeting and mode flags every Acme request carries.
public struct AcmeRequestOptions: Sendable, Equatable {
    /// Test ads: served, never billed.
    public var testMode = false
    /// Child-directed treatment (COPPA); `nil` leaves Acme's default.
    public var childDirected: Bool?
    /// Under the age of consent (GDPR); `nil` leaves Acme's default.
    public var underAgeOfConsent: Bool?
    /// The winning bid to load from; `nil` loads by placement.
    public var bidPayload: String?
    /// The watermark to draw over the bid's ad, base64-encoded as Acme's API takes it.
    public var watermarkBase64: String?
    /// Creates options.
    public init(
        testMode: Bool = false, childDirected: Bool? = nil, underAgeOfConsent: Bool? = nil, bidPayload: String? = nil,
        watermarkBase64: String? = nil
    ) {
        self.testMode = testMode
        self.childDirected = childDirected
        self.underAgeOfConsent = underAgeOfConsent
        self.bidPayload = bidPayload
        self.watermarkBase64 = watermarkBase64
    }
}

/// The media orientation Acme should prefer for native creatives.
public enum AcmeMediaOrientation: String, Sendable {
    case any, landscape, portrait
}

/// Options for a native request.
public struct AcmeNativeOptions: Sendable, Equatable {
    /// Flags shared with banners.
    public var request = AcmeRequestOptions()
    /// How many images Acme may return (1 unless the publisher asked for several).
    public var maxImages = 1
    /// Preferred media orientation.
    public var orientation = AcmeMediaOrientation.any
    /// Creates options.
    public init(
        request: AcmeRequestOptions = AcmeRequestOptions(), maxImages: Int = 1, orientation: AcmeMediaOrientation = .any
    ) {
        self.request = request
        self.maxImages = maxImages
        self.orientation = orientation
    }
}

/// A banner slot size in points.
public struct AcmeBannerSize: Sendable, Equatable {
    public var width: Double
    public var height: Double
    /// Creates a size.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}
