import Foundation
import GoogleMobileAds
import SampleCustomEvent

/// An adapter that takes its process down in some scenarios, to show (and test) that the
/// harness turns a crash or a hang into one error and carries on, on the command line and
/// under `swift test`: it traps on native requests while the global request configuration is
/// child-directed (a force unwrap of nil) and spins forever on banner test requests. Otherwise it is the reference.
public final class CrashingAndHangingAdapter: SampleCustomEvent {
    override public func loadNativeAd(
        for adConfiguration: MediationNativeAdConfiguration,
        completionHandler: @escaping GADMediationNativeLoadCompletionHandler
    ) {
        if MobileAds.shared.requestConfiguration.tagForChildDirectedTreatment?.boolValue == true {
            let missing: String? = nil
            _ = missing!.count
        }
        super.loadNativeAd(for: adConfiguration, completionHandler: completionHandler)
    }

    override public func loadBanner(
        for adConfiguration: MediationBannerAdConfiguration,
        completionHandler: @escaping GADMediationBannerLoadCompletionHandler
    ) {
        if adConfiguration.isTestRequest {
            while true { usleep(1_000) }
        }
        super.loadBanner(for: adConfiguration, completionHandler: completionHandler)
    }
}
