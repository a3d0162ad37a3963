import Foundation

/// The content a scripted network has for one ad, in a vocabulary every network shares.
/// A network stand-in (or an adapter's fake client) turns it into its own ad object.
public struct NetworkAd: Equatable, Sendable {
    /// Headline text; `nil` when the ad has none.
    public var headline: String?
    /// Body text; `nil` when the ad has none.
    public var body: String?
    /// Call-to-action text, such as "Install".
    public var callToAction: String?
    /// Who paid for the ad, shown as its sponsor; `nil` when the ad names none.
    public var advertiser: String?
    /// Where the advertised app is sold, such as "App Store"; `nil` when the ad names none.
    public var store: String?
    /// Price as display text, such as "$1.99".
    public var price: String?
    /// Star rating as decimal text ("4.5"), so it reaches `NSDecimalNumber` exactly.
    public var starRating: String?
    /// The icon; `nil` when the ad has none.
    public var icon: NetworkImage?
    /// Every image the network holds; it returns one unless multiple images were requested.
    public var images: [NetworkImage]
    /// Assets beyond the standard ones, under the network's own keys (the Sample Ad SDK
    /// reads `degreeOfAwesomeness`).
    public var extraAssets: [String: String]?
    /// Whether the ad carries video; a network then supplies a media view, and the scenario
    /// may trigger video events.
    public var hasVideo: Bool
    /// Video duration in seconds, when there is video.
    public var videoDuration: Double?
    /// Whether the network gives a ready AdChoices view, only an icon and a click URL, or none.
    public var adChoices: AdChoicesSupply
    /// Where a click takes the user; `nil` for an ad without a landing page.
    public var destination: ClickDestination?

    /// Every asset defaults to absent, and AdChoices to a ready view.
    public init(
        headline: String? = nil, body: String? = nil, callToAction: String? = nil,
        advertiser: String? = nil, store: String? = nil, price: String? = nil,
        starRating: String? = nil, icon: NetworkImage? = nil, images: [NetworkImage] = [],
        extraAssets: [String: String]? = nil, hasVideo: Bool = false, videoDuration: Double? = nil,
        adChoices: AdChoicesSupply = .view, destination: ClickDestination? = nil
    ) {
        self.headline = headline; self.body = body; self.callToAction = callToAction
        self.advertiser = advertiser; self.store = store; self.price = price
        self.starRating = starRating; self.icon = icon; self.images = images
        self.extraAssets = extraAssets; self.hasVideo = hasVideo; self.videoDuration = videoDuration
        self.adChoices = adChoices; self.destination = destination
    }

    /// A complete ad with every asset, used when a scenario does not say otherwise.
    public static let standard = NetworkAd(
        headline: "Sample headline", body: "Sample body text.", callToAction: "Install",
        advertiser: "Sample advertiser", store: "Sample store", price: "$1.99", starRating: "4.5",
        icon: NetworkImage(url: "https://ads.example.com/icon.png", bytes: "icon-bytes", scale: 2),
        images: [NetworkImage(url: "https://ads.example.com/main.png", bytes: "main-bytes", scale: 1)],
        extraAssets: ["degreeOfAwesomeness": "Mega awesome"],
        destination: ClickDestination(deepLinks: ["sample://ad/1"], url: "https://ads.example.com/landing"))
}

/// One image as the network knows it.
public struct NetworkImage: Equatable, Sendable {
    /// Where the image can be fetched; also the key `ScriptedImages` serves its bytes under.
    public var url: String
    /// The image's bytes, as text for readable scenario files.
    public var bytes: String
    /// Pixels per point of the file at `url`.
    public var scale: Double
    /// An image at `url` whose download returns `bytes`; the scale defaults to 1.
    public init(url: String, bytes: String, scale: Double = 1) {
        self.url = url; self.bytes = bytes; self.scale = scale
    }
    /// `bytes` as UTF-8 data: what a download of `url` returns.
    public var data: Data { Data(bytes.utf8) }
}

/// How a network supplies AdChoices.
public enum AdChoicesSupply: Equatable, Sendable {
    /// The network gives a ready view.
    case view
    /// The network gives an icon and a click-through URL; the adapter builds the view.
    case iconAndURL(icon: NetworkImage, clickURL: String)
    /// No AdChoices at all.
    case none
}

/// Where a click on the ad goes, in the order the SDK tries them.
public struct ClickDestination: Equatable, Sendable {
    /// Deep links; the first one an installed app can open wins.
    public var deepLinks: [String]
    /// The fallback opened in the browser.
    public var url: String
    /// Deep links are tried in order before `url`; the list may be empty.
    public init(deepLinks: [String], url: String) { self.deepLinks = deepLinks; self.url = url }
}
