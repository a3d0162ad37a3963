import Foundation
import ScriptedNetwork

/// The life of one full-screen ad object, shared by the interstitial, rewarded and app-open
/// stand-ins: fetch through the scenario's host, ready once an ad arrived, shown at most once,
/// not ready after expiry. The real SDK keeps only a ready flag; the reasons a show is refused
/// are kept beside it so the harness's failure callback can name the right one.
///
/// The flags are locked: a script may deliver an ad on two racing threads, or expire it on
/// another thread than the one the adapter shows it on, and the stand-in's own bookkeeping must
/// not be what a sanitized run reports as a race.
final class SampleFullScreenLifecycle: @unchecked Sendable {
    private struct Flags {
        var isReady = false
        var hasShown = false
        var hasExpired = false
    }
    private let flags = Mutex(Flags())

    /// The ad's ready flag; the real headers declare it settable, so the ads expose it as is.
    var isReady: Bool {
        get { flags.withLock { $0.isReady } }
        set { flags.withLock { $0.isReady = newValue } }
    }
    /// The host of the scenario that fetched, so a later show lands in the same trace. Weak: an
    /// ad object an adapter keeps must not keep the scenario's whole network alive after it.
    private weak var host: (any NetworkHost)?
    /// The format's name in log lines ("interstitial").
    private let kind: String

    init(kind: String) { self.kind = kind }

    /// Fetches like the banner does: the first delivery registers `events` for the ad, every
    /// delivery makes the ad ready (unless it was shown: an ad object is single-use) and calls
    /// `loaded`; failures call `failed`.
    func fetch(
        _ request: NetworkRequest, events: @escaping (NetworkEvent) -> Void,
        loaded: @escaping () -> Void, failed: @escaping (SampleErrorCode) -> Void
    ) {
        host = NetworkEnvironment.host
        let firstDelivery = SampleFirstTime()
        SampleFetch.run(
            request,
            deliver: { [self] _, host in
                if firstDelivery.take() { host.register(eventSink: events) }
                flags.withLock { if !$0.hasShown { $0.isReady = true } }
                loaded()
            },
            fail: failed)
    }

    /// The network's expiry: a later show is refused.
    func expire() {
        flags.withLock {
            $0.isReady = false
            $0.hasExpired = true
        }
    }

    /// Takes the one show when the ad is ready, and returns `true`; otherwise logs, as the
    /// real SDK does, hands `refused` the reason on the main thread, and returns `false`.
    func claimShow(refused: @escaping (SamplePresentationError) -> Void) -> Bool {
        let refusal: SamplePresentationError? = flags.withLock { flags in
            guard flags.isReady else {
                return flags.hasShown ? .alreadyPresented : flags.hasExpired ? .expired : .notReady
            }
            flags.isReady = false
            flags.hasShown = true
            return nil
        }
        if let reason = refusal {
            SampleLog.log("The sample \(kind) is not ready to show (\(reason)).")
            guard let host = host ?? NetworkEnvironment.host else { return refusedInline(refused, reason) }
            host.schedule(afterMilliseconds: 0, on: .main) { refused(reason) }
            return false
        }
        return true
    }

    /// Asks the host to show the ad claimed by `claimShow`, with the view controller the show
    /// call was given (`nil` for a show call that takes none).
    func show(from viewController: AnyObject?) {
        (host ?? NetworkEnvironment.host)?.show(from: viewController)
    }

    /// Without any scenario there is no clock to schedule on: the refusal is reported at once.
    private func refusedInline(
        _ refused: (SamplePresentationError) -> Void, _ reason: SamplePresentationError
    ) -> Bool {
        refused(reason)
        return false
    }
}
