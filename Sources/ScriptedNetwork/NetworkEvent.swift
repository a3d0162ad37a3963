import Foundation

/// Something the network reports about an ad it served, after loading: the user clicked,
/// the network counted an impression, the video played. The engine triggers these; the
/// network stand-in turns them into its own delegate callbacks.
public enum NetworkEvent: String, Sendable, CaseIterable {
    /// The network detected a click itself; an adapter that handles clicks reports it with
    /// `reportClick()`.
    case click
    /// The network counted an impression itself; an adapter that handles impressions
    /// reports it with `reportImpression()`.
    case impression
    /// A click is taking the user out of the app (the Sample SDK's
    /// `bannerWillLeaveApplication`).
    case leaveApplication
    /// Full-screen content (a landing page, an expanded ad) is about to appear; maps to
    /// `willPresentFullScreenView()`.
    case presentScreen
    /// That full-screen content is about to close; maps to `willDismissFullScreenView()`.
    case dismissScreen
    /// That full-screen content closed; maps to `didDismissFullScreenView()`.
    case didDismissScreen
    /// The video started or resumed; maps to `didPlayVideo()`.
    case videoPlay
    /// Playback stopped mid-video; maps to `didPauseVideo()`.
    case videoPause
    /// Playback reached the video's end; maps to `didEndVideo()`.
    case videoEnd
    /// The user turned the sound off; maps to `didMuteVideo()`.
    case videoMute
    /// The user turned the sound back on; maps to `didUnmuteVideo()`.
    case videoUnmute
    /// A full-screen ad the network was asked to show could not be shown (the Sample SDK's
    /// present-failure callbacks); maps to `didFailToPresentWithError(_:)`.
    case showFailed
    /// The user earned a rewarded ad's reward; maps to `didRewardUser()`.
    case rewardEarned
    /// The loaded full-screen ad expired: the network reports nothing, but a later show
    /// fails (the Sample SDK's ready flags turn false).
    case expire
}
