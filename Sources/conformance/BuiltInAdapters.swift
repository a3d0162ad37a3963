import AdapterConformance
import BrokenAdapters
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
            }
        ]
        + BrokenAdapterCatalog.all.map { entry in
            .sampleSDKStandIn(
                name: entry.name, summary: "breaks \(entry.rule): \(entry.summary)", makeAdapter: entry.makeAdapter)
        }
}
