import Foundation

/// Ad formats a credential can be for.
public enum AdFormat: Int, Sendable, CaseIterable {
    case banner, interstitial, rewarded, native, rewardedInterstitial, unknown, appOpen
}
