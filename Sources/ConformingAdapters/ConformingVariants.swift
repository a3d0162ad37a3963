import BrokenAdapters
import Foundation
import GoogleMobileAds
import SampleAdSDK
import SampleCustomEvent

/// Loads a bid by its response alone: on a bidding load the network is asked for the
/// placement the bid names, never the waterfall's ad unit (Google's Bigo and Moloco adapters
/// load bids this way).
final class BidByResponseEvent: ConfigurationReadingEvent {
    static let bidPlacement = "placement-of-the-bid"

    override func read(_ credentials: MediationCredentials, bidResponse: String?) -> MediationCredentials? {
        bidResponse == nil ? credentials : credentials.with(parameter: Self.bidPlacement)
    }
}

/// The ad unit is optional: without one the network loads its default placement.
final class OptionalAdUnitEvent: ConfigurationReadingEvent {
    static let defaultPlacement = "default-placement"

    override func read(_ credentials: MediationCredentials, bidResponse: String?) -> MediationCredentials? {
        let unit = credentials.parameter?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        return unit.isEmpty ? credentials.with(parameter: Self.defaultPlacement) : credentials
    }
}

/// Validates its IDs as its network issues them (16 lowercase hexadecimal digits) and refuses
/// any other value at set-up and load, as adapters for networks with fixed-format zone IDs do.
final class ValidatedAdUnitEvent: ConfigurationReadingEvent {
    static let validID = "0123456789abcdef"

    static func isValid(_ value: String?) -> Bool {
        guard let value, value.utf8.count == 16 else { return false }
        return value.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
    }

    override func read(_ credentials: MediationCredentials, bidResponse: String?) -> MediationCredentials? {
        Self.isValid(credentials.parameter) ? credentials : nil
    }

    override class func setUp(
        with configuration: MediationServerConfiguration,
        completionHandler: @escaping GADMediationAdapterSetUpCompletionBlock
    ) {
        if configuration.credentials.contains(where: { isValid($0.parameter) }) { return completionHandler(nil) }
        completionHandler(
            NSError(
                domain: "com.example.conforming", code: 2,
                userInfo: [NSLocalizedDescriptionKey: "No ad source has a valid 16-digit zone ID."]))
    }
}

/// Serves banners at fixed sizes only: fits the size asked for with GMA's
/// `closestValidSizeForAdSizes`, and refuses a size none of its sizes fits.
final class FixedSizeBannerEvent: ConfigurationReadingEvent {
    static let servedSizes: [CGSize] = [CGSize(width: 320, height: 50), CGSize(width: 300, height: 250)]

    override func read(_ configuration: MediationBannerAdConfiguration) -> MediationBannerAdConfiguration? {
        let served = Self.servedSizes.map { nsValue(for: AdSize(size: $0, flags: 0)) }
        let fitted = closestValidSizeForAdSizes(original: configuration.adSize, possibleAdSizes: served)
        guard fitted.size.width > 0, fitted.size.height > 0 else { return nil }
        return configuration.with(adSize: fitted)
    }
}

/// Bids on banners only: signals for another format fail with an error, and its loads
/// ignore any bid response and load by ad unit.
final class BannerOnlyBidderEvent: ConfigurationReadingEvent {
    override func takesBid(for format: AdFormat) -> Bool { format == .banner }

    override func collectSignals(
        for params: RTBRequestParameters, completionHandler: @escaping GADRTBSignalCompletionHandler
    ) {
        guard params.configuration.credentials.first?.format == .banner else {
            return completionHandler(
                nil,
                NSError(
                    domain: "com.example.conforming", code: 3,
                    userInfo: [NSLocalizedDescriptionKey: "This network bids on banners only."]))
        }
        super.collectSignals(for: params, completionHandler: completionHandler)
    }
}

/// Collects signals from a `Task`, as Swift adapters written with concurrency do:
/// `collectSignals` returns before the token request starts.
final class TaskSignalsEvent: SampleBiddingCustomEvent {
    required init() { super.init() }

    override func collectSignals(
        for params: RTBRequestParameters, completionHandler: @escaping GADRTBSignalCompletionHandler
    ) {
        let call = SignalCall(params: params, handler: completionHandler)
        Task.detached { call.run(on: self) }
    }

    /// The call's arguments carried into the task (the SDK's types are not `Sendable`).
    private final class SignalCall: @unchecked Sendable {
        let params: RTBRequestParameters
        let handler: GADRTBSignalCompletionHandler
        init(params: RTBRequestParameters, handler: @escaping GADRTBSignalCompletionHandler) {
            self.params = params
            self.handler = handler
        }
        func run(on event: TaskSignalsEvent) { event.collectFromSuper(params, handler) }
    }

    private func collectFromSuper(_ params: RTBRequestParameters, _ handler: @escaping GADRTBSignalCompletionHandler) {
        super.collectSignals(for: params, completionHandler: handler)
    }
}

extension TaskSignalsEvent: @unchecked Sendable {}

/// Forwards each reward the network reports, when it reports it, trusting its network to
/// report only earned rewards (no filtering of a reward reported before the ad is shown).
final class RewardAsReportedEvent: SampleCustomEvent {
    private var rewarded: SampleCustomEventRewarded?

    override func loadRewardedAd(
        for adConfiguration: MediationRewardedAdConfiguration,
        completionHandler: @escaping GADMediationRewardedLoadCompletionHandler
    ) {
        let ad = SampleCustomEventRewarded(rewardedInterstitial: false, forwardingRewardsAsReported: true)
        rewarded = ad
        ad.loadRewardedAd(for: adConfiguration, completionHandler: completionHandler)
    }

    override func loadRewardedInterstitialAd(
        for adConfiguration: MediationRewardedAdConfiguration,
        completionHandler: @escaping GADMediationRewardedLoadCompletionHandler
    ) {
        let ad = SampleCustomEventRewarded(rewardedInterstitial: true, forwardingRewardsAsReported: true)
        rewarded = ad
        ad.loadRewardedAd(for: adConfiguration, completionHandler: completionHandler)
    }
}

/// A Swift 6 adapter isolated to the main actor, as adapters written for UIKit are: every
/// member the SDK calls runs on the main thread (the SDK calls them there), and the
/// compiler-generated witnesses trap anywhere else. It loads through the reference.
@MainActor
final class MainActorEvent: NSObject, @preconcurrency MediationAdapter {
    private let loader = SampleCustomEvent()

    override init() { super.init() }

    static func adapterVersion() -> VersionNumber { SampleCustomEvent.adapterVersion() }
    static func adSDKVersion() -> VersionNumber { SampleCustomEvent.adSDKVersion() }
    static func networkExtrasClass() -> AdNetworkExtras.Type? { SampleCustomEvent.networkExtrasClass() }

    static func setUp(
        with configuration: MediationServerConfiguration,
        completionHandler: @escaping GADMediationAdapterSetUpCompletionBlock
    ) {
        SampleCustomEvent.setUp(with: configuration, completionHandler: completionHandler)
    }

    func loadBanner(
        for adConfiguration: MediationBannerAdConfiguration,
        completionHandler: @escaping GADMediationBannerLoadCompletionHandler
    ) {
        loader.loadBanner(for: adConfiguration, completionHandler: completionHandler)
    }

    func loadNativeAd(
        for adConfiguration: MediationNativeAdConfiguration,
        completionHandler: @escaping GADMediationNativeLoadCompletionHandler
    ) {
        loader.loadNativeAd(for: adConfiguration, completionHandler: completionHandler)
    }

    func loadInterstitial(
        for adConfiguration: MediationInterstitialAdConfiguration,
        completionHandler: @escaping GADMediationInterstitialLoadCompletionHandler
    ) {
        loader.loadInterstitial(for: adConfiguration, completionHandler: completionHandler)
    }

    func loadRewardedAd(
        for adConfiguration: MediationRewardedAdConfiguration,
        completionHandler: @escaping GADMediationRewardedLoadCompletionHandler
    ) {
        loader.loadRewardedAd(for: adConfiguration, completionHandler: completionHandler)
    }

    func loadRewardedInterstitialAd(
        for adConfiguration: MediationRewardedAdConfiguration,
        completionHandler: @escaping GADMediationRewardedLoadCompletionHandler
    ) {
        loader.loadRewardedInterstitialAd(for: adConfiguration, completionHandler: completionHandler)
    }

    func loadAppOpenAd(
        for adConfiguration: MediationAppOpenAdConfiguration,
        completionHandler: @escaping GADMediationAppOpenLoadCompletionHandler
    ) {
        loader.loadAppOpenAd(for: adConfiguration, completionHandler: completionHandler)
    }
}

/// Its network's token getter is synchronous and cannot fail: `collectSignals` answers at
/// once with what it returns, never with an error for a format it bids on.
final class SynchronousTokenEvent: SampleBiddingCustomEvent {
    static let token = "synchronous-token"

    override func collectSignals(
        for params: RTBRequestParameters, completionHandler: @escaping GADRTBSignalCompletionHandler
    ) {
        guard let format = params.configuration.credentials.first?.format, Self.biddingFormats[format] != nil else {
            return super.collectSignals(for: params, completionHandler: completionHandler)
        }
        completionHandler(Self.token, nil)
    }
}
