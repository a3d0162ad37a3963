import ConformanceVocabulary
import Foundation
import GoogleMobileAds
import ScriptedNetwork

/// Reads a mapped native ad the way the SDK does after a successful completion, noting
/// which optional members fell back to their defaults.
@MainActor
enum NativeAdSnapshotter {
    static func snapshot(_ ad: any MediationNativeAd) -> (AssetSnapshot, defaulted: Set<OptionalMember>) {
        let (snapshot, defaulted) = OptionalRequirement.observe { () -> AssetSnapshot in
            let mediaView = ad.mediaView
            let hasVideo = ad.hasVideoContent
            return AssetSnapshot(
                headline: ad.headline, body: ad.body, callToAction: ad.callToAction,
                advertiser: ad.advertiser, store: ad.store, price: ad.price,
                starRating: ad.starRating.map(DecimalText.of),
                icon: ad.icon.map(image), images: ad.images?.map(image),
                extraAssets: ad.extraAssets?.mapValues { text($0) },
                adChoicesView: ad.adChoicesView.map { TypeName.of($0) },
                mediaView: mediaView.map { TypeName.of($0) },
                mediaViewShowsImage: mediaView?.conformanceViews(ofType: UIImageView.self).contains { $0.image != nil }
                    ?? false,
                hasVideoContent: hasVideo, implementsHasVideoContent: true,
                handlesUserClicks: ad.handlesUserClicks(), handlesUserImpressions: ad.handlesUserImpressions())
        }
        var result = snapshot
        result.implementsHasVideoContent = !defaulted.contains(.hasVideoContent)
        return (result, defaulted)
    }

    static func image(_ image: NativeAdImage) -> ImageSnapshot {
        ImageSnapshot(
            url: image.imageURL?.absoluteString,
            data: image.image.map { String(decoding: $0.data, as: UTF8.self) },
            scale: Double(image.scale))
    }

    private static func text(_ value: Any) -> String {
        if let value = value as? String { return value }
        if let value = value as? NSNumber { return value.stringValue }
        return String(describing: value)
    }
}
