import Foundation
import GoogleMobileAds
import SampleAdSDK

/// Maps the network's images onto `NativeAdImage`s: data when the network downloaded it,
/// a well-formed URL (`URL(string:)`, not a file URL) with a positive scale otherwise.
struct NativeImageMapping {
    /// Whether the publisher wants image data (image loading not disabled).
    let wantsImageData: Bool
    /// Fetches images the network left as URLs although data is wanted.
    let loader: (any SampleCustomEventImageLoading)?

    /// Thrown when image data is wanted but cannot be had.
    struct Unavailable: Error { let url: String }

    /// One image, or `nil` when the network gave no usable URL.
    func image(_ image: UIImage?, url: String?, scale: CGFloat) throws -> NativeAdImage? {
        let scale = scale > 0 ? scale : 1
        if let image { return NativeAdImage(image: Self.positiveScale(image, fallback: scale)) }
        guard let text = url, let parsed = URL(string: text), parsed.scheme != nil else { return nil }
        guard wantsImageData else { return NativeAdImage(url: parsed, scale: scale) }
        guard let fetched = loader?.image(at: parsed, scale: scale) else { throw Unavailable(url: text) }
        return NativeAdImage(image: fetched)
    }

    /// A downloaded image keeps its own scale unless the network gave it none (0), which the
    /// SDK would use as a divisor; then the scale the network stated, or 1.
    static func positiveScale(_ image: UIImage, fallback: CGFloat) -> UIImage {
        guard image.scale <= 0, let data = image.pngData() else { return image }
        return UIImage(data: data, scale: fallback) ?? image
    }

    /// Every image the network returned, main image first; `nil` when there are none.
    func images(of ad: SampleNativeAd) throws -> [NativeAdImage]? {
        var sources = ad.images.map { ($0.image, Optional($0.imageURL), $0.scale) }
        if sources.isEmpty, ad.image != nil || ad.imageURL != nil {
            sources = [(ad.image, ad.imageURL, ad.imageScale)]
        }
        let mapped = try sources.compactMap { try image($0.0, url: $0.1, scale: $0.2) }
        return mapped.isEmpty ? nil : mapped
    }

    /// The icon, or `nil` when the network supplied none.
    func icon(of ad: SampleNativeAd) throws -> NativeAdImage? {
        guard ad.icon != nil || ad.iconURL != nil else { return nil }
        return try image(ad.icon, url: ad.iconURL, scale: ad.iconScale)
    }
}
