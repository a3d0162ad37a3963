import Foundation
import ScriptedNetwork

/// The Sample Ad SDK's interstitial: fetched ahead of time, then shown once with `show()`,
/// which (unlike the rewarded and app-open ads) takes no view controller.
open class SampleInterstitial: NSObject {
    /// The ad unit given at creation; implicitly unwrapped, as Swift imports the real header.
    public let adUnit: String!
    /// Receives load and presentation callbacks; weak, as in the real SDK.
    open var delegate: (any SampleInterstitialAdDelegate)? {
        get { delegateReference.value }
        set { delegateReference.value = newValue }
    }
    private let delegateReference = WeakDelegate<any SampleInterstitialAdDelegate>()
    /// Whether an ad is loaded and not yet shown or expired. Settable, as the header declares it.
    open var isInterstitialLoaded: Bool {
        get { lifecycle.isReady }
        set { lifecycle.isReady = newValue }
    }

    private let lifecycle = SampleFullScreenLifecycle(kind: "interstitial")

    /// Creates an interstitial for `adUnitID`. Failable and implicitly unwrapped, as Swift
    /// imports an unannotated Objective-C initializer; it never fails. A `nil` ad unit is
    /// accepted and makes the fetch fail with `badRequest`.
    public init!(adUnitID: String!) {
        adUnit = adUnitID
        super.init()
    }

    /// Fetches an ad; the outcome arrives through `delegate`. A `nil` request fetches with the
    /// defaults, as Objective-C reads a nil request's fields as zero.
    open func fetchAd(_ request: SampleAdRequest!) {
        let request: SampleAdRequest = request ?? SampleAdRequest()
        let record = NetworkRequest(
            format: "interstitial", adUnit: adUnit, testMode: request.testMode,
            childDirected: request.childDirectedTreatment,
            underAgeOfConsent: request.underAgeOfConsent, bidResponse: request.bidResponse,
            watermark: request.watermarkText)
        // The closures keep the interstitial alive until the network answers, as an in-flight
        // request does; the delegate stays weak.
        lifecycle.fetch(
            record, events: { [weak self] event in self?.handle(event) },
            loaded: { [self] in delegate?.interstitialDidLoad(self) },
            failed: { [self] code in delegate?.interstitial(self, didFailToLoadAdWith: code) })
    }

    /// Shows the loaded ad. Shown ads, expired ads and ads never loaded are refused: the real
    /// SDK only logs that; the stand-in also tells the delegate's additions.
    open func show() {
        let shown = lifecycle.claimShow { [weak self] reason in
            guard let self else { return }
            (self.delegate as? any SampleInterstitialAdDelegateAdditions)?
                .interstitial(self, didFailToPresentWith: reason)
        }
        if shown { lifecycle.show(from: nil) }
    }

    /// Turns the network's events into delegate callbacks.
    private func handle(_ event: NetworkEvent) {
        if event == .expire { return lifecycle.expire() }
        guard let delegate else { return }
        let additions = delegate as? any SampleInterstitialAdDelegateAdditions
        switch event {
        case .presentScreen: delegate.interstitialWillPresentScreen(Optional(self))
        case .dismissScreen: delegate.interstitialWillDismissScreen(Optional(self))
        case .didDismissScreen: delegate.interstitialDidDismissScreen(Optional(self))
        case .click, .leaveApplication: delegate.interstitialWillLeaveApplication(Optional(self))
        case .impression: additions?.interstitialDidRecordImpression(self)
        case .showFailed: additions?.interstitial(self, didFailToPresentWith: .showFailed)
        case .videoPlay, .videoPause, .videoEnd, .videoMute, .videoUnmute, .rewardEarned, .expire: break
        }
    }
}
