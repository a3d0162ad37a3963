import Foundation

/// What a `SampleRewardedAd` tells its owner. Only the reward is required, as in the real
/// header; the optional methods have empty defaults (Swift has no optional protocol members
/// off Objective-C), so a misspelled one compiles and is never called, as on iOS.
public protocol SampleRewardedAdDelegate: NSObjectProtocol {
    /// The user earned the reward; `reward` is the ad's amount (the header's `NSUInteger`, `UInt` in a framework).
    func rewardedAd(_ rewardedAd: SampleRewardedAd, userDidEarnReward reward: UInt)
    /// The fetch returned an ad (the header's `rewardedAdDidReceiveAd:`, as Swift names it).
    func rewardedAdDidReceive(_ rewardedAd: SampleRewardedAd)
    /// The fetch failed; the real SDK does not say which ad.
    func rewardedAdDidFailToLoadWithError(_ errorCode: SampleErrorCode)
    /// The ad covers the screen.
    func rewardedAdDidPresent(_ rewardedAd: SampleRewardedAd)
    /// The user closed the ad.
    func rewardedAdDidDismiss(_ rewardedAd: SampleRewardedAd)
}

extension SampleRewardedAdDelegate {
    /// Optional in the real header: ignored by default.
    public func rewardedAdDidReceive(_ rewardedAd: SampleRewardedAd) {}
    /// Optional in the real header: ignored by default.
    public func rewardedAdDidFailToLoadWithError(_ errorCode: SampleErrorCode) {}
    /// Optional in the real header: ignored by default.
    public func rewardedAdDidPresent(_ rewardedAd: SampleRewardedAd) {}
    /// Optional in the real header: ignored by default.
    public func rewardedAdDidDismiss(_ rewardedAd: SampleRewardedAd) {}
}

/// The harness's additions, used by the reference adapter (the real SDK reports none of
/// these): impression, click, the coming dismissal, video, and a show that failed. A
/// `SampleRewardedAd` sends them only to a delegate that also conforms to this protocol.
package protocol SampleRewardedAdDelegateAdditions: AnyObject {
    /// The network counted an impression.
    func rewardedAdDidRecordImpression(_ rewardedAd: SampleRewardedAd)
    /// The network counted a click.
    func rewardedAdDidRecordClick(_ rewardedAd: SampleRewardedAd)
    /// The ad is about to close (the real SDK only says it closed).
    func rewardedAdWillDismiss(_ rewardedAd: SampleRewardedAd)
    /// The ad's video started.
    func rewardedAdDidStartVideo(_ rewardedAd: SampleRewardedAd)
    /// The ad's video played to its end.
    func rewardedAdDidEndVideo(_ rewardedAd: SampleRewardedAd)
    /// `present(fromRootViewController:)` could not show the ad; reported on the main thread.
    func rewardedAd(_ rewardedAd: SampleRewardedAd, didFailToPresentWith error: SamplePresentationError)
}

extension SampleRewardedAdDelegateAdditions {
    /// Ignores the impression by default.
    package func rewardedAdDidRecordImpression(_ rewardedAd: SampleRewardedAd) {}
    /// Ignores the click by default.
    package func rewardedAdDidRecordClick(_ rewardedAd: SampleRewardedAd) {}
    /// Ignores the coming dismissal by default.
    package func rewardedAdWillDismiss(_ rewardedAd: SampleRewardedAd) {}
    /// Ignores video start by default.
    package func rewardedAdDidStartVideo(_ rewardedAd: SampleRewardedAd) {}
    /// Ignores video end by default.
    package func rewardedAdDidEndVideo(_ rewardedAd: SampleRewardedAd) {}
    /// Ignores the failure by default.
    package func rewardedAd(_ rewardedAd: SampleRewardedAd, didFailToPresentWith error: SamplePresentationError) {}
}
