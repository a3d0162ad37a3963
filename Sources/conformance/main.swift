import AdapterConformance
import BrokenAdapters
import ConformanceCLI
import HostileAdapters
import Foundation
import SampleAdSDKFixture
import SampleCustomEvent

/// The adapters this executable tests: the reference custom event, its correct self-tracking
/// sibling, and the deliberately broken variants that show what failures look like.
let fixtures: [AdapterFixture] =
    [
        .sampleSDKStandIn(
            name: "SampleCustomEvent", summary: "The reference custom event (all six formats); passes every rule."
        ) {
            SampleCustomEvent()
        }
    ] + BuiltInAdapters.variants + BuiltInAdapters.faulty + HostileAdapterCatalog.all

exit(await ConformanceCommand.main(fixtures: fixtures, programName: "conformance"))
