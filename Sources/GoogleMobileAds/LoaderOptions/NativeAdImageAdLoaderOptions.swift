import Foundation

/// Image options for native ads.
open class NativeAdImageAdLoaderOptions: AdLoaderOptions {
    /// When `true`, images are returned as URLs only and not downloaded.
    open var isImageLoadingDisabled = false
    /// When `true`, the ad may carry several images; otherwise at most one.
    open var shouldRequestMultipleImages = false

    /// The older name of `isImageLoadingDisabled`, used in the seeds.
    open var disableImageLoading: Bool {
        get { isImageLoadingDisabled }
        set { isImageLoadingDisabled = newValue }
    }
}
