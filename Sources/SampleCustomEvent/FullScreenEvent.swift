import Foundation
import GoogleMobileAds

/// One thing a full-screen presentation tells the SDK. The network's callbacks are turned into
/// these, `FullScreenPresentation` decides which ones the SDK may hear, and each is delivered
/// as exactly one event-delegate call.
enum FullScreenEvent {
    case willPresent
    case impression
    case click
    case willDismiss
    case didDismiss
    case failedToPresent(NSError)
    case reward
    case videoStart
    case videoEnd

    /// Makes the delegate call. Rewards and video exist only on the rewarded delegate; other
    /// formats' networks never report them.
    func deliver(to delegate: any MediationAdEventDelegate) {
        switch self {
        case .willPresent: delegate.willPresentFullScreenView()
        case .impression: delegate.reportImpression()
        case .click: delegate.reportClick()
        case .willDismiss: delegate.willDismissFullScreenView()
        case .didDismiss: delegate.didDismissFullScreenView()
        case .failedToPresent(let error): delegate.didFailToPresentWithError(error)
        case .reward: (delegate as? any MediationRewardedAdEventDelegate)?.didRewardUser()
        case .videoStart: (delegate as? any MediationRewardedAdEventDelegate)?.didStartVideo()
        case .videoEnd: (delegate as? any MediationRewardedAdEventDelegate)?.didEndVideo()
        }
    }
}
