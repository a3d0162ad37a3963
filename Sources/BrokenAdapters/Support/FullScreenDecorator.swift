import Foundation
import GoogleMobileAds
import SampleCustomEvent

/// One call a full-screen ad makes on the SDK's event delegate.
public enum FullScreenCall: Equatable, Sendable {
    case willPresent, impression, click, willDismiss, didDismiss, failedToPresent, reward, videoStart, videoEnd
}

/// Stands between the reference's full-screen ads and the SDK, on both sides: the SDK's
/// `present(from:)` goes through `present(_:from:count:)`, and every call the reference makes
/// on the SDK's event delegate through `pass(_:)`, so a variant changes one thing.
open class FullScreenDecorator: NSObject, @unchecked Sendable {
    /// The SDK's event delegate, as the SDK returned it from the completion.
    public private(set) var sdk: (any MediationAdEventDelegate)?
    private var presents = 0

    public required override init() { super.init() }

    /// Presents `ad`; `count` is 1 for the first present. Default: as the reference does.
    open func present(_ ad: AnyObject, from viewController: UIViewController, count: Int) {
        Self.present(ad, from: viewController)
    }

    /// The calls that reach the SDK for one the reference makes. Default: that one.
    open func pass(_ call: FullScreenCall) -> [FullScreenCall] { [call] }

    /// The error the SDK gets when the reference fails to present. Default: the reference's.
    open func presentationError(_ error: Error) -> Error { error }

    /// Runs when the load succeeded and the SDK handed out its delegate.
    open func loaded() {}

    /// Calls `ad.present(from:)` whatever full-screen format it is.
    public static func present(_ ad: AnyObject, from viewController: UIViewController) {
        if let ad = ad as? any MediationInterstitialAd {
            ad.present(from: viewController)
        } else if let ad = ad as? any MediationRewardedAd {
            ad.present(from: viewController)
        } else if let ad = ad as? any MediationAppOpenAd {
            ad.present(from: viewController)
        }
    }

    /// Makes `call` on the SDK's delegate.
    public func send(_ call: FullScreenCall) {
        guard let sdk else { return }
        switch call {
        case .willPresent: sdk.willPresentFullScreenView()
        case .impression: sdk.reportImpression()
        case .click: sdk.reportClick()
        case .willDismiss: sdk.willDismissFullScreenView()
        case .didDismiss: sdk.didDismissFullScreenView()
        case .failedToPresent:
            sdk.didFailToPresentWithError(NSError(domain: "com.example.broken", code: 1))
        case .reward: (sdk as? any MediationRewardedAdEventDelegate)?.didRewardUser()
        case .videoStart: (sdk as? any MediationRewardedAdEventDelegate)?.didStartVideo()
        case .videoEnd: (sdk as? any MediationRewardedAdEventDelegate)?.didEndVideo()
        }
    }

    fileprivate func connect(_ sdk: (any MediationAdEventDelegate)?) { self.sdk = sdk }

    fileprivate func presentCounted(_ ad: AnyObject, from viewController: UIViewController) {
        presents += 1
        present(ad, from: viewController, count: presents)
    }
}

/// What the reference sees as the SDK's event delegate: each call goes through the decorator.
final class DecoratedEventDelegate: NSObject, MediationInterstitialAdEventDelegate, MediationRewardedAdEventDelegate,
    MediationAppOpenAdEventDelegate
{
    let decorator: FullScreenDecorator
    let error: (Error) -> Void

    init(_ decorator: FullScreenDecorator) {
        self.decorator = decorator
        self.error = { [weak decorator] error in decorator?.sdk?.didFailToPresentWithError(error) }
    }

    private func forward(_ call: FullScreenCall) {
        for passed in decorator.pass(call) { decorator.send(passed) }
    }

    func willPresentFullScreenView() { forward(.willPresent) }
    func reportImpression() { forward(.impression) }
    func reportClick() { forward(.click) }
    func willDismissFullScreenView() { forward(.willDismiss) }
    func didDismissFullScreenView() { forward(.didDismiss) }
    func didFailToPresentWithError(_ error: Error) {
        // The reference's own error, unless the variant changes the call.
        let passed = decorator.pass(.failedToPresent)
        if passed == [.failedToPresent] {
            self.error(decorator.presentationError(error))
        } else {
            passed.forEach(decorator.send)
        }
    }
    func didRewardUser() { forward(.reward) }
    func didStartVideo() { forward(.videoStart) }
    func didEndVideo() { forward(.videoEnd) }
    func willBackgroundApplication() {}
    func didPlayVideo() {}
    func didPauseVideo() {}
    func didMuteVideo() {}
    func didUnmuteVideo() {}
}

/// The ad the SDK receives: presents through the decorator.
final class DecoratedFullScreenAd: NSObject, MediationInterstitialAd, MediationRewardedAd, MediationAppOpenAd {
    let wrapped: AnyObject
    let decorator: FullScreenDecorator

    init(_ wrapped: AnyObject, _ decorator: FullScreenDecorator) {
        self.wrapped = wrapped
        self.decorator = decorator
    }

    func present(from viewController: UIViewController) { decorator.presentCounted(wrapped, from: viewController) }
}

/// The reference custom event whose full-screen ads and their event delegate pass through a
/// `Decorator` made per load.
public final class DecoratedFullScreenEvent<Decorator: FullScreenDecorator>: SampleCustomEvent {
    public override init() { super.init() }

    /// Wraps a full-screen completion handler of any format.
    private func wrap<Ad, Delegate>(_ handler: @escaping (Ad?, Error?) -> Delegate?) -> (Ad?, Error?) -> Delegate? {
        let decorator = Decorator()
        let delegate = DecoratedEventDelegate(decorator)
        return { ad, error in
            guard let ad, error == nil else { return handler(ad, error) }
            let shown = DecoratedFullScreenAd(ad as AnyObject, decorator) as? Ad
            decorator.connect(handler(shown ?? ad, nil) as? any MediationAdEventDelegate)
            decorator.loaded()
            return delegate as? Delegate
        }
    }

    public override func loadInterstitial(
        for adConfiguration: MediationInterstitialAdConfiguration,
        completionHandler: @escaping GADMediationInterstitialLoadCompletionHandler
    ) { super.loadInterstitial(for: adConfiguration, completionHandler: wrap(completionHandler)) }

    public override func loadRewardedAd(
        for adConfiguration: MediationRewardedAdConfiguration,
        completionHandler: @escaping GADMediationRewardedLoadCompletionHandler
    ) { super.loadRewardedAd(for: adConfiguration, completionHandler: wrap(completionHandler)) }

    public override func loadRewardedInterstitialAd(
        for adConfiguration: MediationRewardedAdConfiguration,
        completionHandler: @escaping GADMediationRewardedLoadCompletionHandler
    ) { super.loadRewardedInterstitialAd(for: adConfiguration, completionHandler: wrap(completionHandler)) }

    public override func loadAppOpenAd(
        for adConfiguration: MediationAppOpenAdConfiguration,
        completionHandler: @escaping GADMediationAppOpenLoadCompletionHandler
    ) { super.loadAppOpenAd(for: adConfiguration, completionHandler: wrap(completionHandler)) }
}
