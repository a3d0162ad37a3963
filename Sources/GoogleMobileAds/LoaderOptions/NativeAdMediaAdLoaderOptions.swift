import Foundation

/// The media aspect ratio a publisher prefers.
public enum MediaAspectRatio: Int, Sendable, CaseIterable {
    case unknown = 0, any, landscape, portrait, square
}

/// Media options for native ads.
open class NativeAdMediaAdLoaderOptions: AdLoaderOptions {
    /// The preferred aspect ratio of the main image or video.
    open var mediaAspectRatio: MediaAspectRatio = .unknown
}
