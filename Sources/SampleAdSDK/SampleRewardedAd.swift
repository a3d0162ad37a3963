import Foundation
import Synchronization
import ScriptedNetwork
import UIKit

/// The Sample Ad SDK's rewarded ad, used for rewarded and rewarded interstitial alike (the
/// real SDK does not tell them apart): fetched ahead of time, presented once from a view
/// controller, and paying `reward` when the user earns it.
open class SampleRewardedAd: NSObject {
    /// The ad unit given at creation.
    public let adUnit: String
    /// Receives load, reward and presentation callbacks; weak, as in the real SDK.
    open var delegate: (any SampleRewardedAdDelegate)? {
        get { delegateReference.value }
        set { delegateReference.value = newValue }
    }
    private let delegateReference = WeakDelegate<any SampleRewardedAdDelegate>()
    /// Whether an ad is loaded and not yet shown or expired. Settable, as the header declares it.
    open var isReady: Bool {
        get { lifecycle.isReady }
        set { lifecycle.isReady = newValue }
    }
    /// The amount the user earns; 0 until an ad has loaded. `UInt`, as Swift imports the
    /// header's `NSUInteger` from a framework (only system modules get `Int`).
    open var reward: UInt { earned.load(ordering: .relaxed) }
    /// What `reward` reads: set on the thread the network's answer arrives on, which a script may
    /// make two racing threads.
    private let earned = Atomic<UInt>(0)
    /// Whether the SDK logs; stored only, the stand-in logs refused shows regardless.
    open var enableDebugLogging = false

    /// The harness's addition, used by the reference adapter: the fetch is for a rewarded
    /// interstitial, so the network records that format. The real SDK cannot tell; an adapter
    /// on its public API fetches "rewarded" for both.
    package var isRewardedInterstitial = false

    /// The amount every ad of the real sample pays.
    static let rewardAmount: UInt = 5

    private let lifecycle = SampleFullScreenLifecycle(kind: "rewarded ad")
    /// The screen of the presentation under way, dismissed when the network says it closed.
    private var screen: (controller: SampleRewardedAdController, presenter: UIViewController)?

    /// Creates a rewarded ad for `adUnit` (non-null in the real header).
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
            format: isRewardedInterstitial ? "rewardedInterstitial" : "rewarded", adUnit: adUnit,
            testMode: request.testMode, childDirected: request.childDirectedTreatment,
            underAgeOfConsent: request.underAgeOfConsent, bidResponse: request.bidResponse,
            watermark: request.watermarkText)
        // The closures keep the ad alive until the network answers; the delegate stays weak.
        lifecycle.fetch(
            record, events: { [weak self] event in self?.handle(event) },
            loaded: { [self] in
                earned.store(Self.rewardAmount, ordering: .relaxed)
                delegate?.rewardedAdDidReceive(self)
            },
            failed: { [self] code in delegate?.rewardedAdDidFailToLoadWithError(code) })
    }

    /// Presents the loaded ad over `viewController`, as the real SDK does with its own screen,
    /// and has the network show it from that very controller. Shown, expired and never-loaded
    /// ads are refused: the real SDK only returns; the stand-in also tells the additions.
    open func present(fromRootViewController viewController: UIViewController) {
        let claimed = lifecycle.claimShow { [weak self] reason in
            guard let self else { return }
            (self.delegate as? any SampleRewardedAdDelegateAdditions)?.rewardedAd(self, didFailToPresentWith: reason)
        }
        guard claimed else { return }
        let controller: SampleRewardedAdController = SampleRewardedAdController(rewardedAd: self)
        controller.delegate = delegate
        screen = (controller, viewController)
        viewController.present(controller, animated: true)
        lifecycle.show(from: viewController)
    }

    /// Turns the network's events into delegate callbacks.
    private func handle(_ event: NetworkEvent) {
        if event == .expire { return lifecycle.expire() }
        if event == .didDismissScreen, let screen {
            self.screen = nil
            screen.presenter.dismiss(animated: true)
        }
        guard let delegate else { return }
        let additions = delegate as? any SampleRewardedAdDelegateAdditions
        switch event {
        case .presentScreen: delegate.rewardedAdDidPresent(self)
        case .rewardEarned: delegate.rewardedAd(self, userDidEarnReward: reward)
        case .dismissScreen: additions?.rewardedAdWillDismiss(self)
        case .didDismissScreen: delegate.rewardedAdDidDismiss(self)
        case .impression: additions?.rewardedAdDidRecordImpression(self)
        case .click, .leaveApplication: additions?.rewardedAdDidRecordClick(self)
        case .videoPlay: additions?.rewardedAdDidStartVideo(self)
        case .videoEnd: additions?.rewardedAdDidEndVideo(self)
        case .showFailed: additions?.rewardedAd(self, didFailToPresentWith: .showFailed)
        case .videoPause, .videoMute, .videoUnmute, .expire: break
        }
    }
}
