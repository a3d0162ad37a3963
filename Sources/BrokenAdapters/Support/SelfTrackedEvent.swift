import Foundation
import GoogleMobileAds
import SampleCustomEvent

/// The self-tracking reference custom event whose native ads take the form `Ad`: the base
/// of the variants that get network-side click and impression tracking wrong.
public final class SelfTrackedEvent<Ad: SampleSelfTrackingNativeAd>: SampleCustomEventSelfTracking {
    /// Creates the custom event.
    public override init() { super.init() }

    /// Builds the variant's `Ad` in place of the reference's self-tracking ad.
    public override func makeNativeAd(tracking mapped: SampleMediatedNativeAd) -> SampleSelfTrackingNativeAd {
        Ad(tracking: mapped)
    }
}
