import BrokenAdapters
import Foundation
import GoogleMobileAds
import SampleCustomEvent

/// The bidding reference reading each load's configuration its own way before loading as the
/// reference does: the base of conforming adapters whose difference is in what they take
/// from the configuration (a placement of their own, a validated ID, a size they serve).
open class ConfigurationReadingEvent: SampleBiddingCustomEvent {
    public required init() { super.init() }

    /// How the adapter reads a load's credentials; `nil` fails the load with `error`.
    open func read(_ credentials: MediationCredentials, bidResponse: String?) -> MediationCredentials? { credentials }

    /// How the adapter reads a banner's configuration before its credentials; `nil` fails the load.
    open func read(_ configuration: MediationBannerAdConfiguration) -> MediationBannerAdConfiguration? {
        configuration
    }

    /// Whether the adapter takes the load's bid response; `false` loads it by ad unit instead.
    open func takesBid(for format: AdFormat) -> Bool { true }

    /// The error a load the adapter refuses fails with.
    open var refusal: NSError {
        NSError(
            domain: "com.example.conforming", code: 1,
            userInfo: [NSLocalizedDescriptionKey: "The ad source's configuration is not one this network serves."])
    }

    open override func loadBanner(
        for adConfiguration: MediationBannerAdConfiguration,
        completionHandler: @escaping GADMediationBannerLoadCompletionHandler
    ) {
        guard let sized = read(adConfiguration),
            let credentials = read(sized.credentials, bidResponse: sized.bidResponse)
        else { _ = completionHandler(nil, refusal); return }
        super.loadBanner(
            for: MediationBannerAdConfiguration(
                adSize: sized.adSize, credentials: credentials,
                bidResponse: takesBid(for: .banner) ? sized.bidResponse : nil,
                topViewController: sized.topViewController, watermark: sized.watermark, extras: sized.extras,
                isTestRequest: sized.isTestRequest, childDirectedTreatment: sized.childDirectedTreatment,
                underAgeOfConsent: sized.underAgeOfConsent),
            completionHandler: completionHandler)
    }

    open override func loadNativeAd(
        for adConfiguration: MediationNativeAdConfiguration,
        completionHandler: @escaping GADMediationNativeLoadCompletionHandler
    ) {
        guard let credentials = read(adConfiguration.credentials, bidResponse: adConfiguration.bidResponse) else {
            _ = completionHandler(nil, refusal)
            return
        }
        let c = adConfiguration
        super.loadNativeAd(
            for: MediationNativeAdConfiguration(
                options: c.options, credentials: credentials, bidResponse: takesBid(for: .native) ? c.bidResponse : nil,
                topViewController: c.topViewController, watermark: c.watermark, extras: c.extras,
                isTestRequest: c.isTestRequest, childDirectedTreatment: c.childDirectedTreatment,
                underAgeOfConsent: c.underAgeOfConsent),
            completionHandler: completionHandler)
    }

    open override func loadInterstitial(
        for adConfiguration: MediationInterstitialAdConfiguration,
        completionHandler: @escaping GADMediationInterstitialLoadCompletionHandler
    ) {
        let c = adConfiguration
        guard let copy = reading(c, .interstitial, { MediationInterstitialAdConfiguration(copying: c, $0, $1) }) else {
            _ = completionHandler(nil, refusal)
            return
        }
        super.loadInterstitial(for: copy, completionHandler: completionHandler)
    }

    open override func loadRewardedAd(
        for adConfiguration: MediationRewardedAdConfiguration,
        completionHandler: @escaping GADMediationRewardedLoadCompletionHandler
    ) {
        let c = adConfiguration
        guard let copy = reading(c, .rewarded, { MediationRewardedAdConfiguration(copying: c, $0, $1) }) else {
            _ = completionHandler(nil, refusal)
            return
        }
        super.loadRewardedAd(for: copy, completionHandler: completionHandler)
    }

    open override func loadRewardedInterstitialAd(
        for adConfiguration: MediationRewardedAdConfiguration,
        completionHandler: @escaping GADMediationRewardedLoadCompletionHandler
    ) {
        let c = adConfiguration
        guard let copy = reading(c, .rewardedInterstitial, { MediationRewardedAdConfiguration(copying: c, $0, $1) })
        else {
            _ = completionHandler(nil, refusal)
            return
        }
        super.loadRewardedInterstitialAd(for: copy, completionHandler: completionHandler)
    }

    open override func loadAppOpenAd(
        for adConfiguration: MediationAppOpenAdConfiguration,
        completionHandler: @escaping GADMediationAppOpenLoadCompletionHandler
    ) {
        let c = adConfiguration
        guard let copy = reading(c, .appOpen, { MediationAppOpenAdConfiguration(copying: c, $0, $1) }) else {
            _ = completionHandler(nil, refusal)
            return
        }
        super.loadAppOpenAd(for: copy, completionHandler: completionHandler)
    }

    /// `configuration` as the adapter reads it (`make` copies it with the credentials and bid
    /// response read), or `nil` when it refuses the load.
    private func reading<Configuration: MediationAdConfiguration>(
        _ configuration: Configuration, _ format: AdFormat,
        _ make: (MediationCredentials, String?) -> Configuration
    ) -> Configuration? {
        guard let credentials = read(configuration.credentials, bidResponse: configuration.bidResponse) else {
            return nil
        }
        return make(credentials, takesBid(for: format) ? configuration.bidResponse : nil)
    }
}

extension MediationAdConfiguration {
    /// A copy of `configuration` with other credentials and bid response (the full-screen
    /// configurations add nothing to their base).
    convenience init(
        copying configuration: MediationAdConfiguration, _ credentials: MediationCredentials, _ bid: String?
    ) {
        self.init(
            credentials: credentials, bidResponse: bid, topViewController: configuration.topViewController,
            watermark: configuration.watermark, extras: configuration.extras,
            isTestRequest: configuration.isTestRequest, childDirectedTreatment: configuration.childDirectedTreatment,
            underAgeOfConsent: configuration.underAgeOfConsent)
    }
}
