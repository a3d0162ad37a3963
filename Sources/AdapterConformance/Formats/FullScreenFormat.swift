import ConformanceVocabulary
import Foundation
import GoogleMobileAds

/// The four full-screen formats as one driver built four times: they differ only in the
/// adapter method a load calls, the configuration class it passes and the ad protocol
/// `present(from:)` is called through, so those three are the value's parts.
struct FullScreenFormat: FullScreenFormatDriver {
    let loadMember: OptionalMember
    /// The format the configuration's credentials name.
    let adFormat: AdFormat
    /// Builds the format's configuration and calls the adapter's load method with a recording handler.
    private let callLoad:
        @MainActor @Sendable (any MediationAdapter, ConfigurationFactory.Common, LoadRecorder, HandlerSentinel) -> Void
    /// Presents `ad` if it is of the format's ad protocol.
    private let callPresent: @MainActor @Sendable (AnyObject, UIViewController) -> Bool

    /// Interstitials: shown once, full screen, from the view controller the SDK passes.
    static let interstitial = FullScreenFormat(
        .loadInterstitial, .interstitial,
        load: { adapter, common, recorder, sentinel in
            adapter.loadInterstitial(
                for: common.make(MediationInterstitialAdConfiguration.init),
                completionHandler: recorder.handler(sentinel: sentinel))
        },
        present: { ad, from in (ad as? any MediationInterstitialAd)?.present(from: from) != nil })

    /// Rewarded ads: full screen, and the user earns a reward the adapter forwards (RWD rules).
    static let rewarded = FullScreenFormat(
        .loadRewardedAd, .rewarded,
        load: { adapter, common, recorder, sentinel in
            adapter.loadRewardedAd(
                for: common.make(MediationRewardedAdConfiguration.init),
                completionHandler: recorder.handler(sentinel: sentinel))
        },
        present: { ad, from in (ad as? any MediationRewardedAd)?.present(from: from) != nil })

    /// Rewarded interstitials: rewarded ads the app shows without asking first; the SDK loads
    /// them through their own adapter method, with the rewarded configuration and ad types.
    static let rewardedInterstitial = FullScreenFormat(
        .loadRewardedInterstitialAd, .rewardedInterstitial,
        load: { adapter, common, recorder, sentinel in
            adapter.loadRewardedInterstitialAd(
                for: common.make(MediationRewardedAdConfiguration.init),
                completionHandler: recorder.handler(sentinel: sentinel))
        },
        present: { ad, from in (ad as? any MediationRewardedAd)?.present(from: from) != nil })

    /// App-open ads: full screen while the app comes to the foreground.
    static let appOpen = FullScreenFormat(
        .loadAppOpenAd, .appOpen,
        load: { adapter, common, recorder, sentinel in
            adapter.loadAppOpenAd(
                for: common.make(MediationAppOpenAdConfiguration.init),
                completionHandler: recorder.handler(sentinel: sentinel))
        },
        present: { ad, from in (ad as? any MediationAppOpenAd)?.present(from: from) != nil })

    private init(
        _ loadMember: OptionalMember, _ adFormat: AdFormat,
        load:
            @escaping @MainActor @Sendable (
                any MediationAdapter, ConfigurationFactory.Common, LoadRecorder, HandlerSentinel
            ) -> Void,
        present: @escaping @MainActor @Sendable (AnyObject, UIViewController) -> Bool
    ) {
        self.loadMember = loadMember
        self.adFormat = adFormat
        self.callLoad = load
        self.callPresent = present
    }

    @MainActor func load(
        _ adapter: any MediationAdapter, request: ScenarioRequest, recorder: LoadRecorder, sentinel: HandlerSentinel
    ) {
        callLoad(adapter, ConfigurationFactory.Common(request, format: adFormat), recorder, sentinel)
    }

    @MainActor func present(_ ad: AnyObject, from viewController: UIViewController) -> Bool {
        callPresent(ad, viewController)
    }
}
