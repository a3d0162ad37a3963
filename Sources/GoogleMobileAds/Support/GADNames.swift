import Foundation

// The `GAD`-prefixed names the SDK used before its Swift renaming, and that Google's
// guides still show. Both generations compile against these stand-ins.

public typealias GADMediationAdapter = MediationAdapter
public typealias GADMediationAd = MediationAd
public typealias GADMediationBannerAd = MediationBannerAd
public typealias GADMediationNativeAd = MediationNativeAd
public typealias GADMediatedUnifiedNativeAd = MediatedUnifiedNativeAd
public typealias GADMediationAdEventDelegate = MediationAdEventDelegate
public typealias GADMediationBannerAdEventDelegate = MediationBannerAdEventDelegate
public typealias GADMediationNativeAdEventDelegate = MediationNativeAdEventDelegate
public typealias GADMediationAdConfiguration = MediationAdConfiguration
public typealias GADMediationBannerAdConfiguration = MediationBannerAdConfiguration
public typealias GADMediationNativeAdConfiguration = MediationNativeAdConfiguration
public typealias GADMediationCredentials = MediationCredentials
public typealias GADMediationServerConfiguration = MediationServerConfiguration
public typealias GADVersionNumber = VersionNumber
public typealias GADAdNetworkExtras = AdNetworkExtras
public typealias GADAdFormat = AdFormat
public typealias GADAdSize = AdSize
public typealias GADNativeAdImage = NativeAdImage
public typealias GADAdLoaderOptions = AdLoaderOptions
public typealias GADNativeAdImageAdLoaderOptions = NativeAdImageAdLoaderOptions
public typealias GADNativeAdMediaAdLoaderOptions = NativeAdMediaAdLoaderOptions
public typealias GADNativeAdViewAdOptions = NativeAdViewAdOptions
public typealias GADVideoOptions = VideoOptions
public typealias GADMultipleAdsAdLoaderOptions = MultipleAdsAdLoaderOptions
public typealias GADMediaAspectRatio = MediaAspectRatio
public typealias GADAdChoicesPosition = AdChoicesPosition
public typealias GADNativeAssetIdentifier = NativeAssetIdentifier
public typealias GADUnifiedNativeAssetIdentifier = NativeAssetIdentifier

public let GADAdSizeBanner = AdSizeBanner
public let GADAdSizeLargeBanner = AdSizeLargeBanner
public let GADAdSizeMediumRectangle = AdSizeMediumRectangle
public let GADAdSizeFullBanner = AdSizeFullBanner
public let GADAdSizeLeaderboard = AdSizeLeaderboard
public let GADAdSizeSkyscraper = AdSizeSkyscraper
public let GADAdSizeFluid = AdSizeFluid
public let GADAdSizeInvalid = AdSizeInvalid
public let kGADAdSizeBanner = AdSizeBanner
public let kGADAdSizeLargeBanner = AdSizeLargeBanner
public let kGADAdSizeMediumRectangle = AdSizeMediumRectangle
public let kGADAdSizeFullBanner = AdSizeFullBanner
public let kGADAdSizeLeaderboard = AdSizeLeaderboard
public let kGADAdSizeSkyscraper = AdSizeSkyscraper

/// Older name of `adSizeFor(cgSize:)`.
public func GADAdSizeFromCGSize(_ size: CGSize) -> AdSize { adSizeFor(cgSize: size) }
/// Older name of `isAdSizeEqualToSize(size1:size2:)`.
public func GADAdSizeEqualToSize(_ size1: AdSize, _ size2: AdSize) -> Bool { size1 == size2 }
/// Older name of `cgSize(for:)`.
public func CGSizeFromGADAdSize(_ size: AdSize) -> CGSize { cgSize(for: size) }
/// Older name of `isAdSizeValid(size:)`.
public func IsGADAdSizeValid(_ size: AdSize) -> Bool { isAdSizeValid(size: size) }
/// Older name of `string(for:)`.
public func GADGetStringFromVersionNumber(_ version: VersionNumber) -> String { version.description }
public func NSValueFromGADAdSize(_ size: AdSize) -> NSValue { nsValue(for: size) }
public func GADAdSizeFromNSValue(_ value: NSValue) -> AdSize { adSizeFor(nsValue: value) }
public func GADClosestValidSizeForAdSizes(_ original: AdSize, _ possibleAdSizes: [NSValue]) -> AdSize {
    closestValidSizeForAdSizes(original: original, possibleAdSizes: possibleAdSizes)
}
