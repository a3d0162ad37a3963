import Foundation
import GoogleMobileAds
import SampleAdSDK

/// The reference custom event: the class a publisher names in the AdMob UI. The SDK makes
/// one instance per request; each instance keeps its own loads (no global state, ADP-4)
/// and hands the work to one object per format.
open class SampleCustomEvent: NSObject, MediationAdapter {
    /// The banner load of this instance.
    private var bannerAd: SampleCustomEventBanner?
    /// The native load of this instance.
    private var nativeAd: SampleCustomEventNativeAd?
    /// The interstitial load of this instance.
    private var interstitialAd: SampleCustomEventInterstitial?
    /// The rewarded load of this instance.
    private var rewardedAd: SampleCustomEventRewarded?
    /// The rewarded interstitial load of this instance.
    private var rewardedInterstitialAd: SampleCustomEventRewarded?
    /// The app-open load of this instance.
    private var appOpenAd: SampleCustomEventAppOpen?

    /// Fetches images the network returns as URLs only although the publisher wants data.
    /// `nil` (the default) fails such a load with an error rather than return URLs (OPT-4).
    open var imageLoader: (any SampleCustomEventImageLoading)?

    /// The custom event's version.
    public static let version = VersionNumber(majorVersion: 1, minorVersion: 0, patchVersion: 0)

    /// Creates the custom event, as the SDK does for every request.
    public override init() { super.init() }

    /// The custom event's `version`.
    open class func adapterVersion() -> VersionNumber { version }

    /// The Sample Ad SDK's version, parsed from `SampleSDKVersion` ("major.minor.patch", as the
    /// real SDK exports it); missing or non-numeric parts count as 0.
    open class func adSDKVersion() -> VersionNumber {
        let parts = SampleSDKVersion.split(separator: ".").map { Int($0) ?? 0 }
        func part(_ index: Int) -> Int { index < parts.count ? parts[index] : 0 }
        return VersionNumber(majorVersion: part(0), minorVersion: part(1), patchVersion: part(2))
    }

    /// `SampleCustomEventExtras`, which carries the publisher's keywords.
    open class func networkExtrasClass() -> AdNetworkExtras.Type? { SampleCustomEventExtras.self }

    /// Succeeds when at least one ad source has an ad unit; completes exactly once (ADP-2).
    open class func setUp(
        with configuration: MediationServerConfiguration,
        completionHandler: @escaping GADMediationAdapterSetUpCompletionBlock
    ) {
        if configuration.credentials.contains(where: { ServerParameter.adUnit(in: $0) != nil }) {
            completionHandler(nil)
        } else {
            completionHandler(
                SampleCustomEventError.make(
                    .missingCredentials, "No ad source of the Sample custom event has a server parameter."))
        }
    }

    /// Loads through a new `SampleCustomEventBanner`, kept since the network's delegate is weak.
    open func loadBanner(
        for adConfiguration: MediationBannerAdConfiguration,
        completionHandler: @escaping GADMediationBannerLoadCompletionHandler
    ) {
        let banner = SampleCustomEventBanner()
        bannerAd = banner
        banner.loadBanner(for: adConfiguration, completionHandler: completionHandler)
    }

    /// Loads through a new `SampleCustomEventNativeAd`, kept since the loader's delegate is weak.
    open func loadNativeAd(
        for adConfiguration: MediationNativeAdConfiguration,
        completionHandler: @escaping GADMediationNativeLoadCompletionHandler
    ) {
        let native = SampleCustomEventNativeAd()
        nativeAd = native
        native.loadNativeAd(for: adConfiguration, imageLoader: imageLoader, completionHandler: completionHandler)
    }

    /// Loads through a new `SampleCustomEventInterstitial`, kept since the network's delegate is weak.
    open func loadInterstitial(
        for adConfiguration: MediationInterstitialAdConfiguration,
        completionHandler: @escaping GADMediationInterstitialLoadCompletionHandler
    ) {
        let interstitial = SampleCustomEventInterstitial()
        interstitialAd = interstitial
        interstitial.loadInterstitial(for: adConfiguration, completionHandler: completionHandler)
    }

    /// Loads through a new `SampleCustomEventRewarded`, kept since the network's delegate is weak.
    open func loadRewardedAd(
        for adConfiguration: MediationRewardedAdConfiguration,
        completionHandler: @escaping GADMediationRewardedLoadCompletionHandler
    ) {
        let rewarded = SampleCustomEventRewarded()
        rewardedAd = rewarded
        rewarded.loadRewardedAd(for: adConfiguration, completionHandler: completionHandler)
    }

    /// The network serves rewarded interstitials from its rewarded ad type; the load says
    /// which one it is, so the network records the right format.
    open func loadRewardedInterstitialAd(
        for adConfiguration: MediationRewardedAdConfiguration,
        completionHandler: @escaping GADMediationRewardedLoadCompletionHandler
    ) {
        let rewarded = SampleCustomEventRewarded(rewardedInterstitial: true)
        rewardedInterstitialAd = rewarded
        rewarded.loadRewardedAd(for: adConfiguration, completionHandler: completionHandler)
    }

    /// Loads through a new `SampleCustomEventAppOpen`, kept since the network's delegate is weak.
    open func loadAppOpenAd(
        for adConfiguration: MediationAppOpenAdConfiguration,
        completionHandler: @escaping GADMediationAppOpenLoadCompletionHandler
    ) {
        let appOpen = SampleCustomEventAppOpen()
        appOpenAd = appOpen
        appOpen.loadAppOpenAd(for: adConfiguration, completionHandler: completionHandler)
    }
}
