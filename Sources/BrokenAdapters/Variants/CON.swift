import Foundation
import GoogleMobileAds
import SampleAdSDK
import SampleCustomEvent

/// CON-1: keeps the latest load's completion handler in a static, so every network answer
/// completes whichever load started last, and earlier instances never complete.
final class StaticCompletionEvent: SampleCustomEvent {
    nonisolated(unsafe) private static var nativeCompletion: GADMediationNativeLoadCompletionHandler?
    nonisolated(unsafe) private static var bannerCompletion: GADMediationBannerLoadCompletionHandler?

    override func loadNativeAd(
        for adConfiguration: MediationNativeAdConfiguration,
        completionHandler: @escaping GADMediationNativeLoadCompletionHandler
    ) {
        Self.nativeCompletion = completionHandler
        super.loadNativeAd(for: adConfiguration) { ad, error in Self.nativeCompletion?(ad, error) }
    }

    override func loadBanner(
        for adConfiguration: MediationBannerAdConfiguration,
        completionHandler: @escaping GADMediationBannerLoadCompletionHandler
    ) {
        Self.bannerCompletion = completionHandler
        super.loadBanner(for: adConfiguration) { ad, error in Self.bannerCompletion?(ad, error) }
    }
}

/// CON-3: loads the network's configuration synchronously on the main thread: 30 ms.
final class BlocksMainThreadEvent: SampleCustomEvent {
    override func loadNativeAd(
        for adConfiguration: MediationNativeAdConfiguration,
        completionHandler: @escaping GADMediationNativeLoadCompletionHandler
    ) {
        Thread.sleep(forTimeInterval: 0.03)
        super.loadNativeAd(for: adConfiguration, completionHandler: completionHandler)
    }

    override func loadBanner(
        for adConfiguration: MediationBannerAdConfiguration,
        completionHandler: @escaping GADMediationBannerLoadCompletionHandler
    ) {
        Thread.sleep(forTimeInterval: 0.03)
        super.loadBanner(for: adConfiguration, completionHandler: completionHandler)
    }
}
