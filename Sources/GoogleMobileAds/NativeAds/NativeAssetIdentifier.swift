import Foundation

/// Names the asset views of a native ad view; passed to `didRender…` and to clicks.
public struct NativeAssetIdentifier: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    /// Wraps a raw asset ID.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Wraps a raw asset ID.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let headlineAsset = NativeAssetIdentifier("3001")
    public static let callToActionAsset = NativeAssetIdentifier("3002")
    public static let iconAsset = NativeAssetIdentifier("3003")
    public static let bodyAsset = NativeAssetIdentifier("3004")
    public static let storeAsset = NativeAssetIdentifier("3005")
    public static let priceAsset = NativeAssetIdentifier("3006")
    public static let imageAsset = NativeAssetIdentifier("3007")
    public static let starRatingAsset = NativeAssetIdentifier("3009")
    public static let advertiserAsset = NativeAssetIdentifier("3011")
    public static let mediaViewAsset = NativeAssetIdentifier("3010")
    public static let adChoicesViewAsset = NativeAssetIdentifier("3012")

    /// Every standard asset, in a stable order.
    public static let allStandard: [NativeAssetIdentifier] = [
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
