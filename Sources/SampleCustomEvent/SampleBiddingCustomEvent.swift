import Foundation
import GoogleMobileAds
import SampleAdSDK
import Synchronization

/// The reference adapter's bidding form: the custom event, plus signal collection and
/// bid-response loads. The real Sample Ad SDK has no bidding, so this type bids through the
/// stand-in's harness-only additions (`SampleBidding`, a request's bid response and
/// watermark); it exists so that the bidding rules have a correct adapter to pass. It loads
/// both ways: from the bid response when the SDK sends one, else by ad unit.
open class SampleBiddingCustomEvent: SampleCustomEvent, RTBAdapter {
    /// Creates the adapter, as the SDK does for signal requests and loads.
    public required override init() { super.init() }

    /// The formats this adapter bids on: every format the Sample SDK serves.
    public static let biddingFormats: [AdFormat: String] = [
        .banner: "banner", .native: "native", .interstitial: "interstitial", .rewarded: "rewarded",
        .rewardedInterstitial: "rewardedInterstitial", .appOpen: "appOpen",
    ]

    /// Asks the network for its bid token, without touching the main thread (BID-4), and
    /// calls `completionHandler` exactly once (BID-1): the token, or an error with this
    /// custom event's domain when the format cannot bid, the network fails or has no token
    /// (BID-2, BID-5). A banner's size reaches the token call (BID-6).
    open func collectSignals(
        for params: RTBRequestParameters, completionHandler: @escaping GADRTBSignalCompletionHandler
    ) {
        let once = SignalCompletionOnce(completionHandler)
        guard let format = params.configuration.credentials.first?.format,
            let name = Self.biddingFormats[format]
        else {
            return once.complete(
                nil,
                SampleCustomEventError.make(
                    .invalidServerParameter, "The Sample custom event cannot bid on this format."))
        }
        requestToken(for: params, format: name) { token, code in
            if let token, !token.isEmpty {
                once.complete(token, nil)
            } else {
                once.complete(
                    nil,
                    SampleCustomEventError.make(
                        .adLoadFailureCallback,
                        code.map { "The Sample Ad SDK could not make a bid token (error code \($0.rawValue))." }
                            ?? "The Sample Ad SDK returned no bid token."))
            }
        }
    }
}

extension SampleBiddingCustomEvent {
    /// Asks the Sample network for a token as the reference does: the format's name, a
    /// banner's size, the global privacy flags. Variants reuse it to change one thing.
    package func requestToken(
        for params: RTBRequestParameters, format name: String, withSize: Bool = true,
        answer: @escaping (String?, SampleErrorCode?) -> Void
    ) {
        let request = SampleAdRequest()
        request.applyPrivacyAndBid(from: nil)
        let size = withSize && params.configuration.credentials.first?.format == .banner ? params.adSize.size : nil
        SampleBidding.bidToken(format: name, bannerSize: size, request: request, completion: answer)
    }
}

/// The bidding reference in its bidding-only form: a load without a bid response fails at
/// once and asks the network for nothing (BID-9), as Google's Bigo and Moloco adapters do.
open class SampleBiddingOnlyCustomEvent: SampleBiddingCustomEvent, HarnessBiddingOnly {
    public required init() { super.init() }

    /// The error of a load without a bid response.
    static func missingBid() -> NSError {
        SampleCustomEventError.make(.invalidServerParameter, "The ad configuration has no bid response to load from.")
    }

    open override func loadBanner(
        for adConfiguration: MediationBannerAdConfiguration,
        completionHandler: @escaping GADMediationBannerLoadCompletionHandler
    ) {
        guard adConfiguration.bidResponse != nil else { _ = completionHandler(nil, Self.missingBid()); return }
        super.loadBanner(for: adConfiguration, completionHandler: completionHandler)
    }

    open override func loadNativeAd(
        for adConfiguration: MediationNativeAdConfiguration,
        completionHandler: @escaping GADMediationNativeLoadCompletionHandler
    ) {
        guard adConfiguration.bidResponse != nil else { _ = completionHandler(nil, Self.missingBid()); return }
        super.loadNativeAd(for: adConfiguration, completionHandler: completionHandler)
    }

    open override func loadInterstitial(
        for adConfiguration: MediationInterstitialAdConfiguration,
        completionHandler: @escaping GADMediationInterstitialLoadCompletionHandler
    ) {
        guard adConfiguration.bidResponse != nil else { _ = completionHandler(nil, Self.missingBid()); return }
        super.loadInterstitial(for: adConfiguration, completionHandler: completionHandler)
    }

    open override func loadRewardedAd(
        for adConfiguration: MediationRewardedAdConfiguration,
        completionHandler: @escaping GADMediationRewardedLoadCompletionHandler
    ) {
        guard adConfiguration.bidResponse != nil else { _ = completionHandler(nil, Self.missingBid()); return }
        super.loadRewardedAd(for: adConfiguration, completionHandler: completionHandler)
    }

    open override func loadRewardedInterstitialAd(
        for adConfiguration: MediationRewardedAdConfiguration,
        completionHandler: @escaping GADMediationRewardedLoadCompletionHandler
    ) {
        guard adConfiguration.bidResponse != nil else { _ = completionHandler(nil, Self.missingBid()); return }
        super.loadRewardedInterstitialAd(for: adConfiguration, completionHandler: completionHandler)
    }

    open override func loadAppOpenAd(
        for adConfiguration: MediationAppOpenAdConfiguration,
        completionHandler: @escaping GADMediationAppOpenLoadCompletionHandler
    ) {
        guard adConfiguration.bidResponse != nil else { _ = completionHandler(nil, Self.missingBid()); return }
        super.loadAppOpenAd(for: adConfiguration, completionHandler: completionHandler)
    }
}

/// The bidding reference for a network that refuses child users: when the global request
/// configuration marks the user as a child, set-up, signals and every load fail (PRV-2).
open class SampleChildRefusingCustomEvent: SampleBiddingCustomEvent, HarnessRefusesChildUsers {
    public required init() { super.init() }

    /// Whether the publisher marked the user as a child in any of the three ways.
    static var userIsChild: Bool {
        let configuration = MobileAds.shared.requestConfiguration
        return configuration.tagForChildDirectedTreatment?.boolValue == true
            || configuration.tagForUnderAgeOfConsent?.boolValue == true
            || configuration.ageRestrictedTreatment == .child
    }

    static func refusal() -> NSError {
        SampleCustomEventError.make(.invalidServerParameter, "The Sample network serves no ads to children.")
    }

    open override class func setUp(
        with configuration: MediationServerConfiguration,
        completionHandler: @escaping GADMediationAdapterSetUpCompletionBlock
    ) {
        if userIsChild { return completionHandler(refusal()) }
        super.setUp(with: configuration, completionHandler: completionHandler)
    }

    open override func collectSignals(
        for params: RTBRequestParameters, completionHandler: @escaping GADRTBSignalCompletionHandler
    ) {
        if Self.userIsChild { return completionHandler(nil, Self.refusal()) }
        super.collectSignals(for: params, completionHandler: completionHandler)
    }

    open override func loadBanner(
        for adConfiguration: MediationBannerAdConfiguration,
        completionHandler: @escaping GADMediationBannerLoadCompletionHandler
    ) {
        if Self.userIsChild { _ = completionHandler(nil, Self.refusal()); return }
        super.loadBanner(for: adConfiguration, completionHandler: completionHandler)
    }

    open override func loadNativeAd(
        for adConfiguration: MediationNativeAdConfiguration,
        completionHandler: @escaping GADMediationNativeLoadCompletionHandler
    ) {
        if Self.userIsChild { _ = completionHandler(nil, Self.refusal()); return }
        super.loadNativeAd(for: adConfiguration, completionHandler: completionHandler)
    }

    open override func loadInterstitial(
        for adConfiguration: MediationInterstitialAdConfiguration,
        completionHandler: @escaping GADMediationInterstitialLoadCompletionHandler
    ) {
        if Self.userIsChild { _ = completionHandler(nil, Self.refusal()); return }
        super.loadInterstitial(for: adConfiguration, completionHandler: completionHandler)
    }

    open override func loadRewardedAd(
        for adConfiguration: MediationRewardedAdConfiguration,
        completionHandler: @escaping GADMediationRewardedLoadCompletionHandler
    ) {
        if Self.userIsChild { _ = completionHandler(nil, Self.refusal()); return }
        super.loadRewardedAd(for: adConfiguration, completionHandler: completionHandler)
    }

    open override func loadRewardedInterstitialAd(
        for adConfiguration: MediationRewardedAdConfiguration,
        completionHandler: @escaping GADMediationRewardedLoadCompletionHandler
    ) {
        if Self.userIsChild { _ = completionHandler(nil, Self.refusal()); return }
        super.loadRewardedInterstitialAd(for: adConfiguration, completionHandler: completionHandler)
    }

    open override func loadAppOpenAd(
        for adConfiguration: MediationAppOpenAdConfiguration,
        completionHandler: @escaping GADMediationAppOpenLoadCompletionHandler
    ) {
        if Self.userIsChild { _ = completionHandler(nil, Self.refusal()); return }
        super.loadAppOpenAd(for: adConfiguration, completionHandler: completionHandler)
    }
}

/// Calls a signal completion handler at most once, from any thread.
final class SignalCompletionOnce: @unchecked Sendable {
    private let claimed = Atomic<Bool>(false)
    private var handler: GADRTBSignalCompletionHandler?

    init(_ handler: @escaping GADRTBSignalCompletionHandler) { self.handler = handler }

    func complete(_ signal: String?, _ error: Error?) {
        guard claimed.compareExchange(expected: false, desired: true, ordering: .acquiringAndReleasing).exchanged,
            let handler
        else { return }
        self.handler = nil
        handler(signal, error)
    }
}

/// How the reference turns the global request configuration into the network's child and
/// age flags. Harness-only seam: a broken variant scopes another mapping around its calls into
/// the reference (a task-local value, so nothing global changes).
package enum SamplePrivacyMapping {
    /// The network's (child, under-age) flags for a configuration.
    package typealias Mapping = @Sendable (RequestConfiguration) -> (child: Bool?, underAge: Bool?)

    /// Three-valued: unset stays unset, false stays false, true or a child age treatment becomes true.
    package static let threeValued: Mapping = { global in
        let child = global.ageRestrictedTreatment == .child
        return (
            child ? true : global.tagForChildDirectedTreatment?.boolValue,
            child ? true : global.tagForUnderAgeOfConsent?.boolValue
        )
    }

    /// The mapping in effect for the calling task.
    @TaskLocal package static var current: Mapping = threeValued
}

extension SampleAdRequest {
    /// The child and age flags of the global request configuration (GMA 13 carries them only
    /// there; PRV-1), three-valued, and, for a bidding load, its bid response and watermark.
    package func applyPrivacyAndBid(from configuration: MediationAdConfiguration?) {
        let flags = SamplePrivacyMapping.current(MobileAds.shared.requestConfiguration)
        childDirectedTreatment = flags.child
        underAgeOfConsent = flags.underAge
        bidResponse = configuration?.bidResponse
        watermark = configuration?.watermark
    }
}
