import Foundation

/// What the network under an adapter can do. A rule that needs a capability the network
/// lacks is skipped with that reason, never passed silently. Start from `.all` and remove
/// what the network cannot do, so a capability added in a later release is judged by default.
public typealias NetworkCapabilities = Set<NetworkCapability>

/// One thing a network may or may not be able to do; each rule names the one it needs.
public enum NetworkCapability: String, CaseIterable, Sendable {
    /// The network serves banners.
    case banner
    /// The network serves native ads.
    case native
    /// The network has video ads.
    case video
    /// The network supplies its AdChoices as a ready view.
    case adChoicesView
    /// The network supplies AdChoices as an icon image plus a click-through URL.
    case adChoicesIconAndURL
    /// The network can place its AdChoices icon in a requested corner.
    case adChoicesPositions
    /// The network has a test mode.
    case testMode
    /// The network has a child-directed flag.
    case childDirected
    /// The network can return several images.
    case multipleImages
    /// The network takes an image orientation preference.
    case imageOrientation
    /// The network can skip downloading images.
    case imageDownloadOption
    /// The network reports full-screen presentation from banners.
    case fullScreenEvents
    /// The network reports video playback events (play, pause, end, mute, unmute).
    case videoEvents
    /// The network reports banner impressions.
    case bannerImpressionEvents
    /// The network's set-up needs credentials: without a usable one it cannot start, so
    /// the adapter's set-up must fail (ADP-2). Networks that start without any lack it.
    case setUpCredentials
    /// The network tells its adapter about a full-screen ad's impression, clicks, coming
    /// dismissal, failed show and video, not only that it presented and closed. (The Sample
    /// SDK's public headers have no such callbacks.)
    case fullScreenAdEvents
    /// The network's bid-token call takes a banner size (BID-6).
    case signalAdSize
    /// The network's bidding load takes the configuration's watermark (BID-8).
    case watermark
    /// The network reports video start and end for rewarded ads (RWD-3).
    case rewardedVideoEvents
    /// The network reports no banner click of its own: its "will leave application" callback
    /// is the click (BAN-2). A network with a click callback lacks it.
    case leaveApplicationIsClick
    /// The network draws its media into the SDK's own media view, the one the ad view passes
    /// to `didRender…` among its asset views, rather than handing the adapter a view (MED-1,
    /// MED-3 then judge what it drew there).
    case rendersIntoSDKViews
    /// The network's native ads can carry a body text.
    case assetBody
    /// …a call to action.
    case assetCallToAction
    /// …an advertiser name.
    case assetAdvertiser
    /// …a store name.
    case assetStore
    /// …a price.
    case assetPrice
    /// …a star rating.
    case assetStarRating
    /// …an icon.
    case assetIcon
    /// …assets beyond the standard ones.
    case assetExtras

    /// Words for skip reasons and listings.
    public var displayName: String {
        switch self {
        case .banner: "banner ads"
        case .native: "native ads"
        case .video: "video"
        case .adChoicesView: "AdChoices view"
        case .adChoicesIconAndURL: "AdChoices as icon and URL"
        case .adChoicesPositions: "AdChoices positions"
        case .testMode: "test mode"
        case .childDirected: "child-directed flag"
        case .multipleImages: "multiple images"
        case .imageOrientation: "image orientation preference"
        case .imageDownloadOption: "option to skip image downloads"
        case .fullScreenEvents: "full-screen events"
        case .videoEvents: "video events"
        case .bannerImpressionEvents: "banner impression events"
        case .setUpCredentials: "set-up that needs credentials"
        case .fullScreenAdEvents: "full-screen impression, click, show-failure and video callbacks"
        case .signalAdSize: "bid-token call that takes a banner size"
        case .watermark: "bidding load that takes a watermark"
        case .rewardedVideoEvents: "video start and end callbacks for rewarded ads"
        case .leaveApplicationIsClick: "leave-application callback standing for the click"
        case .rendersIntoSDKViews: "drawing its media into the SDK's media view"
        case .assetBody: "native body text"
        case .assetCallToAction: "native call to action"
        case .assetAdvertiser: "native advertiser"
        case .assetStore: "native store"
        case .assetPrice: "native price"
        case .assetStarRating: "native star rating"
        case .assetIcon: "native icon"
        case .assetExtras: "native extra assets"
        }
    }
}

extension Set where Element == NetworkCapability {
    /// Every capability the harness knows.
    public static var all: Self { Set(NetworkCapability.allCases) }
}
