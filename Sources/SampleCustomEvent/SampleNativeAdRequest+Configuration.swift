import Foundation
import GoogleMobileAds
import SampleAdSDK

extension SampleNativeAdRequest {
    /// Builds the network request from the SDK's configuration. Images are downloaded unless
    /// the publisher disabled it; options this custom event does not know are ignored (OPT-8).
    static func make(for configuration: MediationNativeAdConfiguration) -> SampleNativeAdRequest {
        let request = SampleNativeAdRequest()
        request.shouldDownloadImages = true
        request.preferredImageOrientation = .any
        request.shouldRequestMultipleImages = false
        request.testMode = configuration.isTestRequest
        request.applyPrivacyAndBid(from: configuration)
        for option in configuration.options {
            if let imageOptions = option as? NativeAdImageAdLoaderOptions {
                request.shouldDownloadImages = !imageOptions.isImageLoadingDisabled
                request.shouldRequestMultipleImages = imageOptions.shouldRequestMultipleImages
            } else if let mediaOptions = option as? NativeAdMediaAdLoaderOptions {
                request.preferredImageOrientation = orientation(for: mediaOptions.mediaAspectRatio)
            } else if let viewOptions = option as? NativeAdViewAdOptions {
                request.preferredAdChoicesPosition = position(for: viewOptions.preferredAdChoicesPosition)
            }
        }
        return request
    }

    /// Landscape and portrait map across; every other ratio leaves the choice to the network.
    static func orientation(for ratio: MediaAspectRatio) -> NativeAdImageOrientation {
        switch ratio {
        case .landscape: .landscape
        case .portrait: .portrait
        default: .any
        }
    }

    /// The SDK's AdChoices corner in the network's terms.
    static func position(for position: AdChoicesPosition) -> SampleAdChoicesPosition {
        switch position {
        case .topRightCorner: .topRightCorner
        case .topLeftCorner: .topLeftCorner
        case .bottomRightCorner: .bottomRightCorner
        case .bottomLeftCorner: .bottomLeftCorner
        }
    }
}
