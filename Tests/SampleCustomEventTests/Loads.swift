import ScriptedNetworkTesting
import Foundation
import GoogleMobileAds
import SampleCustomEvent

/// Runs one load through the reference adapter under a host and returns what the SDK saw.
enum Loads {
    static func banner(
        _ host: TestNetworkHost, _ configuration: MediationBannerAdConfiguration = Configurations.banner(),
        adapter: SampleCustomEvent = SampleCustomEvent()
    ) -> CompletionRecorder<any MediationBannerAd> {
        let recorder = CompletionRecorder<any MediationBannerAd>()
        ScopedScenario.run(host: host) {
            adapter.loadBanner(for: configuration) { recorder.record($0, $1) }
            host.runScheduled()
        }
        return recorder
    }

    static func native(
        _ host: TestNetworkHost, _ configuration: MediationNativeAdConfiguration = Configurations.native(),
        adapter: SampleCustomEvent = SampleCustomEvent()
    ) -> CompletionRecorder<any MediationNativeAd> {
        let recorder = CompletionRecorder<any MediationNativeAd>()
        ScopedScenario.run(host: host) {
            adapter.loadNativeAd(for: configuration) { recorder.record($0, $1) }
            host.runScheduled()
        }
        return recorder
    }
}
