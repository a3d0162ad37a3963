import Foundation
import GoogleMobileAds
import SampleCustomEvent

/// FUL-1: shows the ad from a view controller of its own instead of the SDK's.
public final class OwnViewControllerPresenter: FullScreenDecorator {
    private let own = UIViewController()
    public override func present(_ ad: AnyObject, from viewController: UIViewController, count: Int) {
        Self.present(ad, from: own)
    }
}

/// FUL-2: drops the impression the network reports during the presentation.
public final class ImpressionDroppingPresenter: FullScreenDecorator {
    public override func pass(_ call: FullScreenCall) -> [FullScreenCall] { call == .impression ? [] : [call] }
}

/// FUL-3: swallows the failure to present.
public final class SilentFailurePresenter: FullScreenDecorator {
    public override func pass(_ call: FullScreenCall) -> [FullScreenCall] { call == .failedToPresent ? [] : [call] }
}

/// FUL-7: hands the SDK a Swift enum as the presentation error, which reaches it bridged:
/// domain `BrokenAdapters.BridgedPresentationError`, code 1, a generic description.
public final class BridgedErrorPresenter: FullScreenDecorator {
    public override func presentationError(_ error: Error) -> Error { BridgedPresentationError.cannotShow }
}

/// What ``BridgedErrorPresenter`` fails with.
public enum BridgedPresentationError: Error {
    case notReady, cannotShow
}

/// FUL-4: ignores a second `present(from:)` instead of failing it.
public final class SilentSecondPresenter: FullScreenDecorator {
    public override func present(_ ad: AnyObject, from viewController: UIViewController, count: Int) {
        if count == 1 { Self.present(ad, from: viewController) }
    }
}

/// FUL-5: tells the SDK the ad is showing as soon as it loaded.
public final class PresentOnLoadPresenter: FullScreenDecorator {
    public override func loaded() {
        send(.willPresent)
        send(.impression)
    }
}

/// RWD-1: rewards the user as the ad appears, before the network says it was earned.
public final class RewardOnPresentPresenter: FullScreenDecorator {
    public override func pass(_ call: FullScreenCall) -> [FullScreenCall] {
        switch call {
        case .willPresent: [.willPresent, .reward]
        case .reward: []
        default: [call]
        }
    }
}

/// RWD-2: lets go of the SDK's delegate at dismissal, so a later reward is lost.
public final class ForgetfulAtDismissalPresenter: FullScreenDecorator {
    private var dismissed = false
    public override func pass(_ call: FullScreenCall) -> [FullScreenCall] {
        defer { if call == .didDismiss { dismissed = true } }
        return dismissed ? [] : [call]
    }
}

/// RWD-3: never reports the end of the video.
public final class VideoEndDroppingPresenter: FullScreenDecorator {
    public override func pass(_ call: FullScreenCall) -> [FullScreenCall] { call == .videoEnd ? [] : [call] }
}

/// FUL-2, on a network that reports only present and dismiss: drops the will-present.
public final class WillPresentDroppingPresenter: FullScreenDecorator {
    public override func pass(_ call: FullScreenCall) -> [FullScreenCall] { call == .willPresent ? [] : [call] }
}

/// FUL-2, on a network without impression callbacks: counts its own impression as the ad
/// appears, twice (once per callback it misreads as a show).
public final class DoubleOwnImpressionPresenter: FullScreenDecorator {
    public override func pass(_ call: FullScreenCall) -> [FullScreenCall] {
        switch call {
        case .willPresent: [.willPresent, .impression, .impression]
        case .impression: []
        default: [call]
        }
    }
}

/// FUL-2: its full-screen loads fail with an error even when the network delivered an ad, so
/// no presentation scenario reaches a presentation (which must be reported, not skipped).
final class FullScreenLoadLosingEvent: SampleCustomEvent {
    static func lost(_ error: Error?) -> Error {
        error ?? NSError(domain: "com.example.broken", code: 9, userInfo: [NSLocalizedDescriptionKey: "ad lost"])
    }

    override func loadInterstitial(
        for adConfiguration: MediationInterstitialAdConfiguration,
        completionHandler: @escaping GADMediationInterstitialLoadCompletionHandler
    ) {
        super.loadInterstitial(for: adConfiguration) { _, error in completionHandler(nil, Self.lost(error)) }
    }

    override func loadRewardedAd(
        for adConfiguration: MediationRewardedAdConfiguration,
        completionHandler: @escaping GADMediationRewardedLoadCompletionHandler
    ) {
        super.loadRewardedAd(for: adConfiguration) { _, error in completionHandler(nil, Self.lost(error)) }
    }

    override func loadAppOpenAd(
        for adConfiguration: MediationAppOpenAdConfiguration,
        completionHandler: @escaping GADMediationAppOpenLoadCompletionHandler
    ) {
        super.loadAppOpenAd(for: adConfiguration) { _, error in completionHandler(nil, Self.lost(error)) }
    }
}
