import Foundation

/// What a `SampleNativeAdLoader` tells its owner when a fetch ends. It refines `NSObject`'s
/// protocol, as the real header does, so a delegate that is no `NSObject` fails here as in Xcode.
/// Both methods are required in the real header, which leaves their object parameters
/// unannotated: each comes in both spellings an adapter may write (all implicitly unwrapped, as
/// Xcode's stubs write them, or all plain); implement either (see `SampleEitherSpelling`).
public protocol SampleNativeAdLoaderDelegate: NSObjectProtocol {
    /// The fetch returned an ad.
    func adLoader(_ adLoader: SampleNativeAdLoader, didReceive nativeAd: SampleNativeAd)
    /// The same, spelled as Swift imports the header.
    func adLoader(_ adLoader: SampleNativeAdLoader!, didReceive nativeAd: SampleNativeAd!)
    /// The fetch failed; `errorCode` says why.
    func adLoader(_ adLoader: SampleNativeAdLoader, didFailToLoadAdWith errorCode: SampleErrorCode)
    /// The same, spelled as Swift imports the header.
    func adLoader(_ adLoader: SampleNativeAdLoader!, didFailToLoadAdWith errorCode: SampleErrorCode)
}

extension SampleNativeAdLoaderDelegate {
    /// Forwards to the implicitly unwrapped spelling.
    public func adLoader(_ adLoader: SampleNativeAdLoader, didReceive nativeAd: SampleNativeAd) {
        SampleEitherSpelling.forward("adLoader(_:didReceive:)") {
            self.adLoader(Optional(adLoader), didReceive: Optional(nativeAd))
        }
    }
    /// Forwards to the plain spelling.
    public func adLoader(_ adLoader: SampleNativeAdLoader!, didReceive nativeAd: SampleNativeAd!) {
        SampleEitherSpelling.forward("adLoader(_:didReceive:)") {
            if let adLoader, let nativeAd { self.adLoader(adLoader, didReceive: nativeAd) }
        }
    }
    /// Forwards to the implicitly unwrapped spelling.
    public func adLoader(_ adLoader: SampleNativeAdLoader, didFailToLoadAdWith errorCode: SampleErrorCode) {
        SampleEitherSpelling.forward("adLoader(_:didFailToLoadAdWith:)") {
            self.adLoader(Optional(adLoader), didFailToLoadAdWith: errorCode)
        }
    }
    /// Forwards to the plain spelling.
    public func adLoader(_ adLoader: SampleNativeAdLoader!, didFailToLoadAdWith errorCode: SampleErrorCode) {
        SampleEitherSpelling.forward("adLoader(_:didFailToLoadAdWith:)") {
            if let adLoader { self.adLoader(adLoader, didFailToLoadAdWith: errorCode) }
        }
    }
}
