import Foundation
import SampleAdSDK
import ScriptedNetworkTesting
import Testing

/// A banner delegate spelled as Xcode's "add stubs" writes it from the real header.
private final class StubSpelledBannerDelegate: SampleBannerAdDelegate {
    let log = CallbackLog()
    func bannerDidLoad(_ banner: SampleBanner!) { log.record("load") }
    func banner(_ banner: SampleBanner!, didFailToLoadAdWith errorCode: SampleErrorCode) {
        log.record("fail:\(errorCode.rawValue)")
    }
    func bannerWillLeaveApplication(_ banner: SampleBanner!) { log.record("leave") }
}

/// A banner delegate that implements neither spelling (it would not compile against the real SDK).
private final class SilentBannerDelegate: SampleBannerAdDelegate {}

/// Native-loader and interstitial delegates spelled as Xcode's stubs write them.
private final class StubSpelledLoaderDelegate: NSObject, SampleNativeAdLoaderDelegate {
    let log = CallbackLog()
    func adLoader(_ adLoader: SampleNativeAdLoader!, didReceive nativeAd: SampleNativeAd!) { log.record("load") }
    func adLoader(_ adLoader: SampleNativeAdLoader!, didFailToLoadAdWith errorCode: SampleErrorCode) {
        log.record("fail:\(errorCode.rawValue)")
    }
}

private final class StubSpelledInterstitialDelegate: NSObject, SampleInterstitialAdDelegate {
    let log = CallbackLog()
    func interstitialDidLoad(_ interstitial: SampleInterstitial!) { log.record("load") }
    func interstitial(_ interstitial: SampleInterstitial!, didFailToLoadAdWith errorCode: SampleErrorCode) {
        log.record("fail:\(errorCode.rawValue)")
    }
    func interstitialWillPresentScreen(_ interstitial: SampleInterstitial!) {}
    func interstitialWillDismissScreen(_ interstitial: SampleInterstitial!) {}
    func interstitialDidDismissScreen(_ interstitial: SampleInterstitial!) {}
    func interstitialWillLeaveApplication(_ interstitial: SampleInterstitial!) {}
}

@Suite("Delegates accept both spellings of unannotated parameters", .serialized)
struct EitherSpellingTests {
    private func fetchBanner(_ host: TestNetworkHost, delegate: any SampleBannerAdDelegate) {
        let banner = SampleBanner(frame: CGRect(x: 0, y: 0, width: 320, height: 50))
        banner.adUnit = "banner-unit"
        banner.delegate = delegate
        ScopedScenario.run(host: host) {
            banner.fetchAd(SampleAdRequest())
            host.runScheduled()
        }
    }

    @Test func implicitlyUnwrappedSpellingIsCalled() {
        let loaded = StubSpelledBannerDelegate()
        fetchBanner(TestNetworkHost(.deliver()), delegate: loaded)
        let failed = StubSpelledBannerDelegate()
        fetchBanner(TestNetworkHost(.fail(code: 3)), delegate: failed)
        #expect(loaded.log.names == ["load"])
        #expect(failed.log.names == ["fail:3"])
    }

    @Test func plainSpellingIsCalledOnce() {
        let recorder = BannerRecorder()
        fetchBanner(TestNetworkHost(.deliver()), delegate: recorder)
        #expect(recorder.log.names == ["load"])
    }

    @Test func neitherSpellingEndsTheForwarding() {
        // Two rounds of forwarding would recurse for ever; one returns.
        fetchBanner(TestNetworkHost(.deliver()), delegate: SilentBannerDelegate())
        fetchBanner(TestNetworkHost(.fail(code: 1)), delegate: SilentBannerDelegate())
    }

    @Test func nativeLoaderAndInterstitialStubSpellingsAreCalled() {
        let loader = SampleNativeAdLoader()
        let loaderDelegate = StubSpelledLoaderDelegate()
        loader.adUnitID = "native-unit"
        loader.delegate = loaderDelegate
        let nativeHost = TestNetworkHost(.deliver())
        ScopedScenario.run(host: nativeHost) {
            loader.fetchAd(SampleNativeAdRequest())
            nativeHost.runScheduled()
        }
        let interstitial = SampleInterstitial(adUnitID: "interstitial-unit")!
        let interstitialDelegate = StubSpelledInterstitialDelegate()
        interstitial.delegate = interstitialDelegate
        let failing = TestNetworkHost(.fail(code: 2))
        ScopedScenario.run(host: failing) {
            interstitial.fetchAd(SampleAdRequest())
            failing.runScheduled()
        }
        #expect(loaderDelegate.log.names == ["load"])
        #expect(interstitialDelegate.log.names == ["fail:2"])
    }
}
