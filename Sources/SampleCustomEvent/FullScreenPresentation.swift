import Foundation
import GoogleMobileAds

/// The one presentation of a loaded full-screen ad, as the SDK must see it whatever the
/// network reports: presented at most once (FUL-4); will-present, impression, clicks,
/// will-dismiss and did-dismiss in that order, once each (FUL-2); nothing before `present` or
/// after did-dismiss (FUL-5); a failure only while no will-present went out (FUL-3); the
/// reward once, even after dismissal (RWD-1, RWD-2); video start then end inside the
/// presentation (RWD-3).
///
/// Network callbacks may arrive on any thread, so every decision is taken under a lock; the
/// delegate is called outside it, so an SDK that calls back into the ad cannot deadlock.
final class FullScreenPresentation {
    private enum Phase {
        /// Loaded, not asked to present.
        case loaded
        /// `present(from:)` asked the network to show; it has not said "will present".
        case presenting
        case presented
        case dismissing
        case dismissed
        /// The show failed before anything was presented.
        case failed
    }

    private let lock = NSLock()
    private var delegate: (any MediationAdEventDelegate)?
    private var phase = Phase.loaded
    /// The network counted the impression before it said "will present"; reported right after.
    private var impressionPending = false
    private var impressionReported = false
    private var rewarded = false
    private var videoStarted = false
    private var videoEnded = false
    /// Forward every reward the network reports, when it reports it (a network trusted to
    /// report only earned rewards); set before the load.
    var forwardsRewardsAsReported = false

    /// Keeps the delegate the SDK returned from the successful completion; it is kept after
    /// dismissal, since a reward may still come (RWD-2).
    func connect(_ delegate: (any MediationAdEventDelegate)?) {
        lock.withLock { self.delegate = delegate }
    }

    /// Claims the one presentation and returns `true`; a second call reports the
    /// already-presented error instead and returns `false`, so the network is not asked again.
    func begin() -> Bool {
        let (first, delegate) = lock.withLock { () -> (Bool, (any MediationAdEventDelegate)?) in
            guard phase == .loaded else { return (false, self.delegate) }
            phase = .presenting
            return (true, self.delegate)
        }
        if !first, let delegate {
            FullScreenEvent.failedToPresent(SampleCustomEventError.presentationFailure(.alreadyPresented))
                .deliver(to: delegate)
        }
        return first
    }

    /// Passes on what the network reported, if the SDK may hear it now.
    func receive(_ event: FullScreenEvent) {
        let (admitted, delegate) = lock.withLock { (admit(event), self.delegate) }
        guard let delegate else { return }
        for event in admitted { event.deliver(to: delegate) }
    }

    /// The SDK calls `event` becomes in the current phase; moves the phase on. Under the lock.
    private func admit(_ event: FullScreenEvent) -> [FullScreenEvent] {
        let showing = phase == .presented || phase == .dismissing
        switch event {
        case .willPresent:
            guard phase == .presenting else { return [] }
            phase = .presented
            return [.willPresent] + (impressionPending ? takeImpression() : [])
        case .impression:
            if phase == .presenting { impressionPending = true }
            return showing ? takeImpression() : []
        case .click:
            return showing ? [.click] : []
        case .willDismiss:
            guard phase == .presented else { return [] }
            phase = .dismissing
            return [.willDismiss]
        case .didDismiss:
            // A network that only says "closed" still yields both dismissal calls.
            guard showing else { return [] }
            defer { phase = .dismissed }
            return phase == .presented ? [.willDismiss, .didDismiss] : [.didDismiss]
        case .failedToPresent:
            guard phase == .presenting else { return [] }
            phase = .failed
            return [event]
        case .reward:
            if forwardsRewardsAsReported { return [.reward] }
            guard showing || phase == .dismissed, !rewarded else { return [] }
            rewarded = true
            return [.reward]
        case .videoStart:
            guard showing, !videoStarted else { return [] }
            videoStarted = true
            return [.videoStart]
        case .videoEnd:
            guard showing, videoStarted, !videoEnded else { return [] }
            videoEnded = true
            return [.videoEnd]
        }
    }

    /// The impression, the first time only.
    private func takeImpression() -> [FullScreenEvent] {
        guard !impressionReported else { return [] }
        impressionReported = true
        impressionPending = false
        return [.impression]
    }
}
