import ScriptedNetworkTesting
import Foundation
import Glibc
import SampleAdSDK

/// Records every callback a Sample SDK object makes, with the thread it came on.
final class CallbackLog: @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [(name: String, thread: String?, isCaller: Bool)] = []
    private let caller = pthread_self()

    func record(_ name: String) {
        let lane = CallbackLane.current
        let onCaller = pthread_equal(pthread_self(), caller) != 0
        lock.withLock { entries.append((name, lane, onCaller)) }
    }
    var names: [String] { lock.withLock { entries.map(\.name) } }
    var threadNames: [String?] { lock.withLock { entries.map(\.thread) } }
    var allOnCaller: Bool { lock.withLock { entries.allSatisfy(\.isCaller) } }
    var noneOnCaller: Bool { lock.withLock { entries.allSatisfy { !$0.isCaller } } }
}

final class BannerRecorder: SampleBannerAdDelegate, SampleBannerAdDelegateAdditions {
    let log = CallbackLog()
    func bannerDidLoad(_ banner: SampleBanner) { log.record("load") }
    func banner(_ banner: SampleBanner, didFailToLoadAdWith errorCode: SampleErrorCode) {
        log.record("fail:\(errorCode.rawValue)")
    }
    func bannerWillLeaveApplication(_ banner: SampleBanner) { log.record("leave") }
    func bannerWillPresentScreen(_ banner: SampleBanner) { log.record("willPresent") }
    func bannerWillDismissScreen(_ banner: SampleBanner) { log.record("willDismiss") }
    func bannerDidDismissScreen(_ banner: SampleBanner) { log.record("didDismiss") }
    func bannerDidRecordImpression(_ banner: SampleBanner) { log.record("impression") }
}

final class LoaderRecorder: NSObject, SampleNativeAdLoaderDelegate {
    let log = CallbackLog()
    private let lock = NSLock()
    private var received: [SampleNativeAd] = []
    var ads: [SampleNativeAd] { lock.withLock { received } }

    func adLoader(_ adLoader: SampleNativeAdLoader, didReceive nativeAd: SampleNativeAd) {
        lock.withLock { received.append(nativeAd) }
        log.record("receive")
    }
    func adLoader(_ adLoader: SampleNativeAdLoader, didFailToLoadAdWith errorCode: SampleErrorCode) {
        log.record("fail:\(errorCode.rawValue)")
    }
}

final class NativeAdRecorder: SampleNativeAdDelegate {
    let log = CallbackLog()
    func nativeAdDidRecordClick(_ nativeAd: SampleNativeAd) { log.record("click") }
    func nativeAdDidRecordImpression(_ nativeAd: SampleNativeAd) { log.record("impression") }
    func nativeAdDidPlayVideo(_ nativeAd: SampleNativeAd) { log.record("play") }
    func nativeAdDidPauseVideo(_ nativeAd: SampleNativeAd) { log.record("pause") }
    func nativeAdDidEndVideo(_ nativeAd: SampleNativeAd) { log.record("end") }
    func nativeAdDidMuteVideo(_ nativeAd: SampleNativeAd) { log.record("mute") }
    func nativeAdDidUnmuteVideo(_ nativeAd: SampleNativeAd) { log.record("unmute") }
}
