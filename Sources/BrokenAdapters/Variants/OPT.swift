import Foundation
import GoogleMobileAds
import SampleAdSDK
import SampleCustomEvent

/// OPT-1: keeps only the part of the server parameter after the last "/", as if every ad
/// unit were a path whose last segment is the network's ID.
final class ShortenedAdUnitEvent: RewritingCustomEvent {
    private static func shortened(_ credentials: MediationCredentials) -> MediationCredentials {
        guard let parameter = credentials.parameter, !parameter.isEmpty else { return credentials }
        let last = parameter.split(separator: "/").last.map(String.init) ?? parameter
        return credentials.with(parameter: last.replacingOccurrences(of: "-", with: "_"))
    }
    override func rewrite(_ configuration: MediationNativeAdConfiguration) -> MediationNativeAdConfiguration {
        configuration.with(credentials: Self.shortened(configuration.credentials))
    }
    override func rewrite(_ configuration: MediationBannerAdConfiguration) -> MediationBannerAdConfiguration {
        configuration.with(credentials: Self.shortened(configuration.credentials))
    }
}

/// OPT-2: hard-codes production traffic: test requests reach the network as real ones.
final class NoTestModeEvent: RewritingCustomEvent {
    override func rewrite(_ configuration: MediationNativeAdConfiguration) -> MediationNativeAdConfiguration {
        configuration.with(isTestRequest: false)
    }
    override func rewrite(_ configuration: MediationBannerAdConfiguration) -> MediationBannerAdConfiguration {
        configuration.with(isTestRequest: false)
    }
}

/// OPT-3: ignores `disableImageLoading`: images are always downloaded.
final class IgnoresDisableImageLoadingEvent: RewritingCustomEvent {
    override func rewrite(_ configuration: MediationNativeAdConfiguration) -> MediationNativeAdConfiguration {
        configuration.withImageOptions { $0.isImageLoadingDisabled = false }
    }
}

/// OPT-4: always asks the network for image URLs only, to save bandwidth, and never fetches
/// the images, so the publisher gets URLs although it wanted images.
final class URLOnlyImagesEvent: RewritingCustomEvent {
    override func rewrite(_ configuration: MediationNativeAdConfiguration) -> MediationNativeAdConfiguration {
        configuration.withImageOptions { $0.isImageLoadingDisabled = true }
    }
}

/// OPT-5: ignores `shouldRequestMultipleImages`: the network is always asked for one image.
final class SingleImageEvent: RewritingCustomEvent {
    override func rewrite(_ configuration: MediationNativeAdConfiguration) -> MediationNativeAdConfiguration {
        configuration.withImageOptions { $0.shouldRequestMultipleImages = false }
    }
}

/// OPT-6: maps the landscape aspect ratio to portrait (a swapped case in a switch).
final class SwappedOrientationEvent: RewritingCustomEvent {
    override func rewrite(_ configuration: MediationNativeAdConfiguration) -> MediationNativeAdConfiguration {
        configuration.with(
            options: configuration.options.map { option in
                guard let media = option as? NativeAdMediaAdLoaderOptions, media.mediaAspectRatio == .landscape else {
                    return option
                }
                let swapped = NativeAdMediaAdLoaderOptions()
                swapped.mediaAspectRatio = .portrait
                return swapped
            })
    }
}

/// OPT-7: ignores `NativeAdViewAdOptions`: the network always puts AdChoices top right.
final class IgnoresAdChoicesPositionEvent: RewritingCustomEvent {
    override func rewrite(_ configuration: MediationNativeAdConfiguration) -> MediationNativeAdConfiguration {
        configuration.with(options: configuration.options.filter { !($0 is NativeAdViewAdOptions) })
    }
}

/// OPT-8: treats any loader option it does not know as a misconfiguration and fails the load.
final class RejectsUnknownOptionsEvent: SampleCustomEvent {
    override func loadNativeAd(
        for adConfiguration: MediationNativeAdConfiguration,
        completionHandler: @escaping GADMediationNativeLoadCompletionHandler
    ) {
        let known: [AdLoaderOptions.Type] = [
            NativeAdImageAdLoaderOptions.self, NativeAdMediaAdLoaderOptions.self, NativeAdViewAdOptions.self,
        ]
        if let unknown = adConfiguration.options.first(where: { option in !known.contains { type(of: option) == $0 } })
        {
            _ = completionHandler(
                nil,
                NSError(
                    domain: SampleCustomEventErrorDomain,
                    code: SampleCustomEventErrorCode.invalidServerParameter.rawValue,
                    userInfo: [NSLocalizedDescriptionKey: "Unsupported loader option \(type(of: unknown))."]))
            return
        }
        super.loadNativeAd(for: adConfiguration, completionHandler: completionHandler)
    }
}

/// OPT-9: ignores `adSize` and always makes a standard 320×50 banner.
final class FixedBannerSizeEvent: RewritingCustomEvent {
    override func rewrite(_ configuration: MediationBannerAdConfiguration) -> MediationBannerAdConfiguration {
        configuration.with(adSize: AdSizeBanner)
    }
}

/// OPT-9, on the bidding path only: makes every bid's banner 320x50, whatever size was asked
/// for (the waterfall path sizes it right).
final class BidPathFixedSizeEvent: SampleBiddingCustomEvent {
    required init() { super.init() }

    override func loadBanner(
        for adConfiguration: MediationBannerAdConfiguration,
        completionHandler: @escaping GADMediationBannerLoadCompletionHandler
    ) {
        let fixed =
            adConfiguration.bidResponse == nil
            ? adConfiguration : adConfiguration.with(adSize: AdSize(size: CGSize(width: 320, height: 50), flags: 0))
        super.loadBanner(for: fixed, completionHandler: completionHandler)
    }
}
