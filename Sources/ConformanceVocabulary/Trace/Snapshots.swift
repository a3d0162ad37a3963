import GoogleMobileAds
import Foundation

/// An image as the SDK sees it on the mapped ad.
package struct ImageSnapshot: Equatable, Sendable {
    /// `imageURL?.absoluteString`.
    package var url: String?
    /// The image bytes as text, when the image is loaded.
    package var data: String?
    /// `scale`.
    package var scale: Double

    package init(url: String? = nil, data: String? = nil, scale: Double) {
        self.url = url
        self.data = data
        self.scale = scale
    }
}

/// The mapped native ad, as read by the SDK right after a successful completion.
package struct AssetSnapshot: Equatable, Sendable {
    package var headline: String?
    package var body: String?
    package var callToAction: String?
    package var advertiser: String?
    package var store: String?
    package var price: String?
    /// `starRating` as decimal text.
    package var starRating: String?
    package var icon: ImageSnapshot?
    package var images: [ImageSnapshot]?
    /// `extraAssets`, values rendered as text.
    package var extraAssets: [String: String]?
    /// Type name of `adChoicesView`, if any.
    package var adChoicesView: String?
    /// Type name of `mediaView`, if any.
    package var mediaView: String?
    /// Whether the media view holds an image view with an image.
    package var mediaViewShowsImage: Bool
    package var hasVideoContent: Bool
    /// Whether the adapter implements `hasVideoContent` itself.
    package var implementsHasVideoContent: Bool
    package var handlesUserClicks: Bool
    package var handlesUserImpressions: Bool

    package init(
        headline: String? = nil, body: String? = nil, callToAction: String? = nil, advertiser: String? = nil,
        store: String? = nil, price: String? = nil, starRating: String? = nil, icon: ImageSnapshot? = nil,
        images: [ImageSnapshot]? = nil, extraAssets: [String: String]? = nil, adChoicesView: String? = nil,
        mediaView: String? = nil, mediaViewShowsImage: Bool, hasVideoContent: Bool, implementsHasVideoContent: Bool,
        handlesUserClicks: Bool, handlesUserImpressions: Bool
    ) {
        self.headline = headline
        self.body = body
        self.callToAction = callToAction
        self.advertiser = advertiser
        self.store = store
        self.price = price
        self.starRating = starRating
        self.icon = icon
        self.images = images
        self.extraAssets = extraAssets
        self.adChoicesView = adChoicesView
        self.mediaView = mediaView
        self.mediaViewShowsImage = mediaViewShowsImage
        self.hasVideoContent = hasVideoContent
        self.implementsHasVideoContent = implementsHasVideoContent
        self.handlesUserClicks = handlesUserClicks
        self.handlesUserImpressions = handlesUserImpressions
    }
}

/// The rendered native ad view, as the SDK sees it after `didRender…`.
package struct RenderSnapshot: Equatable, Sendable {
    /// How many distinct AdChoices views the ad view holds.
    package var adChoicesViews: Int
    /// Whether one of them is the network's own AdChoices view.
    package var networkAdChoicesViewPresent: Bool
    /// The corner the (first) AdChoices view sits in, if any.
    package var adChoicesCorner: AdChoicesPosition?
    /// Whether the media view shows an image once rendered: a network that draws its main
    /// image into the media view when the ad is registered (Google's Bigo adapter) supplies
    /// it there rather than in `images`.
    package var mediaShowsImage: Bool = false
    /// Whether the network (or adapter) drew views into the SDK's own media view while the
    /// ad was rendered (MED-1, MED-3 with `rendersIntoSDKViews`).
    package var mediaDrawnIntoSDKView: Bool = false

    package init(
        adChoicesViews: Int, networkAdChoicesViewPresent: Bool, adChoicesCorner: AdChoicesPosition? = nil,
        mediaShowsImage: Bool = false, mediaDrawnIntoSDKView: Bool = false
    ) {
        self.adChoicesViews = adChoicesViews
        self.networkAdChoicesViewPresent = networkAdChoicesViewPresent
        self.adChoicesCorner = adChoicesCorner
        self.mediaShowsImage = mediaShowsImage
        self.mediaDrawnIntoSDKView = mediaDrawnIntoSDKView
    }
}

/// The banner view an adapter returned, as the SDK sees it.
package struct BannerSnapshot: Equatable, Sendable {
    /// Type name of the view.
    package var type: String
    /// Size of its frame.
    package var width: Double
    package var height: Double
    /// Whether it is one of the network's banner views.
    package var isNetworkView: Bool
    /// Whether it is the very view that fetched the ad.
    package var isFetchingView: Bool

    package init(type: String, width: Double, height: Double, isNetworkView: Bool, isFetchingView: Bool) {
        self.type = type
        self.width = width
        self.height = height
        self.isNetworkView = isNetworkView
        self.isFetchingView = isFetchingView
    }
}
