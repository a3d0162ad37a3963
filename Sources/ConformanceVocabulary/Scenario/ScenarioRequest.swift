import Foundation
import GoogleMobileAds

/// The ad request as the publisher and the ad source configured it; the engine turns it
/// into a `MediationBannerAdConfiguration` or `MediationNativeAdConfiguration`.
package struct ScenarioRequest: Equatable, Sendable {
    /// The server parameter (`credentials.settings["parameter"]`); `nil` leaves it out.
    package var parameter: String?
    /// `isTestRequest`.
    package var testRequest: Bool
    /// `childDirectedTreatment`; `nil` leaves it unspecified.
    package var childDirected: Bool?
    /// Banner size in points.
    package var adWidth: Double
    /// Banner height in points; OPT-9 expects the network's banner at this size.
    package var adHeight: Double
    /// Bid response, for bidding scenarios.
    package var bidResponse: String?
    /// Watermark bytes as text.
    package var watermark: String?
    /// Native loader options, in order.
    package var options: [LoaderOption]
    /// The load's path; `nil` lets the engine pick the one the fixture has (waterfall when it
    /// has both). A bidding load without `bidResponse` gets the harness's default bid.
    package var path: LoadPath?
    /// Credentials by key, overriding what the engine fills from the fixture's declaration;
    /// a `nil` value removes the key. Keys must be ones the fixture declares.
    package var credentials: [String: String?] = [:]
    /// Harness-only: the credential settings the engine resolved for the fixture's declared
    /// keys; `nil` until the engine resolves them (the seeds' `"parameter"` alone).
    package var resolvedSettings: [String: String]?
    /// A bidding load without a watermark (files: `"watermark": null`).
    package var omitsWatermark = false

    package init(
        parameter: String? = "sample-ad-unit", testRequest: Bool = false, childDirected: Bool? = nil,
        adWidth: Double = 320, adHeight: Double = 50, bidResponse: String? = nil,
        watermark: String? = nil, options: [LoaderOption] = []
    ) {
        self.parameter = parameter; self.testRequest = testRequest; self.childDirected = childDirected
        self.adWidth = adWidth; self.adHeight = adHeight; self.bidResponse = bidResponse
        self.watermark = watermark; self.options = options
        self.path = nil
    }
}

/// A native loader option in a scenario.
package enum LoaderOption: Equatable, Sendable {
    /// `NativeAdImageAdLoaderOptions`.
    case image(disableImageLoading: Bool, multipleImages: Bool)
    /// `NativeAdMediaAdLoaderOptions`.
    case media(aspectRatio: MediaAspectRatio)
    /// `NativeAdViewAdOptions`.
    case adView(adChoicesPosition: AdChoicesPosition)
    /// `VideoOptions`.
    case video(startMuted: Bool)
    /// `MultipleAdsAdLoaderOptions`.
    case multipleAds(count: Int)
    /// A publisher's own `AdLoaderOptions` subclass no adapter knows.
    case unknown
}
