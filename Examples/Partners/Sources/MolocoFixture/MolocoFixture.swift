import AdapterConformance
import Foundation
import GoogleMobileAds
import MolocoAdapter
import MolocoSDK
import ScriptedNetwork

// Moloco through its SDK module: the adapter is used exactly as the SDK makes it (public
// `init()`, the real `Moloco.shared` path), and the stub MolocoSDK answers from the scenario.

extension AdapterFixture {
    /// Google's Moloco adapter over a stub Moloco SDK connected to the scenario's network.
    public static let moloco: AdapterFixture = {
        // Moloco serves no AdChoices of its own to the adapter, no image options, no several
        // images, no AdChoices positions, no per-request test mode, no banner full-screen events.
        let capabilities = NetworkCapabilities.all.subtracting([
            .adChoicesView, .adChoicesIconAndURL, .adChoicesPositions, .multipleImages, .imageOrientation,
            .imageDownloadOption, .testMode, .fullScreenEvents, .videoEvents,
        ])
        return AdapterFixture(
            name: "Moloco", summary: "Google's Moloco adapter (RTB): banner, native, interstitial, rewarded",
            capabilities: capabilities, bannerViewTypes: [MolocoBannerAdView.self],
            makeAdapter: { MolocoMediationAdapter() },
            connect: { host in ScriptedMoloco.connect(host) },
            disconnect: { ScriptedMoloco.connect(nil) })
    }()
}
