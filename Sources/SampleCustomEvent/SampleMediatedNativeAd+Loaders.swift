import Foundation
import GoogleMobileAds
import SampleAdSDK

extension SampleMediatedNativeAd {
    /// Maps a network ad exactly as the reference loader does, for loaders that keep the
    /// reference's mapping but bring their own load logic: the harness's deliberately broken
    /// variants break one thing in loading and nothing in mapping. `nil` when image data is
    /// wanted and the network returned image URLs only.
    public static func mapping(_ nativeAd: SampleNativeAd, wantsImageData: Bool) -> SampleMediatedNativeAd? {
        let images = NativeImageMapping(wantsImageData: wantsImageData, loader: nil)
        do {
            return SampleMediatedNativeAd(
                nativeAd: nativeAd, images: try images.images(of: nativeAd), icon: try images.icon(of: nativeAd),
                adChoicesView: SampleCustomEventNativeAd.adChoicesView(for: nativeAd))
        } catch {
            return nil
        }
    }

    /// Connects the ad after a successful completion: it keeps the SDK's event delegate and
    /// receives the network ad's events, as the reference loader arranges.
    public func connect(eventDelegate: (any MediationNativeAdEventDelegate)?) {
        self.eventDelegate.set(eventDelegate)
        nativeAd.delegate = self
    }
}
