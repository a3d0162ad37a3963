import Foundation

/// What a native fetch asks for; test mode, keywords and the child flag come from
/// `SampleAdRequest`, as in the real SDK.
open class SampleNativeAdRequest: SampleAdRequest {
    /// Download images (`true`) or return URLs only (`false`).
    open var shouldDownloadImages = true
    /// Preferred orientation of the main image.
    open var preferredImageOrientation: NativeAdImageOrientation = .any
    /// Return every image the ad has, not just the first.
    open var shouldRequestMultipleImages = false
    /// The harness's addition, used by the reference adapter: where the network should put
    /// its ad-info view (OPT-7).
    package var preferredAdChoicesPosition: SampleAdChoicesPosition = .topRightCorner

    /// Creates a request with the real SDK's defaults.
    public override init() { super.init() }
}
