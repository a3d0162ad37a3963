import Foundation

/// A loaded interstitial.
public protocol MediationInterstitialAd: MediationAd {
    /// Shows the ad from `viewController`.
    func present(from viewController: UIViewController)
}

/// A loaded rewarded ad.
public protocol MediationRewardedAd: MediationAd {
    /// Shows the ad from `viewController`.
    func present(from viewController: UIViewController)
}

/// A loaded app-open ad.
public protocol MediationAppOpenAd: MediationAd {
    /// Shows the ad from `viewController`.
    func present(from viewController: UIViewController)
}

public protocol MediationInterstitialAdEventDelegate: MediationAdEventDelegate {}

public protocol MediationAppOpenAdEventDelegate: MediationAdEventDelegate {}

public protocol MediationRewardedAdEventDelegate: MediationAdEventDelegate {
    /// The user earned the reward.
    func didRewardUser()
    /// The rewarded video started.
    func didStartVideo()
    /// The rewarded video ended.
    func didEndVideo()
}

/// A reward amount and type.
open class AdReward: NSObject {
    /// Reward type, e.g. "coins".
    public let type: String
    public let amount: NSDecimalNumber
    /// Both arguments are nullable in the real header (`AdReward(rewardType: network.name, …)`
    /// with an optional name compiles there); a missing one becomes "" or 0.
    public init(rewardType: String?, rewardAmount: NSDecimalNumber?) {
        self.type = rewardType ?? ""
        self.amount = rewardAmount ?? NSDecimalNumber.zero
    }
}

public typealias GADMediationInterstitialLoadCompletionHandler =
    (MediationInterstitialAd?, Error?) -> MediationInterstitialAdEventDelegate?
public typealias GADMediationRewardedLoadCompletionHandler =
    (MediationRewardedAd?, Error?) -> MediationRewardedAdEventDelegate?
public typealias GADMediationAppOpenLoadCompletionHandler =
    (MediationAppOpenAd?, Error?) -> MediationAppOpenAdEventDelegate?

public typealias GADMediationInterstitialAdConfiguration = MediationInterstitialAdConfiguration
public typealias GADMediationRewardedAdConfiguration = MediationRewardedAdConfiguration
public typealias GADMediationAppOpenAdConfiguration = MediationAppOpenAdConfiguration
public typealias GADMediationInterstitialAd = MediationInterstitialAd
public typealias GADMediationRewardedAd = MediationRewardedAd
public typealias GADMediationAppOpenAd = MediationAppOpenAd
public typealias GADMediationInterstitialAdEventDelegate = MediationInterstitialAdEventDelegate
public typealias GADMediationRewardedAdEventDelegate = MediationRewardedAdEventDelegate
public typealias GADMediationAppOpenAdEventDelegate = MediationAppOpenAdEventDelegate
public typealias GADAdReward = AdReward
