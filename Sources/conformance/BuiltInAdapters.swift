import AdapterConformance
import BrokenAdapters
import ConformingAdapters
import SampleAdSDKFixture
import SampleCustomEvent

/// Fixtures for the adapters that ship with the harness besides the reference.
enum BuiltInAdapters {
    static let variants: [AdapterFixture] =
        [
            .sampleSDKStandIn(
                name: "SampleCustomEventSelfTracking",
                summary: "Reference variant whose network tracks clicks and impressions; passes every rule."
            ) {
                SampleCustomEventSelfTracking()
            },
            .sampleSDKStandIn(
                name: "SampleBiddingCustomEvent",
                summary: "Reference in its bidding form: signals, bid-response loads with watermark, and the waterfall."
            ) { SampleBiddingCustomEvent() },
            .sampleSDKStandIn(
                name: "SampleBiddingOnlyCustomEvent",
                summary: "Reference in its bidding-only form: a load without a bid response fails at once."
            ) { SampleBiddingOnlyCustomEvent() },
            .sampleSDKStandIn(
                name: "SampleChildRefusingCustomEvent",
                summary: "Bidding reference for a network that refuses child users (set-up, signals and loads fail)."
            ) { SampleChildRefusingCustomEvent() },
        ]
        + ConformingAdapterCatalog.all.map { $0.fixture() }
        + BrokenAdapterCatalog.all.map(\.fixture)
}
