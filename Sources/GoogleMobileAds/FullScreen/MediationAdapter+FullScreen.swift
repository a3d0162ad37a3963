import Foundation

extension MediationAdapter {
    /// Default: the format is not supported, so the load fails at once.
    public func loadInterstitial(
        for adConfiguration: MediationInterstitialAdConfiguration,
        completionHandler: @escaping GADMediationInterstitialLoadCompletionHandler
    ) {
        OptionalRequirement.defaultUsed(.loadInterstitial)
        _ = completionHandler(nil, MediationAdapterError.formatNotSupported("interstitial"))
    }

    /// See `loadInterstitial(for:completionHandler:)`.
    public func loadRewardedAd(
        for adConfiguration: MediationRewardedAdConfiguration,
        completionHandler: @escaping GADMediationRewardedLoadCompletionHandler
    ) {
        OptionalRequirement.defaultUsed(.loadRewardedAd)
        _ = completionHandler(nil, MediationAdapterError.formatNotSupported("rewarded"))
    }

    /// See `loadInterstitial(for:completionHandler:)`.
    public func loadRewardedInterstitialAd(
        for adConfiguration: MediationRewardedAdConfiguration,
        completionHandler: @escaping GADMediationRewardedLoadCompletionHandler
    ) {
        OptionalRequirement.defaultUsed(.loadRewardedInterstitialAd)
        _ = completionHandler(nil, MediationAdapterError.formatNotSupported("rewarded interstitial"))
    }

    /// See `loadInterstitial(for:completionHandler:)`.
    public func loadAppOpenAd(
        for adConfiguration: MediationAppOpenAdConfiguration,
        completionHandler: @escaping GADMediationAppOpenLoadCompletionHandler
    ) {
        OptionalRequirement.defaultUsed(.loadAppOpenAd)
        _ = completionHandler(nil, MediationAdapterError.formatNotSupported("app open"))
    }
}
