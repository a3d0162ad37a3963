import Foundation

/// An image as the SDK sees it on the mapped ad.
public struct ImageSnapshot: Codable, Equatable, Sendable {
    /// `imageURL?.absoluteString`.
    public var url: String?
    /// The image bytes as text, when the image is loaded.
    public var data: String?
    /// `scale`.
    public var scale: Double
}

/// The mapped native ad, as read by the SDK right after a successful completion.
public struct AssetSnapshot: Codable, Equatable, Sendable {
    public var headline: String?
    public var body: String?
    public var callToAction: String?
    public var advertiser: String?
    public var store: String?
    public var price: String?
    /// `starRating` as decimal text.
    public var starRating: String?
    public var icon: ImageSnapshot?
    public var images: [ImageSnapshot]?
    /// `extraAssets`, values rendered as text.
    public var extraAssets: [String: String]?
    /// Type name of `adChoicesView`, if any.
    public var adChoicesView: String?
    /// Type name of `mediaView`, if any.
    public var mediaView: String?
    /// Whether the media view holds an image view with an image.
    public var mediaViewShowsImage: Bool
    public var hasVideoContent: Bool
    /// Whether the adapter implements `hasVideoContent` itself.
    public var implementsHasVideoContent: Bool
    public var handlesUserClicks: Bool
    public var handlesUserImpressions: Bool
}

/// The rendered native ad view, as the SDK sees it after `didRender…`.
public struct RenderSnapshot: Codable, Equatable, Sendable {
    /// How many distinct AdChoices views the ad view holds.
    public var adChoicesViews: Int
    /// Whether one of them is the network's own AdChoices view.
    public var networkAdChoicesViewPresent: Bool
    /// The corner the (first) AdChoices view sits in, if any.
    public var adChoicesCorner: String?
}

/// The banner view an adapter returned, as the SDK sees it.
public struct BannerSnapshot: Codable, Equatable, Sendable {
    /// Type name of the view.
    public var type: String
    /// Size of its frame.
    public var width: Double
    public var height: Double
    /// Whether it is one of the network's banner views.
    public var isNetworkView: Bool
    /// Whether it is the very view that fetched the ad.
    public var isFetchingView: Bool
}
