import Foundation
import UIKit

/// The network's media view. The real SDK only makes one for ads with video, so an adapter
/// that equates "has a media view" with "has video" (seed 000) stays right.
open class SampleMediaView: UIView {
    /// Whether the view plays a video.
    public private(set) var hasVideo = false
    /// Video length in seconds, 0 when unknown.
    public private(set) var videoDuration: TimeInterval = 0

    /// Creates a video view of the given length.
    public convenience init(videoDuration: TimeInterval) {
        self.init(frame: .zero)
        self.hasVideo = true
        self.videoDuration = videoDuration
    }
}
