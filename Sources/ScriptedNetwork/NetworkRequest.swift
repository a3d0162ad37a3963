import Foundation

/// What an adapter asked of the network, in the shared vocabulary. Fields a network has
/// no notion of stay `nil`; the rules compare them with the ad configuration.
public struct NetworkRequest: Equatable, Sendable {
    /// "banner", "native", "interstitial", "rewarded", "rewardedInterstitial" or "appOpen".
    public var format: String
    /// The ad unit or placement the adapter fetched from; `nil` when it set none.
    public var adUnit: String?
    /// Whether the adapter asked for test ads; `nil` when the network has no test mode.
    public var testMode: Bool?
    /// Whether the network should download images (`false`: URLs only); `nil` when the
    /// network has no such option.
    public var downloadImages: Bool?
    /// Preferred orientation: "any", "landscape" or "portrait".
    public var orientation: String?
    /// Whether several images were asked for.
    public var multipleImages: Bool?
    /// AdChoices corner: "topRight", "topLeft", "bottomRight", "bottomLeft".
    public var adChoicesPosition: String?
    /// Banner width in points; OPT-9 compares it with the requested size.
    public var bannerWidth: Double?
    /// Banner height in points; OPT-9 compares it with the requested size.
    public var bannerHeight: Double?
    /// The child-directed treatment the adapter passed on; `nil` when unspecified or when
    /// the network has no such flag (OPT-10).
    public var childDirected: Bool?
    /// The under-age-of-consent flag the adapter passed on; `nil` when unset or when the
    /// network has no such flag (PRV-1).
    public var underAgeOfConsent: Bool?
    /// The bid response a bidding load handed the network to load from; `nil` for a
    /// waterfall fetch by ad unit (BID-7).
    public var bidResponse: String?
    /// The watermark the network was given, as UTF-8 text of the bytes or as base64, in the
    /// encoding the fixture declares (BID-8); `nil` when none was passed.
    public var watermark: String?

    /// Only `format` is required; fields the network has no notion of stay `nil`.
    public init(
        format: String, adUnit: String? = nil, testMode: Bool? = nil, downloadImages: Bool? = nil,
        orientation: String? = nil, multipleImages: Bool? = nil, adChoicesPosition: String? = nil,
        bannerWidth: Double? = nil, bannerHeight: Double? = nil, childDirected: Bool? = nil,
        underAgeOfConsent: Bool? = nil, bidResponse: String? = nil, watermark: String? = nil
    ) {
        self.format = format; self.adUnit = adUnit; self.testMode = testMode
        self.downloadImages = downloadImages; self.orientation = orientation
        self.multipleImages = multipleImages; self.adChoicesPosition = adChoicesPosition
        self.bannerWidth = bannerWidth; self.bannerHeight = bannerHeight
        self.childDirected = childDirected
        self.underAgeOfConsent = underAgeOfConsent; self.bidResponse = bidResponse; self.watermark = watermark
    }
}
