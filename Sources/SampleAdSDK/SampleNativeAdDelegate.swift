import Foundation

/// Stand-in extension: what a loaded `SampleNativeAd` reports after loading (the real SDK
/// only logs). Every method is optional, with an empty default, so owners pick what they use.
public protocol SampleNativeAdDelegate: AnyObject {
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
    public func nativeAdDidRecordClick(_ nativeAd: SampleNativeAd) {}
    /// Ignores the impression by default.
    public func nativeAdDidRecordImpression(_ nativeAd: SampleNativeAd) {}
    /// Ignores leaving the app by default.
    public func nativeAdWillLeaveApplication(_ nativeAd: SampleNativeAd) {}
    /// Ignores the full-screen presentation by default.
    public func nativeAdWillPresentScreen(_ nativeAd: SampleNativeAd) {}
    /// Ignores the coming dismissal by default.
    public func nativeAdWillDismissScreen(_ nativeAd: SampleNativeAd) {}
    /// Ignores the dismissal by default.
    public func nativeAdDidDismissScreen(_ nativeAd: SampleNativeAd) {}
    /// Ignores video play by default.
    public func nativeAdDidPlayVideo(_ nativeAd: SampleNativeAd) {}
    /// Ignores video pause by default.
    public func nativeAdDidPauseVideo(_ nativeAd: SampleNativeAd) {}
    /// Ignores video end by default.
    public func nativeAdDidEndVideo(_ nativeAd: SampleNativeAd) {}
    /// Ignores muting by default.
    public func nativeAdDidMuteVideo(_ nativeAd: SampleNativeAd) {}
    /// Ignores unmuting by default.
    public func nativeAdDidUnmuteVideo(_ nativeAd: SampleNativeAd) {}
}
