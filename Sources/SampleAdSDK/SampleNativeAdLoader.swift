import Foundation
import ScriptedNetwork

/// Fetches native ads from the Sample Ad SDK.
open class SampleNativeAdLoader: NSObject {
    /// The ad unit to fetch from; implicitly unwrapped, as Swift imports the real header.
    open var adUnitID: String!
    /// Receives the fetched ad or the failure; weak, as in the real SDK.
    open var delegate: (any SampleNativeAdLoaderDelegate)? {
        get { delegateReference.value }
        set { delegateReference.value = newValue }
    }
    private let delegateReference = WeakDelegate<any SampleNativeAdLoaderDelegate>()

    /// Creates a loader; set `adUnitID` and `delegate` before fetching.
    public override init() { super.init() }

    /// Fetches one native ad; the outcome arrives through `delegate`. The request is implicitly
    /// unwrapped, as Swift imports the header; a `nil` one fetches with the defaults.
    open func fetchAd(_ request: SampleNativeAdRequest!) {
        let request: SampleNativeAdRequest = request ?? SampleNativeAdRequest()
        let record = NetworkRequest(
            format: "native", adUnit: adUnitID, testMode: request.testMode,
            downloadImages: request.shouldDownloadImages,
            orientation: request.preferredImageOrientation.networkName,
            multipleImages: request.shouldRequestMultipleImages,
            adChoicesPosition: request.preferredAdChoicesPosition.networkName,
            childDirected: request.childDirectedTreatment,
            underAgeOfConsent: request.underAgeOfConsent, bidResponse: request.bidResponse,
            watermark: request.watermarkText)
        let firstDelivery = SampleFirstTime()
        // The closures keep the loader alive until the network answers, as an in-flight
        // request does; the delegate stays weak.
        SampleFetch.run(
            record,
            deliver: { [self] content, host in
                let ad = SampleNativeAd.make(from: content, for: request, host: host)
                if firstDelivery.take() { Self.registerEvents(for: ad, with: host) }
                delegate?.adLoader(Optional(self), didReceive: Optional(ad))
            },
            fail: { [self] code in delegate?.adLoader(Optional(self), didFailToLoadAdWith: code) })
    }

    /// Turns the network's post-load events into the ad's delegate callbacks.
    private static func registerEvents(for ad: SampleNativeAd, with host: any NetworkHost) {
        host.register { [weak ad] event in
            guard let ad else { return }
            // A click the network detects itself (adapters that let it track clicks) leaves
            // the app the way `handleClick(on:)` does.
            if event == .click, let destination = ad.destination { SampleNavigation.open(destination) }
            guard let delegate = ad.delegate else { return }
            switch event {
            case .click: delegate.nativeAdDidRecordClick(ad)
            case .impression: delegate.nativeAdDidRecordImpression(ad)
            case .leaveApplication: delegate.nativeAdWillLeaveApplication(ad)
            case .presentScreen: delegate.nativeAdWillPresentScreen(ad)
            case .dismissScreen: delegate.nativeAdWillDismissScreen(ad)
            case .didDismissScreen: delegate.nativeAdDidDismissScreen(ad)
            case .videoPlay: delegate.nativeAdDidPlayVideo(ad)
            case .videoPause: delegate.nativeAdDidPauseVideo(ad)
            case .videoEnd: delegate.nativeAdDidEndVideo(ad)
            case .videoMute: delegate.nativeAdDidMuteVideo(ad)
            case .videoUnmute: delegate.nativeAdDidUnmuteVideo(ad)
            case .showFailed, .rewardEarned, .expire: break
            }
        }
    }
}
