import Foundation
import UIKit

/// What Acme's interstitial and rewarded ads share: loaded ahead of time, shown once over a
/// view controller, and unusable once Acme says they expired.
public class AcmeFullScreenAd {
    /// The placement it was loaded for.
    public let placement: String
    /// Presentation events, on the main thread.
    public var onEvent: ((AcmeFullScreenEvent) -> Void)?
    /// Whether the ad may still be shown: not shown yet, not expired.
    public var canShow: Bool { !wasShown && !isExpired }

    private var wasShown = false
    private var isExpired = false
    private weak var presenter: AcmeFullScreenPresenter?

    /// Creates an ad; called by Acme clients, which present it.
    public init(placement: String, presenter: AcmeFullScreenPresenter?) {
        self.placement = placement
        self.presenter = presenter
    }

    /// Shows the ad over `viewController`. An ad that was shown already or expired is refused
    /// at once with `.failedToOpen(.adNotReady)`.
    public func show(from viewController: UIViewController) {
        guard canShow else {
            onEvent?(.failedToOpen(.adNotReady))
            return
        }
        wasShown = true
        presenter?.present(self, from: viewController)
    }

    /// Acme's servers withdrew the ad; called by Acme clients.
    public func expire() { isExpired = true }
}

/// The part of the SDK that puts a full-screen ad on screen.
public protocol AcmeFullScreenPresenter: AnyObject {
    /// Shows `ad` over `viewController`; what happens next arrives through `ad.onEvent`.
    func present(_ ad: AcmeFullScreenAd, from viewController: UIViewController)
}

/// An interstitial Acme loaded.
public final class AcmeInterstitialAd: AcmeFullScreenAd {}

/// A rewarded ad Acme loaded; it reports `.rewarded(reward)` when the user earned it.
public final class AcmeRewardedAd: AcmeFullScreenAd {
    /// What the ad pays.
    public let reward: AcmeReward

    /// Creates an ad; called by Acme clients.
    public init(placement: String, reward: AcmeReward, presenter: AcmeFullScreenPresenter?) {
        self.reward = reward
        super.init(placement: placement, presenter: presenter)
    }
}
