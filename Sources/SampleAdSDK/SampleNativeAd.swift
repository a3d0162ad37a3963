import Foundation
import UIKit
import ScriptedNetwork

/// A native ad as the Sample Ad SDK returns it. Asset properties are implicitly unwrapped,
/// as Swift imports the real header (which has no nullability annotations): code written
/// against the real SDK compiles, and an absent asset is `nil`.
open class SampleNativeAd: NSObject {
    /// The advertiser's name.
    public internal(set) var advertiser: String!
    /// Body text.
    public internal(set) var body: String!
    /// Call to action, such as "Install".
    public internal(set) var callToAction: String!
    /// Headline.
    public internal(set) var headline: String!
    /// The icon, when images were downloaded.
    public internal(set) var icon: UIImage!
    /// Where the icon can be fetched.
    public internal(set) var iconURL: String!
    /// Pixels per point of the icon file.
    public internal(set) var iconScale: CGFloat = 0
    /// The main image, when images were downloaded.
    public internal(set) var image: UIImage!
    /// Where the main image can be fetched.
    public internal(set) var imageURL: String!
    /// Pixels per point of the main image file.
    public internal(set) var imageScale: CGFloat = 0
    /// Stand-in extension: every image returned (one unless several were requested).
    public internal(set) var images: [SampleNativeAdImage] = []
    /// The video view; only ads with video have one.
    public internal(set) var mediaView: SampleMediaView!
    /// Price text.
    public internal(set) var price: String!
    /// Store rating.
    public internal(set) var starRating: NSDecimalNumber!
    /// Store name.
    public internal(set) var store: String!
    /// The extra asset the real SDK uses to show how adapters pass network-specific assets.
    public internal(set) var degreeOfAwesomeness: String!

    /// Stand-in extension: the network's ready-made AdChoices view, when it supplies one.
    public internal(set) var adInfoView: SampleAdInfoView?
    /// Stand-in extension: the AdChoices icon, when the network supplies only icon and URL
    /// (the adapter then builds the view, ADC-2). Always downloaded: it is network branding.
    public internal(set) var adChoicesIcon: UIImage?
    /// Stand-in extension: where the AdChoices icon can be fetched.
    public internal(set) var adChoicesIconURL: String?
    /// Stand-in extension: where a tap on the adapter-built AdChoices view must go.
    public internal(set) var adChoicesClickURL: String?

    /// Stand-in extension: receives the network's own click, impression and video reports.
    public weak var delegate: (any SampleNativeAdDelegate)?

    /// Where a click takes the user; set by the loader.
    var destination: ClickDestination?
    /// The scenario's host, captured at fetch time so notes land in the right trace.
    var host: (any NetworkHost)?

    /// Creates an empty ad; the loader fills it.
    public override init() { super.init() }

    /// Handles a click the SDK recorded on `view`: like a real SDK, the network logs it and
    /// navigates to the ad's destination (first openable deep link, else the URL).
    open func handleClick(on view: UIView) {
        host?.note(SampleNetworkNotes.handleClick(on: view))
        if let destination { SampleNavigation.open(destination) }
    }

    /// Records an impression the SDK counted.
    open func recordImpression() {
        host?.note(SampleNetworkNotes.recordImpression)
    }

    /// Hands the rendered ad view to the network so it could track it itself. The network
    /// does not add its ad-info view here: the adapter exposes it (one AdChoices view, ADC-3).
    open func setNativeAdView(_ view: UIView) {
        host?.note(SampleNetworkNotes.setNativeAdView)
    }

    /// Starts the video after rendering.
    open func playVideo() {
        host?.note(SampleNetworkNotes.playVideo)
    }
}
