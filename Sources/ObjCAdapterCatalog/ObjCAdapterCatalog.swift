import AdapterConformance
import Foundation
import GoogleMobileAds
import ObjCAdapterHost
import SampleAdSDKFixture
import SampleAdSDKObjCHost

/// The harness's Objective-C adapters as fixtures: the reference custom event, its broken
/// variants (one defect each, named by the rule that catches it) and the adapters that crash on
/// purpose. Each runs on the Sample Ad SDK's public Objective-C API (`.sampleSDKPublicAPI`).
public enum ObjCAdapterCatalog {
    /// The reference, then the broken variants, then the crash kinds: what `conformance-objc`
    /// offers.
    public static let fixtures: [AdapterFixture] =
        [reference] + conforming + broken.map(\.fixture) + crashing.map(\.fixture)

    /// The reference custom event, `SampleObjCCustomEvent`: passes every rule.
    public static let reference = fixture(
        "objc-sample-custom-event",
        "The reference Objective-C custom event (all six formats) on the Sample Ad SDK's public API; passes every rule."
    ) { SampleObjCCustomEventAdapter() }

    /// Variants doing what production Objective-C adapters legitimately do: every one passes
    /// every rule the reference passes.
    public static let conforming: [AdapterFixture] = [
        fixture(
            "objc-conforming-weak-event-delegate",
            "Keeps the SDK's banner event delegate in a weak reference, as Google's partner adapters do; passes every rule."
        ) { ConformingObjCWeakEventDelegateAdapter() }
    ]

    /// Each broken variant, with the ID of the rule that catches it, in rule-catalog order.
    public static let broken: [(name: String, rule: String, fixture: AdapterFixture)] = [
        variant(
            "adp-2-setup-twice", "ADP-2", "completes set-up at once and again on the next main-queue turn"
        ) { BrokenObjCADP2SetUpTwiceAdapter() },
        variant(
            "adp-4-global-native-ad", "ADP-4",
            "reads native assets from a file-scope variable holding the latest load's ad"
        ) { BrokenObjCADP4GlobalNativeAdAdapter() },
        variant("load-1-no-guard", "LOAD-1", "banner: calls the SDK's completion handler for every network answer") {
            BrokenObjCLOAD1NoGuardAdapter()
        },
        variant(
            "load-4-empty-domain", "LOAD-4",
            "banner: error domain from the bundle identifier, which is nil outside an app: empty"
        ) { BrokenObjCLOAD4EmptyDomainAdapter() },
        variant(
            "opt-6-ignores-aspect-ratio", "OPT-6",
            "ignores GADNativeAdMediaAdLoaderOptions: the network always gets any orientation"
        ) { BrokenObjCOPT6IgnoresAspectRatioAdapter() },
        variant("nat-2-empty-strings", "NAT-2", "maps missing text assets to @\"\" (?:) instead of nil") {
            BrokenObjCNAT2EmptyStringsAdapter()
        },
        variant("adc-1-drops-adchoices", "ADC-1", "hands over no AdChoices (ad-info) view") {
            BrokenObjCADC1DropsAdChoicesAdapter()
        },
        variant("med-1-video-as-image", "MED-1", "hasVideoContent is NO for every ad, video ads included") {
            BrokenObjCMED1VideoAsImageAdapter()
        },
        variant(
            "clk-2-double-counted-click", "CLK-2",
            "passes the SDK's click to the network and also calls reportClick"
        ) { BrokenObjCCLK2DoubleCountedClickAdapter() },
        variant(
            "imp-2-also-reports-impression", "IMP-2",
            "passes the SDK's impression to the network and also calls reportImpression"
        ) { BrokenObjCIMP2AlsoReportsImpressionAdapter() },
        variant("ban-1-wrapped-view", "BAN-1", "hands the SDK a container view holding the network's banner") {
            BrokenObjCBAN1WrappedViewAdapter()
        },
        variant(
            "con-2-racy-guard", "CON-2",
            "banner: a plain BOOL guard, set on the main queue where it completes; racing answers all complete"
        ) { BrokenObjCCON2RacyGuardAdapter() },
        variant(
            "ful-3-unchecked-show", "FUL-3",
            "rewarded: shows without checking isReady; a not-ready or expired ad fails silently"
        ) { BrokenObjCFUL3UncheckedShowAdapter() },
        variant("rwd-1-reward-on-present", "RWD-1", "rewarded: pays the reward when the ad appears") {
            BrokenObjCRWD1RewardOnPresentAdapter()
        },
        variant(
            "bid-1-signals-twice", "BID-1",
            "GADRTBAdapter: answers with its cached signal at once and again from a background queue",
            declaring: .biddingWithoutBidLoads
        ) { BrokenObjCBID1SignalsTwiceAdapter() },
        variant(
            "prv-2-serves-children", "PRV-2",
            "its network refuses child users: set-up refuses them, loads serve them",
            declaring: .refusesChildUsers
        ) { BrokenObjCPRV2ServesChildrenAdapter() },
    ]

    /// The adapters that crash the process on purpose, each in one situation only.
    public static let crashing: [(name: String, fixture: AdapterFixture)] = [
        crash(
            "exception",
            "raises an uncaught NSInvalidArgumentException loading a banner of a size it has no creative for (250x250)"
        ) { CrashingObjCUncaughtExceptionAdapter() },
        crash(
            "freed-object",
            "messages its freed request (__unsafe_unretained) when the network refuses a banner request (error 0)"
        ) { CrashingObjCFreedObjectAdapter() },
        crash(
            "over-release",
            "transfers one reference twice (__bridge_transfer) when the network refuses a native request (error 0)"
        ) { CrashingObjCOverReleaseAdapter() },
    ]

    /// A fixture for an Objective-C adapter on the Sample Ad SDK's public Objective-C API.
    static func fixture(
        _ name: String, _ summary: String, makeAdapter: @escaping @Sendable () -> any MediationAdapter
    ) -> AdapterFixture {
        .sampleSDK(name: name, summary: summary, capabilities: .sampleSDKPublicAPI) {
            SampleAdSDKFaces.declare()
            return makeAdapter()
        }
    }

    /// What a variant's fixture declares beyond the Sample Ad SDK's public API, so that its rule
    /// judges it.
    enum Declaration {
        /// A `GADRTBAdapter` whose network has no bidding load: its signals are judged, no
        /// bidding loads are run (the public Sample Ad SDK API cannot load a bid response).
        case biddingWithoutBidLoads
        /// Its network refuses child users (PRV-2).
        case refusesChildUsers
    }

    /// A broken variant: `objc-broken-<what>`, breaking `rule`.
    static func variant(
        _ what: String, _ rule: String, _ summary: String, declaring declaration: Declaration? = nil,
        makeAdapter: @escaping @Sendable () -> any MediationAdapter
    ) -> (name: String, rule: String, fixture: AdapterFixture) {
        let name = "objc-broken-\(what)"
        var made = fixture(name, "\(rule): \(summary)", makeAdapter: makeAdapter)
        switch declaration {
        case .biddingWithoutBidLoads: made.bidding.paths = .waterfallOnly
        case .refusesChildUsers: made.refusesChildUsers = true
        case nil: break
        }
        return (name, rule, made)
    }

    /// A crash kind: `objc-crash-<kind>`.
    static func crash(
        _ kind: String, _ summary: String, makeAdapter: @escaping @Sendable () -> any MediationAdapter
    ) -> (name: String, fixture: AdapterFixture) {
        let name = "objc-crash-\(kind)"
        return (name, fixture(name, "Crashes on purpose: \(summary).", makeAdapter: makeAdapter))
    }
}
