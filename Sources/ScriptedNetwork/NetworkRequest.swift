import Foundation

/// What an adapter asked of the network, in the shared vocabulary. Fields a network has
/// no notion of stay `nil`; the rules compare them with the ad configuration.
public struct NetworkRequest: Codable, Equatable, Sendable {
    /// "banner" or "native".
    public var format: String
    /// Ad unit / placement ID.
    public var adUnit: String?
    /// Test mode.
    public var testMode: Bool?
    /// Whether the network should download images.
    public var downloadImages: Bool?
    /// Preferred orientation: "any", "landscape" or "portrait".
    public var orientation: String?
    /// Whether several images were asked for.
    public var multipleImages: Bool?
    /// AdChoices corner: "topRight", "topLeft", "bottomRight", "bottomLeft".
    public var adChoicesPosition: String?
    /// Banner width and height in points.
    public var bannerWidth: Double?
    /// Banner height in points; OPT-9 compares it with the requested size.
    public var bannerHeight: Double?
    /// Child-directed flag.
    public var childDirected: Bool?

    /// Creates a request record.
    public init(
        format: String, adUnit: String? = nil, testMode: Bool? = nil, downloadImages: Bool? = nil,
        orientation: String? = nil, multipleImages: Bool? = nil, adChoicesPosition: String? = nil,
        bannerWidth: Double? = nil, bannerHeight: Double? = nil, childDirected: Bool? = nil
    ) {
        self.format = format; self.adUnit = adUnit; self.testMode = testMode
        self.downloadImages = downloadImages; self.orientation = orientation
        self.multipleImages = multipleImages; self.adChoicesPosition = adChoicesPosition
        self.bannerWidth = bannerWidth; self.bannerHeight = bannerHeight
        self.childDirected = childDirected
    }
}
