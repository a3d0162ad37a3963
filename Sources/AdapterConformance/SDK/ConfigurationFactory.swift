import Foundation
import GoogleMobileAds

/// Builds what the real SDK would hand an adapter for a scenario's request.
enum ConfigurationFactory {
    static func credentials(_ request: ScenarioRequest, format: AdFormat) -> MediationCredentials {
        var settings: [String: Any] = [:]
        if let parameter = request.parameter { settings["parameter"] = parameter }
        return MediationCredentials(format: format, settings: settings)
    }

    static func banner(_ request: ScenarioRequest) -> MediationBannerAdConfiguration {
        MediationBannerAdConfiguration(
            adSize: AdSize(size: CGSize(width: request.adWidth, height: request.adHeight), flags: 0),
            credentials: credentials(request, format: .banner),
            bidResponse: request.bidResponse, topViewController: UIViewController(),
            watermark: request.watermark.map { Data($0.utf8) },
            isTestRequest: request.testRequest,
            childDirectedTreatment: request.childDirected.map { NSNumber(value: $0) })
    }

    static func native(_ request: ScenarioRequest) -> MediationNativeAdConfiguration {
        MediationNativeAdConfiguration(
            options: request.options.map(loaderOptions),
            credentials: credentials(request, format: .native),
            bidResponse: request.bidResponse, topViewController: UIViewController(),
            watermark: request.watermark.map { Data($0.utf8) },
            isTestRequest: request.testRequest,
            childDirectedTreatment: request.childDirected.map { NSNumber(value: $0) })
    }

    static func serverConfiguration(_ parameters: [String?]) -> MediationServerConfiguration {
        MediationServerConfiguration(
            credentials: parameters.map { parameter in
                MediationCredentials(format: .native, settings: parameter.map { ["parameter": $0] } ?? [:])
            })
    }

    /// A loader-options subclass no adapter can know: a publisher's own.
    final class PublisherOptions: AdLoaderOptions {}

    static func loaderOptions(_ option: LoaderOption) -> AdLoaderOptions {
        switch option {
        case .image(let disable, let multiple):
            let options = NativeAdImageAdLoaderOptions()
            options.isImageLoadingDisabled = disable
            options.shouldRequestMultipleImages = multiple
            return options
        case .media(let ratio):
            let options = NativeAdMediaAdLoaderOptions()
            options.mediaAspectRatio = ratio
            return options
        case .adView(let corner):
            let options = NativeAdViewAdOptions()
            options.preferredAdChoicesPosition = corner
            return options
        case .video(let muted):
            let options = VideoOptions()
            options.shouldStartMuted = muted
            return options
        case .multipleAds(let count):
            let options = MultipleAdsAdLoaderOptions()
            options.numberOfAds = count
            return options
        case .unknown:
            return PublisherOptions()
        }
    }
}
