import AdapterConformance
import GoogleMobileAds
import SampleCustomEvent

/// An adapter that takes its process down in some scenarios, to show (and test) that the
/// supervisor turns a crash or a hang into one `<error>` and carries on: it traps on native
/// requests that are child-directed and spins forever on banner test requests.
final class CrashingAndHangingAdapter: SampleCustomEvent {
    override func loadNativeAd(
        for adConfiguration: MediationNativeAdConfiguration,
        completionHandler: @escaping GADMediationNativeLoadCompletionHandler
    ) {
        if adConfiguration.childDirectedTreatment?.boolValue == true {
            let missing: String? = nil
            _ = missing!.count
        }
        super.loadNativeAd(for: adConfiguration, completionHandler: completionHandler)
    }

    override func loadBanner(
        for adConfiguration: MediationBannerAdConfiguration,
        completionHandler: @escaping GADMediationBannerLoadCompletionHandler
    ) {
        if adConfiguration.isTestRequest {
            while true { usleep(1_000) }
        }
        super.loadBanner(for: adConfiguration, completionHandler: completionHandler)
    }
}

extension BuiltInAdapters {
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
