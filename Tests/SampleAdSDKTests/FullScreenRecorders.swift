import Foundation
import SampleAdSDK

// Delegates of the full-screen ads that log every callback by name; the real protocols
// refine NSObject's, so the recorders are NSObjects.

final class InterstitialRecorder: NSObject, SampleInterstitialAdDelegate, SampleInterstitialAdDelegateAdditions {
    let log = CallbackLog()
    func interstitialDidLoad(_ interstitial: SampleInterstitial) { log.record("load") }
    func interstitial(_ interstitial: SampleInterstitial, didFailToLoadAdWith errorCode: SampleErrorCode) {
        log.record("fail:\(errorCode.rawValue)")
    }
    func interstitialWillPresentScreen(_ interstitial: SampleInterstitial) { log.record("willPresent") }
    func interstitialWillDismissScreen(_ interstitial: SampleInterstitial) { log.record("willDismiss") }
    func interstitialDidDismissScreen(_ interstitial: SampleInterstitial) { log.record("didDismiss") }
    func interstitialWillLeaveApplication(_ interstitial: SampleInterstitial) { log.record("leave") }
    func interstitialDidRecordImpression(_ interstitial: SampleInterstitial) { log.record("impression") }
    func interstitial(_ interstitial: SampleInterstitial, didFailToPresentWith error: SamplePresentationError) {
        log.record("presentFailed:\(error)")
    }
}

final class RewardedRecorder: NSObject, SampleRewardedAdDelegate, SampleRewardedAdDelegateAdditions {
    let log = CallbackLog()
    func rewardedAd(_ rewardedAd: SampleRewardedAd, userDidEarnReward reward: UInt) { log.record("reward:\(reward)") }
    func rewardedAdDidReceive(_ rewardedAd: SampleRewardedAd) { log.record("load") }
    func rewardedAdDidFailToLoadWithError(_ errorCode: SampleErrorCode) { log.record("fail:\(errorCode.rawValue)") }
    func rewardedAdDidPresent(_ rewardedAd: SampleRewardedAd) { log.record("didPresent") }
    func rewardedAdDidDismiss(_ rewardedAd: SampleRewardedAd) { log.record("didDismiss") }
    func rewardedAdDidRecordImpression(_ rewardedAd: SampleRewardedAd) { log.record("impression") }
    func rewardedAdDidRecordClick(_ rewardedAd: SampleRewardedAd) { log.record("click") }
    func rewardedAdWillDismiss(_ rewardedAd: SampleRewardedAd) { log.record("willDismiss") }
    func rewardedAdDidStartVideo(_ rewardedAd: SampleRewardedAd) { log.record("videoStart") }
    func rewardedAdDidEndVideo(_ rewardedAd: SampleRewardedAd) { log.record("videoEnd") }
    func rewardedAd(_ rewardedAd: SampleRewardedAd, didFailToPresentWith error: SamplePresentationError) {
        log.record("presentFailed:\(error)")
    }
}

/// Implements only what the real header requires: the optional callbacks fall to the defaults.
final class MinimalRewardedRecorder: NSObject, SampleRewardedAdDelegate {
    let log = CallbackLog()
    func rewardedAd(_ rewardedAd: SampleRewardedAd, userDidEarnReward reward: UInt) { log.record("reward:\(reward)") }
}

final class AppOpenRecorder: NSObject, SampleAppOpenAdDelegate, SampleAppOpenAdDelegateAdditions {
    let log = CallbackLog()
    func appOpenAdDidReceive(_ appOpenAd: SampleAppOpenAd) { log.record("load") }
    func appOpenAdDidFailToLoadWithError(_ errorCode: SampleErrorCode) { log.record("fail:\(errorCode.rawValue)") }
    func appOpenAdWillPresent(_ appOpenAd: SampleAppOpenAd) { log.record("willPresent") }
    func appOpenAdDidPresent(_ appOpenAd: SampleAppOpenAd) { log.record("didPresent") }
    func appOpenAdDidDismiss(_ appOpenAd: SampleAppOpenAd) { log.record("didDismiss") }
    func appOpenWillLeaveApplication(_ appOpenAd: SampleAppOpenAd) { log.record("leave") }
    func appOpenAdDidRecordImpression(_ appOpenAd: SampleAppOpenAd) { log.record("impression") }
    func appOpenAdWillDismiss(_ appOpenAd: SampleAppOpenAd) { log.record("willDismiss") }
    func appOpenAd(_ appOpenAd: SampleAppOpenAd, didFailToPresentWith error: SamplePresentationError) {
        log.record("presentFailed:\(error)")
    }
}
