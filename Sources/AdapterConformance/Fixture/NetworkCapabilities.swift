import Foundation

/// What the network under an adapter can do. A rule that needs something the network
/// lacks is skipped with that reason, never passed silently.
public struct NetworkCapabilities: Sendable, Equatable {
    /// The network serves banners.
    public var banner = true
    /// The network serves native ads.
    public var native = true
    /// The network has video ads and reports video events.
    public var video = true
    /// The network supplies its AdChoices as a ready view.
    public var adChoicesView = true
    /// The network supplies AdChoices as an icon image plus a click-through URL.
    public var adChoicesIconAndURL = true
    /// The network can place its AdChoices icon in a requested corner.
    public var adChoicesPositions = true
    /// The network has a test mode.
    public var testMode = true
    /// The network has a child-directed flag.
    public var childDirected = true
    /// The network can return several images.
    public var multipleImages = true
    /// The network takes an image orientation preference.
    public var imageOrientation = true
    /// The network can skip downloading images.
    public var imageDownloadOption = true
    /// The network reports full-screen presentation from banners.
    public var fullScreenEvents = true
    /// The network reports video playback events (play, pause, end, mute, unmute).
    public var videoEvents = true
    /// The network reports banner impressions.
    public var bannerImpressionEvents = true

    /// Everything supported.
    public init() {}

    /// What the Sample Ad SDK's public API offers an adapter (the API Google's custom-event
    /// sample is written against): an ad-info view, image orientation and download options,
    /// test mode, video through its media view, and banner clicks. The stand-in's additions
    /// (AdChoices icon and URL, AdChoices corners, the child flag, several images, video,
    /// full-screen and banner impression callbacks) are off, so an adapter written against
    /// the real API is never judged on what that API cannot express.
    public static let sampleSDKPublicAPI: NetworkCapabilities = {
        var capabilities = NetworkCapabilities()
        capabilities.adChoicesIconAndURL = false
        capabilities.adChoicesPositions = false
        capabilities.childDirected = false
        capabilities.multipleImages = false
        capabilities.fullScreenEvents = false
        capabilities.videoEvents = false
        capabilities.bannerImpressionEvents = false
        return capabilities
    }()

    /// Everything the Sample Ad SDK stand-in can do, including its additions to the public
    /// API; for adapters written against the stand-in (the reference and its variants).
    public static let sampleSDKStandIn = NetworkCapabilities()

    /// Whether the network has `capability`.
    public func has(_ capability: NetworkCapability) -> Bool {
        switch capability {
        case .banner: banner
        case .native: native
        case .video: video
        case .adChoicesView: adChoicesView
        case .adChoicesIconAndURL: adChoicesIconAndURL
        case .adChoicesPositions: adChoicesPositions
        case .testMode: testMode
        case .childDirected: childDirected
        case .multipleImages: multipleImages
        case .imageOrientation: imageOrientation
        case .imageDownloadOption: imageDownloadOption
        case .fullScreenEvents: fullScreenEvents
        case .videoEvents: videoEvents
        case .bannerImpressionEvents: bannerImpressionEvents
        }
    }
}

/// One network capability, by name; rules name the one they need.
public enum NetworkCapability: String, CaseIterable, Sendable {
    case banner, native, video, adChoicesView, adChoicesIconAndURL, adChoicesPositions
    case testMode, childDirected, multipleImages, imageOrientation, imageDownloadOption, fullScreenEvents
    case videoEvents, bannerImpressionEvents

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
        }
    }
}
