import Foundation
import UIKit

/// Harness-only: the exact strings the Sample Ad SDK writes to the scenario trace through
/// `NetworkHost.note(_:)`, shared with the engine so it matches constants, not copied literals.
package enum SampleNetworkNotes {
    /// `SampleNativeAd.recordImpression()` was called.
    package static let recordImpression = "recordImpression()"
    /// `SampleNativeAd.setNativeAdView(_:)` was called.
    package static let setNativeAdView = "setNativeAdView(_:)"
    /// `SampleNativeAd.playVideo()` was called.
    package static let playVideo = "playVideo()"
    /// Prefix of the note for `SampleNativeAd.handleClick(on:)`; the full note is
    /// `handleClickPrefix + "<type of the clicked view>"`.
    package static let handleClickPrefix = "handleClick(on:) view="

    /// The full click note for a clicked view ("nil" when the adapter passed none).
    package static func handleClick(on view: UIView?) -> String {
        handleClickPrefix + (view.map { String(describing: type(of: $0)) } ?? "nil")
    }
}
