import AcmeSDK
import Foundation
import GoogleMobileAds

/// One showing of an Acme full-screen ad, as the Google Mobile Ads SDK must see it: shown at
/// most once, open, impression, clicks, closing and closed in order and once each, nothing
/// before the show or after it closed, and the reward once, even when Acme pays it on close.
///
/// Acme promises main-thread events, but a network that breaks the promise must not break
/// the order, so the stage is kept under a lock; the SDK is called outside it.
final class AcmePresentation: @unchecked Sendable {
    // @unchecked: every stored property is only touched under `lock`.
    private enum Stage { case loaded, showing, open, closing, closed, failed }
    private typealias Call = (MediationAdEventDelegate) -> Void

    private let lock = NSLock()
    private var stage = Stage.loaded
    private var impressionReported = false
    private var rewardPaid = false
    private var videoStarted = false
    private var videoEnded = false
    private weak var sdkDelegate: MediationAdEventDelegate?

    /// The SDK's delegate, set from the load's completion; weak, as the SDK owns it.
    var delegate: MediationAdEventDelegate? {
        get { lock.withLock { sdkDelegate } }
        set { lock.withLock { sdkDelegate = newValue } }
    }

    /// `true` the first time, so the ad may be shown; every later call tells the SDK the ad
    /// was shown already, and Acme is not asked again.
    func start() -> Bool {
        let (first, delegate) = lock.withLock { () -> (Bool, MediationAdEventDelegate?) in
            let first = stage == .loaded
            if first { stage = .showing }
            return (first, sdkDelegate)
        }
        if !first { delegate?.didFailToPresentWithError(AcmeAdapterError.alreadyShown()) }
        return first
    }

    /// Passes an Acme event on, if the SDK may hear it now.
    func handle(_ event: AcmeFullScreenEvent) {
        let (calls, delegate) = lock.withLock { (admit(event), sdkDelegate) }
        guard let delegate else { return }
        for call in calls { call(delegate) }
    }

    /// What `event` becomes in the current stage; moves the stage on. Under the lock.
    private func admit(_ event: AcmeFullScreenEvent) -> [Call] {
        let onScreen = stage == .open || stage == .closing
        switch event {
        case .opened where stage == .showing:
            stage = .open
            return [{ $0.willPresentFullScreenView() }]
        case .impression where onScreen && !impressionReported:
            impressionReported = true
            return [{ $0.reportImpression() }]
        case .click where onScreen:
            return [{ $0.reportClick() }]
        case .closing where stage == .open:
            stage = .closing
            return [{ $0.willDismissFullScreenView() }]
        case .closed where onScreen:
            // Acme may skip "closing"; the SDK still hears both.
            let calls: [Call] = stage == .open ? [{ $0.willDismissFullScreenView() }] : []
            stage = .closed
            return calls + [{ $0.didDismissFullScreenView() }]
        case .failedToOpen(let error) where stage == .showing:
            stage = .failed
            return [{ $0.didFailToPresentWithError(AcmeAdapterError.showFailed(error)) }]
        case .videoStarted where onScreen && !videoStarted:
            videoStarted = true
            return [{ ($0 as? MediationRewardedAdEventDelegate)?.didStartVideo() }]
        case .videoCompleted where onScreen && videoStarted && !videoEnded:
            videoEnded = true
            return [{ ($0 as? MediationRewardedAdEventDelegate)?.didEndVideo() }]
        case .rewarded where (onScreen || stage == .closed) && !rewardPaid:
            rewardPaid = true
            return [{ ($0 as? MediationRewardedAdEventDelegate)?.didRewardUser() }]
        default:
            return []
        }
    }
}
