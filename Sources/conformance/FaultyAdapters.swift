import AdapterConformance
import BrokenAdapters
import SampleAdSDKFixture

extension BuiltInAdapters {
    /// Shows crash isolation: `CrashingAndHangingAdapter` (in BrokenAdapters, which the
    /// Swift Testing isolation tests share) crashes and hangs on purpose.
    static let faulty: [AdapterFixture] = [
        .sampleSDKStandIn(
            name: "faulty-crash-and-hang",
            summary:
                "Crashes on child-directed native requests and hangs on banner test requests; shows crash isolation."
        ) {
            CrashingAndHangingAdapter()
        }
    ]
}
