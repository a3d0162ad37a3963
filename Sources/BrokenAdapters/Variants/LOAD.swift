import Foundation
import GoogleMobileAds
import SampleAdSDK
import SampleCustomEvent

/// LOAD-2: hands the SDK the ad object it allocated up front together with the error.
final class AdAndErrorEvent: OutcomeRewritingEvent {
    override func nativeFailure(_ error: NSError) -> (ad: (any MediationNativeAd)?, error: Error?) {
        (BlankNativeAd(), error)
    }
    override func bannerFailure(_ error: NSError) -> (ad: (any MediationBannerAd)?, error: Error?) {
        (BlankBannerAd(), error)
    }
}

/// LOAD-3: starts each load on a per-load object it does not keep. The network holds its
/// delegate weakly, so the object is gone when the answer arrives and the answer is lost.
final class UnretainedLoadEvent: SampleCustomEvent {
    override func loadNativeAd(
        for adConfiguration: MediationNativeAdConfiguration,
        completionHandler: @escaping GADMediationNativeLoadCompletionHandler
    ) {
        SampleCustomEventNativeAd().loadNativeAd(for: adConfiguration, completionHandler: completionHandler)
    }

    override func loadBanner(
        for adConfiguration: MediationBannerAdConfiguration,
        completionHandler: @escaping GADMediationBannerLoadCompletionHandler
    ) {
        SampleCustomEventBanner().loadBanner(for: adConfiguration, completionHandler: completionHandler)
    }
}

/// LOAD-4: replaces the network's failure with a generic error: empty domain, no code.
final class EmptyDomainEvent: OutcomeRewritingEvent {
    static let generic = NSError(domain: "", code: -1, userInfo: [NSLocalizedDescriptionKey: "The ad failed to load."])
    override func nativeFailure(_ error: NSError) -> (ad: (any MediationNativeAd)?, error: Error?) {
        (nil, Self.generic)
    }
    override func bannerFailure(_ error: NSError) -> (ad: (any MediationBannerAd)?, error: Error?) {
        (nil, Self.generic)
    }
}

/// LOAD-4: reports a failed load as a success with the empty ad it allocated up front.
final class FailureAsSuccessEvent: OutcomeRewritingEvent {
    override func nativeFailure(_ error: NSError) -> (ad: (any MediationNativeAd)?, error: Error?) {
        (BlankNativeAd(), nil)
    }
    override func bannerFailure(_ error: NSError) -> (ad: (any MediationBannerAd)?, error: Error?) {
        (BlankBannerAd(), nil)
    }
}

/// LOAD-5: Google's Swift sample: the text goes under a `"description"` key, so the SDK shows
/// the generic fallback instead of the sentence.
final class DescriptionKeyEvent: OutcomeRewritingEvent {
    static func rekeyed(_ error: NSError) -> NSError {
        var info = error.userInfo
        info["description"] = info.removeValue(forKey: NSLocalizedDescriptionKey)
        return NSError(domain: error.domain, code: error.code, userInfo: info)
    }
    override func nativeFailure(_ error: NSError) -> (ad: (any MediationNativeAd)?, error: Error?) {
        (nil, Self.rekeyed(error))
    }
    override func bannerFailure(_ error: NSError) -> (ad: (any MediationBannerAd)?, error: Error?) {
        (nil, Self.rekeyed(error))
    }
}

/// LOAD-7: Google's Swift sample: the completion handler is stored for the adapter's
/// lifetime, and with it everything the handler captured.
final class KeepsHandlerEvent: SampleCustomEvent {
    private var nativeCompletion: GADMediationNativeLoadCompletionHandler?
    private var bannerCompletion: GADMediationBannerLoadCompletionHandler?

    override func loadNativeAd(
        for adConfiguration: MediationNativeAdConfiguration,
        completionHandler: @escaping GADMediationNativeLoadCompletionHandler
    ) {
        nativeCompletion = completionHandler
        super.loadNativeAd(for: adConfiguration, completionHandler: completionHandler)
    }

    override func loadBanner(
        for adConfiguration: MediationBannerAdConfiguration,
        completionHandler: @escaping GADMediationBannerLoadCompletionHandler
    ) {
        bannerCompletion = completionHandler
        super.loadBanner(for: adConfiguration, completionHandler: completionHandler)
    }
}

/// LOAD-8: returns without a word when the server parameter is missing or empty: the load
/// neither fails nor succeeds, and the waterfall waits for its timeout.
final class SilentWithoutParameterEvent: SampleCustomEvent {
    private static func missing(_ configuration: MediationAdConfiguration) -> Bool {
        (configuration.credentials.parameter ?? "").trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
    }

    override func loadNativeAd(
        for adConfiguration: MediationNativeAdConfiguration,
        completionHandler: @escaping GADMediationNativeLoadCompletionHandler
    ) {
        guard !Self.missing(adConfiguration) else { return }
        super.loadNativeAd(for: adConfiguration, completionHandler: completionHandler)
    }

    override func loadBanner(
        for adConfiguration: MediationBannerAdConfiguration,
        completionHandler: @escaping GADMediationBannerLoadCompletionHandler
    ) {
        guard !Self.missing(adConfiguration) else { return }
        super.loadBanner(for: adConfiguration, completionHandler: completionHandler)
    }
}
