import Foundation
import UIKit
import ScriptedNetwork

/// A native ad as the Sample Ad SDK returns it. Asset properties are implicitly unwrapped,
/// as Swift imports the real header (which has no nullability annotations): code written
/// against the real SDK compiles, and an absent asset is `nil`. They are settable, as the
/// header declares them, but only the network's loader fills them.
open class SampleNativeAd: NSObject {
    /// Who paid for the ad, shown as its sponsor.
    public var advertiser: String!
    /// The ad's main text.
    public var body: String!
    /// Call to action, such as "Install".
    public var callToAction: String!
    /// The ad's title line.
    public var headline: String!
    /// The icon, when images were downloaded.
    public var icon: UIImage!
    /// Where the icon can be fetched.
    public var iconURL: String!
    /// Pixels per point of the icon file.
    public var iconScale: CGFloat = 0
    /// The main image, when images were downloaded.
    public var image: UIImage!
    /// Where the main image can be fetched.
    public var imageURL: String!
    /// Pixels per point of the main image file.
    public var imageScale: CGFloat = 0
    /// The video view; only ads with video have one.
    public var mediaView: SampleMediaView!
    /// What the advertised app costs, as display text.
    public var price: String!
    /// The advertised app's store rating, 0 to 5.
    public var starRating: NSDecimalNumber!
    /// Where the advertised app is sold, such as "App Store".
    public var store: String!
    /// The extra asset the real SDK uses to show how adapters pass network-specific assets.
    public var degreeOfAwesomeness: String!

    // The harness's additions, used by the reference adapter: several images, AdChoices as a
    // ready view or as icon plus URL, and the network's own event reports.

    /// Every image returned (one unless several were requested).
    package internal(set) var images: [SampleNativeAdImage] = []
    /// The network's ready-made AdChoices view, when it supplies one.
    package internal(set) var adInfoView: SampleAdInfoView?
    /// The AdChoices icon, when the network supplies only icon and URL (the adapter then
    /// builds the view, ADC-2). Always downloaded: it is network branding.
    package internal(set) var adChoicesIcon: UIImage?
    /// Where the AdChoices icon can be fetched.
    package internal(set) var adChoicesIconURL: String?
    /// Where a tap on the adapter-built AdChoices view must go.
    package internal(set) var adChoicesClickURL: String?
    /// Receives the network's own click, impression and video reports.
    package var delegate: (any SampleNativeAdDelegate)? {
        get { delegateReference.value }
        set { delegateReference.value = newValue }
    }
    private let delegateReference = WeakDelegate<any SampleNativeAdDelegate>()

    /// Where a click takes the user; set by the loader.
    var destination: ClickDestination?
    /// The scenario's host, captured at fetch time so what the network sees lands in the right trace.
    var host: (any NetworkHost)?

    /// Creates an empty ad; the loader fills it.
    public override init() { super.init() }

    /// Handles a click the SDK recorded on `view`: like a real SDK, the network counts it and
    /// navigates to the ad's destination (first openable deep link, else the URL). The view is
    /// implicitly unwrapped, as Swift imports the header; a `nil` one is recorded as such.
    open func handleClick(on view: UIView!) {
        host?.observe(.clickRecorded(view: view.map { TypeName.of($0) }))
        if let destination { SampleNavigation.open(destination) }
    }

    /// Records an impression the SDK counted; the network counts it.
    open func recordImpression() {
        host?.observe(.impressionRecorded)
    }

    /// The harness's addition, used by the reference adapter: hands the rendered ad view to
    /// the network so it could track it itself. The network does not add its ad-info view
    /// here: the adapter exposes it (one AdChoices view, ADC-3).
    package func setNativeAdView(_ view: UIView) {
        host?.observe(.viewRegistered(RegisteredViews(view: view)))
    }

    /// Starts the video after rendering; the network logs it.
    open func playVideo() {
        host?.note("playVideo()")
    }
}
