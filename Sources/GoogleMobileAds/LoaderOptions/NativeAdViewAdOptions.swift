import Foundation

/// Corners an AdChoices icon can sit in.
public enum AdChoicesPosition: Int, Sendable, CaseIterable {
    case topRightCorner = 0, topLeftCorner, bottomRightCorner, bottomLeftCorner
}

/// Ad view options for native ads.
open class NativeAdViewAdOptions: AdLoaderOptions {
    /// The corner the publisher wants the AdChoices icon in.
    open var preferredAdChoicesPosition: AdChoicesPosition = .topRightCorner
}
