import ConformanceVocabulary
import Foundation
import GoogleMobileAds

/// Builds what the real SDK would hand an adapter for a scenario's request.
package enum ConfigurationFactory {
    static func credentials(_ request: ScenarioRequest, format: AdFormat) -> MediationCredentials {
        var settings: [String: Any] = [:]
        if let resolved = request.resolvedSettings {
            settings = resolved
        } else if let parameter = request.parameter {
            settings["parameter"] = parameter
        }
        return MediationCredentials(format: format, settings: settings)
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
