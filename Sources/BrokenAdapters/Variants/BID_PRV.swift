import Foundation
import GoogleMobileAds
import SampleAdSDK
import SampleCustomEvent

/// BID-1: no complete-once guard on the signal completion: every token answer calls it.
public final class SignalsEveryAnswerEvent: SampleBiddingCustomEvent {
    public required init() { super.init() }
    public override func collectSignals(
        for params: RTBRequestParameters, completionHandler: @escaping GADRTBSignalCompletionHandler
    ) {
        requestToken(for: params, format: "interstitial") { token, code in
            completionHandler(
                token, token == nil ? NSError(domain: "com.example.broken", code: code?.rawValue ?? 0) : nil)
        }
    }
}

/// BID-2: passes the network's token through as it is, `(nil, nil)` when there is none.
public final class NilSignalEvent: SampleBiddingCustomEvent {
    public required init() { super.init() }
    public override func collectSignals(
        for params: RTBRequestParameters, completionHandler: @escaping GADRTBSignalCompletionHandler
    ) {
        var done = false
        requestToken(for: params, format: "interstitial") { token, _ in
            guard !done else { return }
            done = true
            completionHandler(token, nil)
        }
    }
}

/// BID-3: on a failure, still hands over a stale token together with the error.
public final class SignalAndErrorEvent: SampleBiddingCustomEvent {
    public required init() { super.init() }
    public override func collectSignals(
        for params: RTBRequestParameters, completionHandler: @escaping GADRTBSignalCompletionHandler
    ) {
        super.collectSignals(for: params) { signal, error in
            completionHandler(error == nil ? signal : "stale-token", error)
        }
    }
}

/// BID-4: hops to the main thread before asking the network for its token.
public final class MainThreadSignalsEvent: SampleBiddingCustomEvent {
    public required init() { super.init() }
    public override func collectSignals(
        for params: RTBRequestParameters, completionHandler: @escaping GADRTBSignalCompletionHandler
    ) {
        let call = LegacyCall { super.collectSignals(for: params, completionHandler: completionHandler) }
        DispatchQueue.main.async { call.run() }
    }
}

/// BID-5: hands out a token whatever format the ad sources are for.
public final class AnyFormatSignalsEvent: SampleBiddingCustomEvent {
    public required init() { super.init() }
    public override func collectSignals(
        for params: RTBRequestParameters, completionHandler: @escaping GADRTBSignalCompletionHandler
    ) {
        var done = false
        requestToken(for: params, format: "interstitial") { token, code in
            guard !done else { return }
            done = true
            completionHandler(
                token, token == nil ? NSError(domain: "com.example.broken", code: code?.rawValue ?? 1) : nil)
        }
    }
}

/// BID-6: asks for a banner's token without its size.
public final class SizelessSignalsEvent: SampleBiddingCustomEvent {
    public required init() { super.init() }
    public override func collectSignals(
        for params: RTBRequestParameters, completionHandler: @escaping GADRTBSignalCompletionHandler
    ) {
        var done = false
        requestToken(for: params, format: "banner", withSize: false) { token, code in
            guard !done else { return }
            done = true
            completionHandler(
                token, token == nil ? NSError(domain: "com.example.broken", code: code?.rawValue ?? 1) : nil)
        }
    }
}

/// A copy of an interstitial configuration with another bid response and watermark.
private func interstitialConfiguration(
    _ configuration: MediationInterstitialAdConfiguration, bidResponse: String?, watermark: Data?
) -> MediationInterstitialAdConfiguration {
    MediationInterstitialAdConfiguration(
        credentials: configuration.credentials, bidResponse: bidResponse,
        topViewController: configuration.topViewController, watermark: watermark, extras: configuration.extras,
        isTestRequest: configuration.isTestRequest, childDirectedTreatment: configuration.childDirectedTreatment,
        underAgeOfConsent: configuration.underAgeOfConsent)
}

/// BID-7: ignores the bid response and fetches by ad unit, as a waterfall load.
public final class WaterfallForBidEvent: SampleBiddingCustomEvent {
    public required init() { super.init() }
    public override func loadInterstitial(
        for adConfiguration: MediationInterstitialAdConfiguration,
        completionHandler: @escaping GADMediationInterstitialLoadCompletionHandler
    ) {
        super.loadInterstitial(
            for: interstitialConfiguration(adConfiguration, bidResponse: nil, watermark: adConfiguration.watermark),
            completionHandler: completionHandler)
    }
}

/// BID-8: loads the bid without handing the network its watermark.
public final class WatermarkDroppingEvent: SampleBiddingCustomEvent {
    public required init() { super.init() }
    public override func loadInterstitial(
        for adConfiguration: MediationInterstitialAdConfiguration,
        completionHandler: @escaping GADMediationInterstitialLoadCompletionHandler
    ) {
        super.loadInterstitial(
            for: interstitialConfiguration(adConfiguration, bidResponse: adConfiguration.bidResponse, watermark: nil),
            completionHandler: completionHandler)
    }
}

/// BID-9: declared bidding-only, yet a load without a bid response goes to the network by ad unit.
public final class BiddingOnlyFetchesAnywayEvent: SampleBiddingCustomEvent, HarnessBiddingOnly {
    public required init() { super.init() }
}

/// The bidding reference loading under a privacy mapping of its own: the base of the PRV-1
/// variants, each of which maps the global configuration to the network's flags wrongly.
class PrivacyMappingEvent: SampleBiddingCustomEvent {
    required init() { super.init() }
    /// How this variant turns the global configuration into the network's flags.
    class var mapping: SamplePrivacyMapping.Mapping { SamplePrivacyMapping.threeValued }

    override func loadInterstitial(
        for adConfiguration: MediationInterstitialAdConfiguration,
        completionHandler: @escaping GADMediationInterstitialLoadCompletionHandler
    ) {
        SamplePrivacyMapping.$current.withValue(Self.mapping) {
            super.loadInterstitial(for: adConfiguration, completionHandler: completionHandler)
        }
    }
    override func loadBanner(
        for adConfiguration: MediationBannerAdConfiguration,
        completionHandler: @escaping GADMediationBannerLoadCompletionHandler
    ) {
        SamplePrivacyMapping.$current.withValue(Self.mapping) {
            super.loadBanner(for: adConfiguration, completionHandler: completionHandler)
        }
    }
    override func loadNativeAd(
        for adConfiguration: MediationNativeAdConfiguration,
        completionHandler: @escaping GADMediationNativeLoadCompletionHandler
    ) {
        SamplePrivacyMapping.$current.withValue(Self.mapping) {
            super.loadNativeAd(for: adConfiguration, completionHandler: completionHandler)
        }
    }
}

/// PRV-1: reports an unset child flag to the network as `false` ("not a child").
final class UnsetAsFalseEvent: PrivacyMappingEvent {
    override class var mapping: SamplePrivacyMapping.Mapping {
        { global in
            let flags = SamplePrivacyMapping.threeValued(global)
            return (flags.child ?? false, flags.underAge ?? false)
        }
    }
}

/// PRV-2: declared as a network that refuses children, yet loads ads for them.
public final class ServesChildrenEvent: SampleBiddingCustomEvent, HarnessRefusesChildUsers {
    public required init() { super.init() }
}

/// FUL-6: forwards the network's single close callback as didDismiss only, with no will-dismiss.
public final class WillDismissDroppingPresenter: FullScreenDecorator, @unchecked Sendable {
    public override func pass(_ call: FullScreenCall) -> [FullScreenCall] { call == .willDismiss ? [] : [call] }
}

/// RWD-4: forwards each reward the reference grants twice.
public final class DoubledRewardPresenter: FullScreenDecorator, @unchecked Sendable {
    public override func pass(_ call: FullScreenCall) -> [FullScreenCall] { call == .reward ? [call, call] : [call] }
}

/// Carries a call to run on another queue (the adapter objects are not `Sendable`).
private struct LegacyCall: @unchecked Sendable {
    let run: () -> Void
    init(_ run: @escaping () -> Void) { self.run = run }
}

extension BrokenAdapterCatalog {
    static let bidding = [
        entry(
            "broken-bid-1-signals-every-answer", .bid1,
            "no complete-once guard: every token answer calls the signal completion"
        ) {
            SignalsEveryAnswerEvent()
        },
        entry("broken-bid-2-nil-signal", .bid2, "passes a missing token on as (nil, nil) instead of an error") {
            NilSignalEvent()
        },
        entry(
            "broken-bid-3-signal-and-error", .bid3,
            "on a token failure, hands over a stale token together with the error"
        ) {
            SignalAndErrorEvent()
        },
        entry("broken-bid-4-waits-for-main", .bid4, "hops to the main thread before asking for the token") {
            MainThreadSignalsEvent()
        },
        entry("broken-bid-5-any-format", .bid5, "hands out a token for a format it cannot bid on") {
            AnyFormatSignalsEvent()
        },
        entry("broken-bid-6-no-banner-size", .bid6, "asks for a banner's token without the banner size") {
            SizelessSignalsEvent()
        },
        entry("broken-bid-7-waterfall-for-bid", .bid7, "ignores the bid response and fetches by ad unit") {
            WaterfallForBidEvent()
        },
        entry("broken-bid-8-drops-watermark", .bid8, "loads the bid without handing the network its watermark") {
            WatermarkDroppingEvent()
        },
        entry(
            "broken-bid-9-fetches-without-bid", .bid9,
            "bidding-only, yet a load without a bid response goes to the network by ad unit"
        ) { BiddingOnlyFetchesAnywayEvent() },
        entry("broken-prv-1-unset-as-false", .prv1, "reports unset child and age flags to the network as false") {
            UnsetAsFalseEvent()
        },
        resetting(
            entry(
                "broken-prv-1-flags-read-once", .prv1,
                "reads the publisher's child and age flags once, at its first load, and never again"
            ) { FlagsReadOnceEvent() }
        ) { FlagsReadOnceEvent.forget() },
        entry("broken-prv-2-serves-children", .prv2, "its network refuses children, yet it loads ads for them") {
            ServesChildrenEvent()
        },
        entry(
            "broken-ful-6-no-will-dismiss", .ful6,
            "forwards the network's close as didDismiss only, never willDismiss"
        ) {
            DecoratedFullScreenEvent<WillDismissDroppingPresenter>()
        },
        entry("broken-rwd-4-reward-twice", .rwd4, "forwards each reward twice") {
            DecoratedFullScreenEvent<DoubledRewardPresenter>()
        },
    ]
}

/// PRV-1: reads the publisher's flags once, the first time it loads, and hands the network
/// those for good: a flag the publisher changes later never reaches it.
final class FlagsReadOnceEvent: PrivacyMappingEvent {
    /// The first configuration this process loaded with (a lazily initialised global).
    nonisolated(unsafe) static var frozen: (child: Bool?, underAge: Bool?)?
    static let lock = NSLock()
    override class var mapping: SamplePrivacyMapping.Mapping {
        { global in
            lock.withLock {
                if let frozen { return frozen }
                let flags = SamplePrivacyMapping.threeValued(global)
                frozen = flags
                return flags
            }
        }
    }
    /// A fresh process's state, between scenarios (the harness resets the network's state).
    static func forget() { lock.withLock { frozen = nil } }
}
