import Foundation

/// Names the asset views of a native ad view; passed to `didRender…` and to clicks.
public struct NativeAssetIdentifier: RawRepresentable, Hashable, Sendable {
    /// The asset ID string the SDK uses, such as `"3001"`.
    public let rawValue: String
    /// Wraps a raw asset ID.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Wraps a raw asset ID.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// The headline view.
    public static let headlineAsset = NativeAssetIdentifier("3001")
    /// The call-to-action button.
    public static let callToActionAsset = NativeAssetIdentifier("3002")
    /// The icon image view.
    public static let iconAsset = NativeAssetIdentifier("3003")
    /// The body text view.
    public static let bodyAsset = NativeAssetIdentifier("3004")
    /// The store name view.
    public static let storeAsset = NativeAssetIdentifier("3005")
    /// The price view.
    public static let priceAsset = NativeAssetIdentifier("3006")
    /// The main image view.
    public static let imageAsset = NativeAssetIdentifier("3007")
    /// The star rating view.
    public static let starRatingAsset = NativeAssetIdentifier("3009")
    /// The advertiser name view.
    public static let advertiserAsset = NativeAssetIdentifier("3011")
    /// The media view: video, or the main image without it.
    public static let mediaViewAsset = NativeAssetIdentifier("3010")
    /// The AdChoices view.
    public static let adChoicesViewAsset = NativeAssetIdentifier("3012")

    /// Harness-only (not in the real SDK): every standard asset, in a stable order.
    package static let allStandard: [NativeAssetIdentifier] = [
        .headlineAsset, .callToActionAsset, .iconAsset, .bodyAsset, .storeAsset, .priceAsset,
        .imageAsset, .starRatingAsset, .advertiserAsset, .mediaViewAsset, .adChoicesViewAsset,
    ]
}

public let GADNativeHeadlineAsset = NativeAssetIdentifier.headlineAsset
public let GADNativeCallToActionAsset = NativeAssetIdentifier.callToActionAsset
public let GADNativeIconAsset = NativeAssetIdentifier.iconAsset
public let GADNativeBodyAsset = NativeAssetIdentifier.bodyAsset
public let GADNativeStoreAsset = NativeAssetIdentifier.storeAsset
public let GADNativePriceAsset = NativeAssetIdentifier.priceAsset
public let GADNativeImageAsset = NativeAssetIdentifier.imageAsset
public let GADNativeStarRatingAsset = NativeAssetIdentifier.starRatingAsset
public let GADNativeAdvertiserAsset = NativeAssetIdentifier.advertiserAsset
public let GADNativeMediaViewAsset = NativeAssetIdentifier.mediaViewAsset
public let GADNativeAdChoicesViewAsset = NativeAssetIdentifier.adChoicesViewAsset
