import Foundation

/// Video options; adapters without video support ignore them.
open class VideoOptions: AdLoaderOptions {
    open var shouldStartMuted = true
    /// The publisher draws its own controls.
    open var areCustomControlsRequested = false
    /// A tap expands the video.
    open var isClickToExpandRequested = false

    /// Older name of `shouldStartMuted`.
    open var startMuted: Bool {
        get { shouldStartMuted }
        set { shouldStartMuted = newValue }
    }
    /// Older name of `areCustomControlsRequested`.
    open var customControlsRequested: Bool {
        get { areCustomControlsRequested }
        set { areCustomControlsRequested = newValue }
    }
    /// Older name of `isClickToExpandRequested`.
    open var clickToExpandRequested: Bool {
        get { isClickToExpandRequested }
        set { isClickToExpandRequested = newValue }
    }
}
