import Foundation
import GoogleMobileAds
import SampleAdSDK
import SampleCustomEvent

/// NAT-1: cuts the headline's last character (an off-by-one length limit).
final class TruncatedHeadlineAd: NativeAdDecorator {
    override var headline: String? { mapped.headline.map { String($0.dropLast()) } }
}

/// NAT-2: maps every missing text asset to "" so that "the view never shows nil".
final class EmptyStringAssetsAd: NativeAdDecorator {
    override var headline: String? { mapped.headline ?? "" }
    override var body: String? { mapped.body ?? "" }
    override var callToAction: String? { mapped.callToAction ?? "" }
    override var store: String? { mapped.store ?? "" }
    override var price: String? { mapped.price ?? "" }
    override var advertiser: String? { mapped.advertiser ?? "" }
}

/// NAT-3: the seed's Swift sample: the extra asset is always present, "" when the network
/// supplied none.
final class EmptyExtraAssetAd: NativeAdDecorator {
    override var extraAssets: [String: Any]? {
        [SampleMediatedNativeAd.awesomenessKey: nativeAd.degreeOfAwesomeness ?? ""]
    }
}

/// NAT-4: the seed's Swift sample: image URLs built with `URL(fileURLWithPath:)`, which
/// turns "https://…" into a file path.
final class FileURLImagesAd: NativeAdDecorator {
    private func image(_ image: UIImage?, url: String?, scale: CGFloat) -> NativeAdImage? {
        if let image { return NativeAdImage(image: image) }
        guard let url else { return nil }
        return NativeAdImage(url: URL(fileURLWithPath: url), scale: scale)
    }

    override var images: [NativeAdImage]? {
        let mapped = nativeAd.images.compactMap { image($0.image, url: $0.imageURL, scale: $0.scale) }
        return mapped.isEmpty ? nil : mapped
    }

    override var icon: NativeAdImage? { image(nativeAd.icon, url: nativeAd.iconURL, scale: nativeAd.iconScale) }
}

/// NAT-1: drops the main image, keeping the media view, as if the view stood for it.
final class MainImageDroppingAd: NativeAdDecorator {
    override var images: [NativeAdImage]? { nil }
}
