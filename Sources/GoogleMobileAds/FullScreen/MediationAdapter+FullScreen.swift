import Foundation

extension MediationAdapter {
    /// Full-screen loads are optional in the SDK; an adapter that implements them declares
    /// its own methods with these signatures, which the harness does not call yet.
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
    public func loadAppOpenAd(
        for adConfiguration: MediationAppOpenAdConfiguration,
        completionHandler: @escaping GADMediationAppOpenLoadCompletionHandler
    ) {
        OptionalRequirement.defaultUsed(.loadAppOpenAd)
        _ = completionHandler(nil, MediationAdapterError.formatNotSupported("app open"))
    }
}
