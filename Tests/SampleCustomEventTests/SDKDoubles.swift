import ScriptedNetworkTesting
import Foundation
import GoogleMobileAds

/// Plays the Google Mobile Ads SDK's side of a load: counts completion calls from any
/// thread and returns a recording event delegate.
final class CompletionRecorder<Ad>: @unchecked Sendable {
    private let lock = NSLock()
    private var calls: [(ad: Ad?, error: Error?)] = []
    let events = RecordingEventDelegate()

    var count: Int { lock.withLock { calls.count } }
    var ad: Ad? { lock.withLock { calls.first?.ad } }
    var error: NSError? { lock.withLock { calls.first?.error as NSError? } }

    func record(_ ad: Ad?, _ error: Error?) -> RecordingEventDelegate? {
        lock.withLock { calls.append((ad, error)) }
        return error == nil ? events : nil
    }
}

/// Records every event-delegate call by name, and the errors of failed presentations.
final class RecordingEventDelegate: MediationBannerAdEventDelegate, MediationNativeAdEventDelegate,
    MediationInterstitialAdEventDelegate, MediationRewardedAdEventDelegate, MediationAppOpenAdEventDelegate,
    @unchecked Sendable
{
    private let lock = NSLock()
    private var recorded: [String] = []
    private var failures: [NSError] = []
    var names: [String] { lock.withLock { recorded } }
    var presentationErrors: [NSError] { lock.withLock { failures } }
    private func note(_ name: String) { lock.withLock { recorded.append(name) } }

    func reportImpression() { note("reportImpression") }
    func reportClick() { note("reportClick") }
    func willPresentFullScreenView() { note("willPresent") }
    func didFailToPresentWithError(_ error: Error) {
        lock.withLock { failures.append(error as NSError) }
        note("didFailToPresent")
    }
    func willDismissFullScreenView() { note("willDismiss") }
    func didDismissFullScreenView() { note("didDismiss") }
    func willBackgroundApplication() { note("willBackground") }
    func didPlayVideo() { note("play") }
    func didPauseVideo() { note("pause") }
    func didEndVideo() { note("end") }
    func didMuteVideo() { note("mute") }
    func didUnmuteVideo() { note("unmute") }
    func didRewardUser() { note("reward") }
    func didStartVideo() { note("start") }
}

/// Configurations as the SDK would build them.
enum Configurations {
    static func credentials(_ format: AdFormat, parameter: String?) -> MediationCredentials {
        MediationCredentials(format: format, settings: parameter.map { ["parameter": $0] } ?? [:])
    }

    static func banner(
        size: AdSize = AdSizeMediumRectangle, parameter: String? = "banner-unit",
        test: Bool = false
    ) -> MediationBannerAdConfiguration {
        MediationBannerAdConfiguration(
            adSize: size, credentials: credentials(.banner, parameter: parameter), isTestRequest: test)
    }

    static func native(
        _ options: [AdLoaderOptions] = [], parameter: String? = "native-unit", test: Bool = false,
        childDirected: Bool? = nil
    ) -> MediationNativeAdConfiguration {
        MediationNativeAdConfiguration(
            options: options, credentials: credentials(.native, parameter: parameter), isTestRequest: test,
            childDirectedTreatment: childDirected.map { NSNumber(value: $0) })
    }
}
