import Foundation
import GoogleMobileAds
import SampleCustomEvent

/// Adapters that lean on the SDK's main thread the way production adapters do: they are the
/// reference custom event in every verdict, but their threading can wedge a harness whose
/// "main thread" is not the process's main thread, or which calls them where it should not.
/// The command line's `hostile-*` adapters list them; the tests run them in and out of workers.
public enum MainThreadHostiles {
    /// What ``VersionHopAdapter`` reports as its network SDK's version, so a report can show
    /// that the hop came back.
    public static let hoppedSDKVersion = VersionNumber(majorVersion: 7, minorVersion: 7, patchVersion: 7)
}

/// A production adapter's version query (Moloco's): the network SDK must be read on the main
/// thread, so off it the query hops to the main queue and waits on a semaphore. On iOS that
/// works from any thread but the main one while the main thread is free; on a harness whose
/// main lane is not the main thread it waits for the very thread it blocks.
public final class VersionHopAdapter: SampleCustomEvent {
    override public class func adSDKVersion() -> VersionNumber {
        if Thread.isMainThread { return MainThreadHostiles.hoppedSDKVersion }
        nonisolated(unsafe) var version = VersionNumber(majorVersion: 0, minorVersion: 0, patchVersion: 0)
        let semaphore = DispatchSemaphore(value: 0)
        DispatchQueue.main.async {
            version = MainThreadHostiles.hoppedSDKVersion
            semaphore.signal()
        }
        semaphore.wait()
        return version
    }
}

/// A version query that never returns, wherever it is asked.
public final class VersionBlockAdapter: SampleCustomEvent {
    override public class func adSDKVersion() -> VersionNumber {
        while true { sleep(3600) }
    }
}

/// Hands every completion that arrives on a network thread back to the main thread with
/// `DispatchQueue.main.sync`, as adapters whose network calls back on its own queue do. On iOS
/// that works while the main thread is idle, and so it must here; the completion then comes
/// on the main thread, so only traces of answers on a background lane differ from the
/// reference's (in the thread of the completion).
public final class MainSyncAdapter: SampleCustomEvent {
    override public func loadBanner(
        for adConfiguration: MediationBannerAdConfiguration,
        completionHandler: @escaping GADMediationBannerLoadCompletionHandler
    ) {
        super.loadBanner(for: adConfiguration) { ad, error in
            Self.onMain { completionHandler(ad, error) }
        }
    }

    override public func loadNativeAd(
        for adConfiguration: MediationNativeAdConfiguration,
        completionHandler: @escaping GADMediationNativeLoadCompletionHandler
    ) {
        super.loadNativeAd(for: adConfiguration) { ad, error in
            Self.onMain { completionHandler(ad, error) }
        }
    }

    /// `body` on the main thread: at once there, else through `DispatchQueue.main.sync`.
    static func onMain<Value>(_ body: () -> Value) -> Value {
        if Thread.isMainThread { return body() }
        return DispatchQueue.main.sync(execute: body)
    }
}

/// Keeps every completion handler it is given, for as long as the process lives (LOAD-7), and
/// never calls one twice: only LOAD-7 can tell it from the reference.
public final class KeptHandlerAdapter: SampleCustomEvent {
    nonisolated(unsafe) private static var kept: [Any] = []
    private static let lock = NSLock()

    private static func keep(_ handler: Any) {
        lock.lock()
        kept.append(handler)
        lock.unlock()
    }

    override public func loadBanner(
        for adConfiguration: MediationBannerAdConfiguration,
        completionHandler: @escaping GADMediationBannerLoadCompletionHandler
    ) {
        Self.keep(completionHandler)
        super.loadBanner(for: adConfiguration, completionHandler: completionHandler)
    }

    override public func loadNativeAd(
        for adConfiguration: MediationNativeAdConfiguration,
        completionHandler: @escaping GADMediationNativeLoadCompletionHandler
    ) {
        Self.keep(completionHandler)
        super.loadNativeAd(for: adConfiguration, completionHandler: completionHandler)
    }

    override public func loadInterstitial(
        for adConfiguration: MediationInterstitialAdConfiguration,
        completionHandler: @escaping GADMediationInterstitialLoadCompletionHandler
    ) {
        Self.keep(completionHandler)
        super.loadInterstitial(for: adConfiguration, completionHandler: completionHandler)
    }

    override public func loadRewardedAd(
        for adConfiguration: MediationRewardedAdConfiguration,
        completionHandler: @escaping GADMediationRewardedLoadCompletionHandler
    ) {
        Self.keep(completionHandler)
        super.loadRewardedAd(for: adConfiguration, completionHandler: completionHandler)
    }

    override public func loadRewardedInterstitialAd(
        for adConfiguration: MediationRewardedAdConfiguration,
        completionHandler: @escaping GADMediationRewardedLoadCompletionHandler
    ) {
        Self.keep(completionHandler)
        super.loadRewardedInterstitialAd(for: adConfiguration, completionHandler: completionHandler)
    }

    override public func loadAppOpenAd(
        for adConfiguration: MediationAppOpenAdConfiguration,
        completionHandler: @escaping GADMediationAppOpenLoadCompletionHandler
    ) {
        Self.keep(completionHandler)
        super.loadAppOpenAd(for: adConfiguration, completionHandler: completionHandler)
    }
}

/// Completes a banner load as the reference does, keeps the handler, and calls it once more
/// from a timer 50 ms of real time later, after its scenario has ended: LOAD-1 must still see
/// the second completion, in that scenario.
public final class LateSecondCompletionAdapter: SampleCustomEvent {
    /// Lets the timer carry the handler; the adapter does not care which thread calls it.
    private struct Call: @unchecked Sendable {
        let call: () -> Void
    }

    override public func loadBanner(
        for adConfiguration: MediationBannerAdConfiguration,
        completionHandler: @escaping GADMediationBannerLoadCompletionHandler
    ) {
        super.loadBanner(for: adConfiguration) { ad, error in
            let delegate = completionHandler(ad, error)
            let again = Call { _ = completionHandler(ad, error) }
            DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(50)) { again.call() }
            return delegate
        }
    }
}
