import AdapterConformance
import ConformanceVocabulary
import Foundation
import GoogleMobileAds
import SampleAdSDKFixture
import SampleCustomEvent

/// Every conforming-but-unusual adapter, each with the fixture a network's own author would
/// write for it. `ConformingTests` runs them all through the whole catalog: none may fail a
/// required rule.
public enum ConformingAdapterCatalog {
    /// All of them.
    public static let all: [ConformingAdapterEntry] = [
        entry(
            "conforming-bid-by-response",
            "loads a bid by its response alone, asking the network for the bid's placement, not the ad unit",
            [.opt1]
        ) {
            BidByResponseEvent()
        } declare: { fixture in
            fixture.bidding.paths = .both
        },
        entry(
            "conforming-both-paths",
            "the bidding reference declaring both paths: every load scenario runs by ad unit and by bid",
            [.opt9, .opt1]
        ) {
            SampleBiddingCustomEvent()
        } declare: { fixture in
            fixture.bidding.paths = .both
        },
        entry(
            "conforming-optional-ad-unit",
            "the ad unit is optional: without one the network loads its default placement",
            [.load8, .load1]
        ) {
            OptionalAdUnitEvent()
        } declare: { fixture in
            fixture.credentials = CredentialLayout(
                setUp: [.adUnit("parameter")], load: [.optionalAdUnit("parameter")])
        },
        entry(
            "conforming-validated-ad-unit",
            "validates its 16-digit zone IDs and refuses any other value, at set-up and load",
            [.load4, .opt1, .opt9, .ban1, .adp4, .con1]
        ) {
            ValidatedAdUnitEvent()
        } declare: { fixture in
            let zone = CredentialKey.adUnit("parameter", sampleValue: ValidatedAdUnitEvent.validID)
            fixture.credentials = CredentialLayout(setUp: [zone], load: [zone])
        },
        entry(
            "conforming-fixed-banner-sizes",
            "serves 320x50 and 300x250 only, fitted as GMA fits them; refuses a size neither fits",
            [.opt9, .ban1]
        ) {
            FixedSizeBannerEvent()
        } declare: { fixture in
            fixture.bannerSizes = FixedSizeBannerEvent.servedSizes
        },
        entry(
            "conforming-banner-only-bidder",
            "bids on banners only (signals for other formats fail); other formats load by ad unit",
            [.bid7]
        ) {
            BannerOnlyBidderEvent()
        } declare: { fixture in
            fixture.bidding.formats = [.banner]
        },
        entry(
            "conforming-signals-from-task",
            "collects signals in a Task: collectSignals returns before the token request starts",
            [.bid1]
        ) { TaskSignalsEvent() },
        entry(
            "conforming-synchronous-token",
            "its network's token getter is synchronous and cannot fail: signals answer at once",
            [.bid1, .bid2]
        ) {
            SynchronousTokenEvent()
        } declare: { fixture in
            fixture.bidding.synchronousTokens = true
            // The getter takes neither a size nor the privacy flags.
            fixture.capabilities.remove(.signalAdSize)
            fixture.privacyPoints.remove(.signals)
        },
        entry(
            "conforming-refuses-children",
            "its network has a child flag and refuses child users: set-up, signals and loads fail for a child",
            [.prv1, .prv2]
        ) {
            SampleChildRefusingCustomEvent()
        } declare: { fixture in
            fixture.refusesChildUsers = true
        },
        entry(
            "conforming-reward-as-reported", "forwards each reward when the network reports it, shown or not",
            [.rwd1]
        ) { RewardAsReportedEvent() },
        entry(
            "conforming-main-actor",
            "a @MainActor class: every member traps off the main thread, as Swift 6 UIKit adapters do",
            [.adp1, .adp3]
        ) {
            MainActor.assumeIsolated { MainActorEvent() }
        } declare: { fixture in
            fixture.mainActorIsolated = true
        },
        entry(
            "conforming-present-dismiss-only",
            "its network's full-screen ads report present and dismiss only, as the Sample SDK's public delegate does",
            [.ful2]
        ) {
            SampleCustomEvent()
        } declare: { fixture in
            fixture.capabilities.remove(.fullScreenAdEvents)
        },
    ]

    /// The entry named `name`.
    public static func entry(named name: String) -> ConformingAdapterEntry? { all.first { $0.name == name } }

    static func entry(
        _ name: String, _ summary: String, _ falseAlarms: [RuleID],
        _ make: @escaping @Sendable () -> any MediationAdapter,
        declare: @escaping @Sendable (inout AdapterFixture) -> Void = { _ in }
    ) -> ConformingAdapterEntry {
        ConformingAdapterEntry(name: name, summary: summary, falseAlarms: falseAlarms) {
            var fixture = AdapterFixture.sampleSDKStandIn(name: name, summary: summary, makeAdapter: make)
            declare(&fixture)
            return fixture
        }
    }
}
