import Foundation
import ScriptedNetwork
import UIKit

/// The Sample Ad SDK's app-open ad: fetched ahead of time, presented once from a view
/// controller when the app comes to the foreground.
open class SampleAppOpenAd: NSObject {
    /// The ad unit given at creation.
    public let adUnit: String
    /// Receives load and presentation callbacks; weak, as in the real SDK.
    open var delegate: (any SampleAppOpenAdDelegate)? {
        get { delegateReference.value }
        set { delegateReference.value = newValue }
    }
    private let delegateReference = WeakDelegate<any SampleAppOpenAdDelegate>()
    /// Whether an ad is loaded and not yet shown or expired. Settable, as the header declares it.
    open var isReady: Bool {
        get { lifecycle.isReady }
        set { lifecycle.isReady = newValue }
    }
    /// Whether the SDK logs; stored only, the stand-in logs refused shows regardless.
    open var enableDebugLogging = false

    private let lifecycle = SampleFullScreenLifecycle(kind: "app open ad")
    /// The screen of the presentation under way, dismissed when the network says it closed.
    private var screen: (controller: SampleAppOpenAdController, presenter: UIViewController)?

    /// Creates an app-open ad for `adUnit` (non-null in the real header).
    public init(adUnitID adUnit: String) {
        self.adUnit = adUnit
        super.init()
    }

    /// The header's `fetchAd:` as Swift names it (the argument's type repeats "Ad").
    @available(*, unavailable, renamed: "fetch(_:)")
    public func fetchAd(_ request: SampleAdRequest) { fetch(request) }

    /// Fetches an ad; the outcome arrives through `delegate`.
    open func fetch(_ request: SampleAdRequest) {
        let record = NetworkRequest(
            format: "appOpen", adUnit: adUnit, testMode: request.testMode,
            childDirected: request.childDirectedTreatment,
            underAgeOfConsent: request.underAgeOfConsent, bidResponse: request.bidResponse,
            watermark: request.watermarkText)
        // The closures keep the ad alive until the network answers; the delegate stays weak.
        lifecycle.fetch(
            record, events: { [weak self] event in self?.handle(event) },
            loaded: { [self] in delegate?.appOpenAdDidReceive(self) },
            failed: { [self] code in delegate?.appOpenAdDidFailToLoadWithError(code) })
    }

    /// Presents the loaded ad over `viewController`, as the real SDK does with its own screen,
    /// and has the network show it from that very controller. Shown, expired and never-loaded
    /// ads are refused: the real SDK only returns; the stand-in also tells the additions.
    open func present(fromRootViewController viewController: UIViewController) {
        let claimed = lifecycle.claimShow { [weak self] reason in
            guard let self else { return }
            (self.delegate as? any SampleAppOpenAdDelegateAdditions)?.appOpenAd(self, didFailToPresentWith: reason)
        }
        guard claimed else { return }
        let controller = SampleAppOpenAdController(appOpenAd: self)
        controller.delegate = delegate
        screen = (controller, viewController)
        viewController.present(controller, animated: true)
        lifecycle.show(from: viewController)
    }

    /// Turns the network's events into delegate callbacks. The real SDK says "will present" as
    /// the show starts and "did present" once its screen appeared; one scripted presentation
    /// is both.
    private func handle(_ event: NetworkEvent) {
        if event == .expire { return lifecycle.expire() }
        if event == .didDismissScreen, let screen {
            self.screen = nil
            screen.presenter.dismiss(animated: true)
        }
        guard let delegate else { return }
        let additions = delegate as? any SampleAppOpenAdDelegateAdditions
        switch event {
        case .presentScreen:
            delegate.appOpenAdWillPresent(self)
            delegate.appOpenAdDidPresent(self)
        case .dismissScreen: additions?.appOpenAdWillDismiss(self)
        case .didDismissScreen: delegate.appOpenAdDidDismiss(self)
        case .click, .leaveApplication: delegate.appOpenWillLeaveApplication(self)
        case .impression: additions?.appOpenAdDidRecordImpression(self)
        case .showFailed: additions?.appOpenAd(self, didFailToPresentWith: .showFailed)
        case .videoPlay, .videoPause, .videoEnd, .videoMute, .videoUnmute, .rewardEarned, .expire: break
        }
    }
}
