import Foundation

/// What a `SampleNativeAdLoader` tells its owner when a fetch ends. It refines `NSObject`'s
/// protocol, as the real header does, so a delegate that is no `NSObject` fails here as in Xcode.
public protocol SampleNativeAdLoaderDelegate: NSObjectProtocol {
    /// The fetch returned an ad.
    func adLoader(_ adLoader: SampleNativeAdLoader, didReceive nativeAd: SampleNativeAd)
    func adLoader(_ adLoader: SampleNativeAdLoader, didFailToLoadAdWith errorCode: SampleErrorCode)
}
