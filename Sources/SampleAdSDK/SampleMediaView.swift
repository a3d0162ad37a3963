import Foundation
import UIKit

/// The network's media view. The real SDK only makes one for ads with video, so an adapter
/// that equates "has a media view" with "has video" (seed 000) stays right.
open class SampleMediaView: UIView {
    // The harness's additions, used by the reference adapter: the video's presence and length.

    /// Whether the view plays a video.
    package private(set) var hasVideo = false
    /// Video length in seconds, 0 when unknown.
    package private(set) var videoDuration: TimeInterval = 0

    /// Creates a video view of the given length.
    package convenience init(videoDuration: TimeInterval) {
        self.init(frame: .zero)
        self.hasVideo = true
        self.videoDuration = videoDuration
    }

    /// Prepares the video; the network's loader already did, so this does nothing here.
    open func createMediaContent() {}

    /// Starts the video. Does nothing here: the scripted network has no frames to play, and
    /// what the harness observes is `SampleNativeAd.playVideo()`.
    open func playMedia() {}
}
