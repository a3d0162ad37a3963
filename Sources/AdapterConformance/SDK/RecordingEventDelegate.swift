import ConformanceVocabulary
import Foundation
import GoogleMobileAds

/// The event delegate the SDK returns on success; every call lands in the trace with the
/// thread it came from.
final class RecordingEventDelegate: NSObject, MediationBannerAdEventDelegate, MediationNativeAdEventDelegate,
    MediationInterstitialAdEventDelegate, MediationRewardedAdEventDelegate, MediationAppOpenAdEventDelegate,
    @unchecked Sendable
{
    private let load: Int
    private let host: ScenarioHost

    init(load: Int, host: ScenarioHost) {
        self.load = load
        self.host = host
    }

    private func record(_ call: DelegateCall) { host.record(.delegateCall(call), load: load) }

    func reportImpression() { record(.reportImpression) }
    func reportClick() { record(.reportClick) }
    func willPresentFullScreenView() { record(.willPresentFullScreenView) }
    func didFailToPresentWithError(_ error: Error) { record(.didFailToPresent(ErrorSummary(error))) }
    func willDismissFullScreenView() { record(.willDismissFullScreenView) }
    func didDismissFullScreenView() { record(.didDismissFullScreenView) }
    func willBackgroundApplication() { record(.willBackgroundApplication) }
    func didPlayVideo() { record(.didPlayVideo) }
    func didPauseVideo() { record(.didPauseVideo) }
    func didEndVideo() { record(.didEndVideo) }
    func didMuteVideo() { record(.didMuteVideo) }
    func didUnmuteVideo() { record(.didUnmuteVideo) }
    func didRewardUser() { record(.didRewardUser) }
    func didStartVideo() { record(.didStartVideo) }
}
