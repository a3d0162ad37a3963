import Foundation
import GoogleMobileAds

/// Fetches an image the network gave only as a URL although the publisher wants image data
/// (OPT-4). Injected, because this package has no real network to download from.
public protocol SampleCustomEventImageLoading: AnyObject {
    /// The image at `url`, or `nil` when it cannot be fetched. Called on the network's
    /// callback thread, before the load completes.
    func image(at url: URL, scale: CGFloat) -> UIImage?
}
