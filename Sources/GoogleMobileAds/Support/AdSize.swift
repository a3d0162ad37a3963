import Foundation

/// An ad's size in points, plus flags the SDK uses for special sizes.
public struct AdSize: Equatable, Sendable {
    /// Size in points.
    public var size: CGSize
    /// Reserved; 0 for fixed sizes.
    public var flags: UInt

    /// Creates a size.
    public init(size: CGSize, flags: UInt) {
        self.size = size
        self.flags = flags
    }

    /// An invalid (zero) size.
    public init() { self.init(size: .zero, flags: 0) }
}

/// 320×50, the standard banner.
public let AdSizeBanner = AdSize(size: CGSize(width: 320, height: 50), flags: 0)
/// 320×100.
public let AdSizeLargeBanner = AdSize(size: CGSize(width: 320, height: 100), flags: 0)
/// 300×250, the medium rectangle.
public let AdSizeMediumRectangle = AdSize(size: CGSize(width: 300, height: 250), flags: 0)
/// 468×60.
public let AdSizeFullBanner = AdSize(size: CGSize(width: 468, height: 60), flags: 0)
/// 728×90.
public let AdSizeLeaderboard = AdSize(size: CGSize(width: 728, height: 90), flags: 0)
/// 120×600.
public let AdSizeSkyscraper = AdSize(size: CGSize(width: 120, height: 600), flags: 0)
/// A size that adapts to its content.
public let AdSizeFluid = AdSize(size: CGSize(width: 0, height: 0), flags: 3)
public let AdSizeInvalid = AdSize(size: .zero, flags: 0)

/// A size from points.
public func adSizeFor(cgSize size: CGSize) -> AdSize { AdSize(size: size, flags: 0) }
/// Whether two sizes are equal.
public func isAdSizeEqualToSize(size1: AdSize, size2: AdSize) -> Bool { size1 == size2 }
/// Whether a size can be requested.
public func isAdSizeValid(_ size: AdSize) -> Bool { size.size.width > 0 && size.size.height > 0 || size.flags != 0 }
/// The size as a `CGSize`.
public func cgSizeFromAdSize(_ size: AdSize) -> CGSize { size.size }
/// A string for logs.
public func string(for size: AdSize) -> String { "\(Int(size.size.width))x\(Int(size.size.height))" }
