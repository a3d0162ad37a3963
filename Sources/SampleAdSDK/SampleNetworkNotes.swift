import Foundation
import UIKit

/// The exact strings the Sample Ad SDK writes to the scenario trace through
/// `NetworkHost.note(_:)`. Public so the engine matches constants, not copied literals.
public enum SampleNetworkNotes {
    /// `SampleNativeAd.recordImpression()` was called.
    public static let recordImpression = "recordImpression()"
    /// `SampleNativeAd.setNativeAdView(_:)` was called.
    public static let setNativeAdView = "setNativeAdView(_:)"
    /// `SampleNativeAd.playVideo()` was called.
    public static let playVideo = "playVideo()"
    /// Prefix of the note for `SampleNativeAd.handleClick(on:)`; the full note is
    /// `handleClickPrefix + "<type of the clicked view>"`.
    public static let handleClickPrefix = "handleClick(on:) view="

    /// The full click note for a clicked view.
    public static func handleClick(on view: UIView) -> String {
        handleClickPrefix + String(describing: type(of: view))
    }
}
