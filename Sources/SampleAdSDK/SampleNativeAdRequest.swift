import Foundation

/// What a native fetch asks for; the first four members mirror the real SDK.
open class SampleNativeAdRequest: NSObject {
    /// Download images (`true`) or return URLs only (`false`).
    open var shouldDownloadImages = true
    /// Preferred orientation of the main image.
    open var preferredImageOrientation: NativeAdImageOrientation = .any
    /// Return every image the ad has, not just the first.
    open var shouldRequestMultipleImages = false
    /// Ask the network for test ads.
    open var testMode = false
    /// Stand-in extension: where the network should put its ad-info view (OPT-7).
    open var preferredAdChoicesPosition: SampleAdChoicesPosition = .topRightCorner
    /// Stand-in extension: child-directed treatment, `nil` when unspecified (OPT-10).
    open var childDirectedTreatment: Bool?

    /// Creates a request with the real SDK's defaults.
    public override init() { super.init() }
}
