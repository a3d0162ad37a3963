import Foundation
import UIKit
import ScriptedNetwork

extension SampleNativeAd {
    /// Builds the ad the network returns for `content` under `request`: downloads only when
    /// asked, only the first image unless several were asked, a media view only for video,
    /// and AdChoices in whichever form the network supplies.
    static func make(
        from content: NetworkAd, for request: SampleNativeAdRequest, host: any NetworkHost
    ) -> SampleNativeAd {
        let ad = SampleNativeAd()
        ad.host = host
        ad.destination = content.destination
        ad.headline = content.headline
        ad.body = content.body
        ad.callToAction = content.callToAction
        ad.advertiser = content.advertiser
        ad.store = content.store
        ad.price = content.price
        ad.starRating = content.starRating.flatMap(decimal(from:))
        ad.degreeOfAwesomeness = content.extraAssets?["degreeOfAwesomeness"]

        let download = request.shouldDownloadImages
        if let icon = content.icon {
            ad.iconURL = icon.url
            ad.iconScale = CGFloat(icon.scale)
            ad.icon = download ? UIImage(data: icon.data, scale: CGFloat(icon.scale)) : nil
        }
        let returned = request.shouldRequestMultipleImages ? content.images : Array(content.images.prefix(1))
        ad.images = returned.map { image in
            SampleNativeAdImage(
                image: download ? UIImage(data: image.data, scale: CGFloat(image.scale)) : nil,
                imageURL: image.url, scale: CGFloat(image.scale))
        }
        if let main = ad.images.first {
            ad.image = main.image
            ad.imageURL = main.imageURL
            ad.imageScale = main.scale
        }
        if content.hasVideo {
            ad.mediaView = SampleMediaView(videoDuration: content.videoDuration ?? 0)
        }
        switch content.adChoices {
        case .view:
            ad.adInfoView = SampleAdInfoView(
                adChoicesURL: SampleAdInfoView.defaultAdChoicesURL,
                position: request.preferredAdChoicesPosition)
        case .iconAndURL(let icon, let clickURL):
            ad.adChoicesIcon = UIImage(data: icon.data, scale: CGFloat(icon.scale))
            ad.adChoicesIconURL = icon.url
            ad.adChoicesClickURL = clickURL
        case .none:
            break
        }
        return ad
    }

    /// A rating from its decimal text; text that is not a number yields no rating.
    private static func decimal(from text: String) -> NSDecimalNumber? {
        // Without a locale the separator is ".", as in en_US_POSIX, and no ICU number formatter
        // is made for it: making one costs a tenth of a worker process's first scenario.
        let number = NSDecimalNumber(string: text, locale: nil)
        return number == NSDecimalNumber.notANumber ? nil : number
    }
}
