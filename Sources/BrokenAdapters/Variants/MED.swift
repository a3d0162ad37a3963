import Foundation
import GoogleMobileAds
import SampleAdSDK
import SampleCustomEvent

/// MED-1: never reports video, so a video ad shows as a still image.
final class NoVideoAd: NativeAdDecorator {
    override var hasVideoContent: Bool { false }
}

/// MED-2: maps no images, relying on a media view the network only has for video: an image
/// ad has nothing for the media view to show.
final class NoImageFallbackAd: NativeAdDecorator {
    override var images: [NativeAdImage]? { nil }
}

/// MED-3: always claims video content, even for an image ad without a media view.
final class AlwaysVideoAd: NativeAdDecorator {
    override var hasVideoContent: Bool { true }
}

/// MED-4: forwards the network's "play" twice (once from the play callback and once more
/// from a leftover "resume" path).
final class DoublePlayAd: NativeAdEventDecorator {
    override func nativeAdDidPlayVideo(_ nativeAd: SampleNativeAd) {
        super.nativeAdDidPlayVideo(nativeAd)
        super.nativeAdDidPlayVideo(nativeAd)
    }
}
