import Foundation
import UIKit
import ScriptedNetwork

/// The Sample Ad SDK's banner view. It fetches into itself: the view an adapter creates is
/// the view that shows the ad (BAN-1). A label, as in the real SDK, which writes its ad's text
/// into it.
open class SampleBanner: UILabel {
    /// The ad unit to fetch from; implicitly unwrapped, as Swift imports the real header.
    open var adUnit: String!
    /// Receives load and event callbacks; weak, as in the real SDK.
    open var delegate: (any SampleBannerAdDelegate)? {
        get { delegateReference.value }
        set { delegateReference.value = newValue }
    }
    private let delegateReference = WeakDelegate<any SampleBannerAdDelegate>()

    /// Fetches an ad sized to the banner's frame; the outcome arrives through `delegate`. The
    /// request is implicitly unwrapped, as Swift imports the header; a `nil` one fetches with
    /// the defaults (Objective-C reads every field of a nil request as zero, not as a crash).
    open func fetchAd(_ request: SampleAdRequest!) {
        let request: SampleAdRequest = request ?? SampleAdRequest()
        let record = NetworkRequest(
            format: "banner", adUnit: adUnit, testMode: request.testMode,
            bannerWidth: Double(frame.width), bannerHeight: Double(frame.height),
            childDirected: request.childDirectedTreatment,
            underAgeOfConsent: request.underAgeOfConsent, bidResponse: request.bidResponse,
            watermark: request.watermarkText)
        NetworkEnvironment.host?.registerAdView(self)
        let firstDelivery = SampleFirstTime()
        // The closures keep the banner alive until the network answers, as an in-flight
        // request does; the delegate stays weak.
        SampleFetch.run(
            record,
            deliver: { [self] _, host in
                if firstDelivery.take() { registerEvents(with: host) }
                delegate?.bannerDidLoad(Optional(self))
            },
            fail: { [self] code in delegate?.banner(Optional(self), didFailToLoadAdWith: code) })
    }

    /// Turns the network's post-load events into this banner's delegate callbacks.
    private func registerEvents(with host: any NetworkHost) {
        host.register { [weak self] event in
            guard let self, let delegate = self.delegate else { return }
            let additions = delegate as? any SampleBannerAdDelegateAdditions
            switch event {
            case .click, .leaveApplication: delegate.bannerWillLeaveApplication(Optional(self))
            case .impression: additions?.bannerDidRecordImpression(self)
            case .presentScreen: additions?.bannerWillPresentScreen(self)
            case .dismissScreen: additions?.bannerWillDismissScreen(self)
            case .didDismissScreen: additions?.bannerDidDismissScreen(self)
            case .videoPlay, .videoPause, .videoEnd, .videoMute, .videoUnmute, .showFailed, .rewardEarned, .expire:
                break
            }
        }
    }
}
