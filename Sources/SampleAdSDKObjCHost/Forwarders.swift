import Foundation
import ObjCAdapterHost
import ObjCFaces
import SampleAdSDK
import SampleAdSDKObjC
import UIKit

// Delegate forwarding from a Swift stand-in to the Objective-C delegate of its face. The face
// owns the forwarder (the stand-in's delegate is weak, as in the real SDK); on each callback the
// forwarder finds the face again and has it message its own weak delegate. A stand-in whose
// face is gone tells no one, as an ad object an adapter released would.

@_cdecl("gac_sample_forwarder")
func gacSampleForwarder(_ swift: gac_swift?) -> gac_swift? {
    let forwarder: Forwarder
    switch Faces.borrowed(swift, as: AnyObject.self) {
    case let banner as SampleBanner:
        let bannerForwarder = BannerForwarder(banner)
        banner.delegate = bannerForwarder
        forwarder = bannerForwarder
    case let interstitial as SampleInterstitial:
        let interstitialForwarder = InterstitialForwarder(interstitial)
        interstitial.delegate = interstitialForwarder
        forwarder = interstitialForwarder
    case let rewardedAd as SampleRewardedAd:
        let rewardedForwarder = RewardedForwarder(rewardedAd)
        rewardedAd.delegate = rewardedForwarder
        forwarder = rewardedForwarder
    case let appOpenAd as SampleAppOpenAd:
        let appOpenForwarder = AppOpenForwarder(appOpenAd)
        appOpenAd.delegate = appOpenForwarder
        forwarder = appOpenForwarder
    case let loader as SampleNativeAdLoader:
        let loaderForwarder = NativeAdLoaderForwarder(loader)
        loader.delegate = loaderForwarder
        forwarder = loaderForwarder
    default:
        return nil
    }
    return Unmanaged.passRetained(forwarder).toOpaque()
}

/// Relays the callbacks of one stand-in object to its face's delegate.
private class Forwarder: NSObject {
    /// The stand-in; weak, as its face keeps it and this forwarder alike.
    private weak var object: AnyObject?

    init(_ object: AnyObject) {
        self.object = object
        super.init()
    }

    /// Delivers `callback` through the live face of the stand-in, with `value` (an error code,
    /// a reward) and the face of `argument` (a native ad); nothing when the face is gone.
    final func deliver(_ callback: gac_sample_callback, value: Int = 0, argument: AnyObject? = nil) {
        guard let object, let face = gac_face_lookup(Unmanaged.passUnretained(object).toOpaque()) else { return }
        // The delegate's autoreleased objects go when its callback returns, on whatever thread
        // the network answered.
        let pool = gac_pool_push()
        let argumentFace = Faces.face(of: argument)
        gac_sample_deliver(face, callback, value, argumentFace)
        if let argumentFace { gac_release(argumentFace) }
        gac_release(face)
        gac_pool_pop(pool)
    }
}

private final class BannerForwarder: Forwarder, SampleBannerAdDelegate {
    func bannerDidLoad(_ banner: SampleBanner) { deliver(GACSampleBannerDidLoad) }

    func banner(_ banner: SampleBanner, didFailToLoadAdWith errorCode: SampleErrorCode) {
        deliver(GACSampleBannerDidFailToLoad, value: errorCode.rawValue)
    }

    func bannerWillLeaveApplication(_ banner: SampleBanner) { deliver(GACSampleBannerWillLeaveApplication) }
}

private final class InterstitialForwarder: Forwarder, SampleInterstitialAdDelegate {
    func interstitialDidLoad(_ interstitial: SampleInterstitial) { deliver(GACSampleInterstitialDidLoad) }

    func interstitial(_ interstitial: SampleInterstitial, didFailToLoadAdWith errorCode: SampleErrorCode) {
        deliver(GACSampleInterstitialDidFailToLoad, value: errorCode.rawValue)
    }

    func interstitialWillPresentScreen(_ interstitial: SampleInterstitial) {
        deliver(GACSampleInterstitialWillPresentScreen)
    }

    func interstitialWillDismissScreen(_ interstitial: SampleInterstitial) {
        deliver(GACSampleInterstitialWillDismissScreen)
    }

    func interstitialDidDismissScreen(_ interstitial: SampleInterstitial) {
        deliver(GACSampleInterstitialDidDismissScreen)
    }

    func interstitialWillLeaveApplication(_ interstitial: SampleInterstitial) {
        deliver(GACSampleInterstitialWillLeaveApplication)
    }
}

private final class RewardedForwarder: Forwarder, SampleRewardedAdDelegate {
    func rewardedAd(_ rewardedAd: SampleRewardedAd, userDidEarnReward reward: UInt) {
        deliver(GACSampleRewardedUserDidEarnReward, value: Int(reward))
    }

    func rewardedAdDidReceive(_ rewardedAd: SampleRewardedAd) { deliver(GACSampleRewardedDidReceiveAd) }

    func rewardedAdDidFailToLoadWithError(_ errorCode: SampleErrorCode) {
        deliver(GACSampleRewardedDidFailToLoad, value: errorCode.rawValue)
    }

    func rewardedAdDidPresent(_ rewardedAd: SampleRewardedAd) { deliver(GACSampleRewardedDidPresent) }

    func rewardedAdDidDismiss(_ rewardedAd: SampleRewardedAd) { deliver(GACSampleRewardedDidDismiss) }
}

private final class AppOpenForwarder: Forwarder, SampleAppOpenAdDelegate {
    func appOpenAdDidReceive(_ appOpenAd: SampleAppOpenAd) { deliver(GACSampleAppOpenDidReceiveAd) }

    func appOpenAdDidFailToLoadWithError(_ errorCode: SampleErrorCode) {
        deliver(GACSampleAppOpenDidFailToLoad, value: errorCode.rawValue)
    }

    func appOpenAdWillPresent(_ appOpenAd: SampleAppOpenAd) { deliver(GACSampleAppOpenWillPresent) }

    func appOpenAdDidPresent(_ appOpenAd: SampleAppOpenAd) { deliver(GACSampleAppOpenDidPresent) }

    func appOpenAdDidDismiss(_ appOpenAd: SampleAppOpenAd) { deliver(GACSampleAppOpenDidDismiss) }

    func appOpenWillLeaveApplication(_ appOpenAd: SampleAppOpenAd) { deliver(GACSampleAppOpenWillLeaveApplication) }
}

private final class NativeAdLoaderForwarder: Forwarder, SampleNativeAdLoaderDelegate {
    func adLoader(_ adLoader: SampleNativeAdLoader, didReceive nativeAd: SampleNativeAd) {
        deliver(GACSampleNativeLoaderDidReceiveAd, argument: nativeAd)
    }

    func adLoader(_ adLoader: SampleNativeAdLoader, didFailToLoadAdWith errorCode: SampleErrorCode) {
        deliver(GACSampleNativeLoaderDidFailToLoad, value: errorCode.rawValue)
    }
}
