import Foundation

/// What an adapter tells the SDK about a loaded ad. The SDK returns one from the load
/// completion handler; adapters must not call it before a successful completion.
public protocol MediationAdEventDelegate: AnyObject {
    /// The network counted an impression (adapters that handle impressions).
    func reportImpression()
    /// The network counted a click (adapters that handle clicks).
    func reportClick()
    /// Full-screen content is about to appear.
    func willPresentFullScreenView()
    /// Full-screen content could not be shown.
    func didFailToPresentWithError(_ error: Error)
    /// Full-screen content is about to go away.
    func willDismissFullScreenView()
    /// Full-screen content went away.
    func didDismissFullScreenView()
}

public protocol MediationBannerAdEventDelegate: MediationAdEventDelegate {
    /// Deprecated in the SDK; the app went to the background after a click.
    func willBackgroundApplication()
}

extension MediationBannerAdEventDelegate {
    /// Gone from the real protocol since GMA 11: a delegate written against current headers (an
    /// adapter's test double, say) does not implement it, and older adapters may still call it.
    public func willBackgroundApplication() {}
}

/// Native events, including video.
public protocol MediationNativeAdEventDelegate: MediationAdEventDelegate {
    /// Video started or resumed.
    func didPlayVideo()
    func didPauseVideo()
    /// Video played to its end.
    func didEndVideo()
    func didMuteVideo()
    func didUnmuteVideo()
}
