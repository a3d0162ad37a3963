import Foundation

/// The harness's addition, used by the reference adapter (the real SDK only logs): what a
/// loaded `SampleNativeAd` reports after loading. Every method has an empty default, so owners
/// pick what they use.
package protocol SampleNativeAdDelegate: AnyObject {
    /// The network counted a click on the ad.
    func nativeAdDidRecordClick(_ nativeAd: SampleNativeAd)
    /// The network counted an impression.
    func nativeAdDidRecordImpression(_ nativeAd: SampleNativeAd)
    /// A click is taking the user out of the app.
    func nativeAdWillLeaveApplication(_ nativeAd: SampleNativeAd)
    /// Full-screen content is about to appear.
    func nativeAdWillPresentScreen(_ nativeAd: SampleNativeAd)
    /// Full-screen content is about to close.
    func nativeAdWillDismissScreen(_ nativeAd: SampleNativeAd)
    /// Full-screen content closed.
    func nativeAdDidDismissScreen(_ nativeAd: SampleNativeAd)
    /// The video started or resumed.
    func nativeAdDidPlayVideo(_ nativeAd: SampleNativeAd)
    /// The video paused.
    func nativeAdDidPauseVideo(_ nativeAd: SampleNativeAd)
    /// The video reached its end.
    func nativeAdDidEndVideo(_ nativeAd: SampleNativeAd)
    /// The video was muted.
    func nativeAdDidMuteVideo(_ nativeAd: SampleNativeAd)
    /// The video was unmuted.
    func nativeAdDidUnmuteVideo(_ nativeAd: SampleNativeAd)
}

extension SampleNativeAdDelegate {
    /// Ignores the click by default.
    package func nativeAdDidRecordClick(_ nativeAd: SampleNativeAd) {}
    /// Ignores the impression by default.
    package func nativeAdDidRecordImpression(_ nativeAd: SampleNativeAd) {}
    /// Ignores leaving the app by default.
    package func nativeAdWillLeaveApplication(_ nativeAd: SampleNativeAd) {}
    /// Ignores the full-screen presentation by default.
    package func nativeAdWillPresentScreen(_ nativeAd: SampleNativeAd) {}
    /// Ignores the coming dismissal by default.
    package func nativeAdWillDismissScreen(_ nativeAd: SampleNativeAd) {}
    /// Ignores the dismissal by default.
    package func nativeAdDidDismissScreen(_ nativeAd: SampleNativeAd) {}
    /// Ignores video play by default.
    package func nativeAdDidPlayVideo(_ nativeAd: SampleNativeAd) {}
    /// Ignores video pause by default.
    package func nativeAdDidPauseVideo(_ nativeAd: SampleNativeAd) {}
    /// Ignores video end by default.
    package func nativeAdDidEndVideo(_ nativeAd: SampleNativeAd) {}
    /// Ignores muting by default.
    package func nativeAdDidMuteVideo(_ nativeAd: SampleNativeAd) {}
    /// Ignores unmuting by default.
    package func nativeAdDidUnmuteVideo(_ nativeAd: SampleNativeAd) {}
}
