import Foundation
import GoogleMobileAds
import SampleAdSDK
import SampleCustomEvent

/// ADP-1: parses its version from text that has two components where it expects three, and
/// reports what a failed parse leaves behind: 0.0.0.
final class ZeroVersionEvent: SampleCustomEvent {
    override class func adapterVersion() -> VersionNumber {
        let parts = "1.0".split(separator: ".").compactMap { Int($0) }
        guard parts.count == 3 else { return VersionNumber() }
        return VersionNumber(majorVersion: parts[0], minorVersion: parts[1], patchVersion: parts[2])
    }
}

/// ADP-2: set-up reports success whatever the credentials, so a missing server parameter
/// surfaces only later, load by load.
final class SetUpNeverFailsEvent: SampleCustomEvent {
    override class func setUp(
        with configuration: MediationServerConfiguration,
        completionHandler: @escaping GADMediationAdapterSetUpCompletionBlock
    ) {
        completionHandler(nil)
    }
}

/// ADP-2: set-up completes once at once and again when "the network finished initializing".
final class SetUpTwiceEvent: SampleCustomEvent {
    override class func setUp(
        with configuration: MediationServerConfiguration,
        completionHandler: @escaping GADMediationAdapterSetUpCompletionBlock
    ) {
        super.setUp(with: configuration, completionHandler: completionHandler)
        super.setUp(with: configuration, completionHandler: completionHandler)
    }
}

/// ADP-3: reads its version from a resource on every call, which costs 20 ms.
final class SlowVersionEvent: SampleCustomEvent {
    override class func adapterVersion() -> VersionNumber {
        Thread.sleep(forTimeInterval: 0.02)
        return super.adapterVersion()
    }
}

/// ADP-4: the Objective-C sample's defect. The per-load objects live in file-scope globals,
/// so a second instance's load replaces (and frees) the first one's, whose answer is lost.
nonisolated(unsafe) private var sampleNativeAd: SampleCustomEventNativeAd?
nonisolated(unsafe) private var sampleBanner: SampleCustomEventBanner?

final class GlobalLoadStateEvent: SampleCustomEvent {
    override func loadNativeAd(
        for adConfiguration: MediationNativeAdConfiguration,
        completionHandler: @escaping GADMediationNativeLoadCompletionHandler
    ) {
        sampleNativeAd = SampleCustomEventNativeAd()
        sampleNativeAd?.loadNativeAd(for: adConfiguration, completionHandler: completionHandler)
    }

    override func loadBanner(
        for adConfiguration: MediationBannerAdConfiguration,
        completionHandler: @escaping GADMediationBannerLoadCompletionHandler
    ) {
        sampleBanner = SampleCustomEventBanner()
        sampleBanner?.loadBanner(for: adConfiguration, completionHandler: completionHandler)
    }
}
