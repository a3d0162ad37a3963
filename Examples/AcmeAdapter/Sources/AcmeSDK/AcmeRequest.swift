import Foundation

/// Targeting and mode flags every Acme request carries.
public struct AcmeRequestOptions: Sendable, Equatable {
    /// Test ads: served, never billed.
    public var testMode = false
    /// Child-directed treatment (COPPA); `nil` leaves Acme's default.
    public var childDirected: Bool?
    /// Creates options.
    public init(testMode: Bool = false, childDirected: Bool? = nil) {
        self.testMode = testMode
        self.childDirected = childDirected
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
