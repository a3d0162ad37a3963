import Foundation

/// What a `SampleNativeAdLoader` tells its owner when a fetch ends.
public protocol SampleNativeAdLoaderDelegate: AnyObject {
    /// The fetch returned an ad.
    func adLoader(_ adLoader: SampleNativeAdLoader, didReceive nativeAd: SampleNativeAd)
    func adLoader(_ adLoader: SampleNativeAdLoader, didFailToLoadAdWith errorCode: SampleErrorCode)
}
