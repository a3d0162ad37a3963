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
/// Whether a size can be requested: a positive fixed size, or one of the special sizes.
public func isAdSizeValid(size: AdSize) -> Bool {
    size.flags != 0 || (size.size.width > 0 && size.size.height > 0)
}
/// Whether a size is the fluid size.
public func isAdSizeFluid(size: AdSize) -> Bool { size == AdSizeFluid }
/// The size as a `CGSize`.
public func cgSize(for size: AdSize) -> CGSize { size.size }
/// A string for logs.
public func string(for size: AdSize) -> String {
    if isAdSizeFluid(size: size) { return "fluid" }
    return "\(Int(size.size.width))x\(Int(size.size.height))"
}
/// The size boxed for Objective-C collections, as `closestValidSizeForAdSizes` takes them.
public func nsValue(for size: AdSize) -> NSValue { AdSizeValue(size) }
/// The size in a value made by `nsValue(for:)`; `AdSizeInvalid` for any other value.
public func adSizeFor(nsValue value: NSValue) -> AdSize { (value as? AdSizeValue)?.adSize ?? AdSizeInvalid }

/// The size among `possibleAdSizes` a network can show for `original`: the largest that fits
/// inside it and fills at least half of its width and height; `AdSizeInvalid` when none does.
public func closestValidSizeForAdSizes(original: AdSize, possibleAdSizes: [NSValue]) -> AdSize {
    let wanted = original.size
    var best = AdSizeInvalid
    for value in possibleAdSizes {
        let candidate = adSizeFor(nsValue: value)
        let c = candidate.size
        guard c.width > 0, c.height > 0, c.width <= wanted.width, c.height <= wanted.height,
            c.width * 2 >= wanted.width, c.height * 2 >= wanted.height
        else { continue }
        if c.width * c.height > best.size.width * best.size.height { best = candidate }
    }
    return best
}

// MARK: Adaptive banners

/// The height the SDK picks for an anchored adaptive banner of `width` points: about a tenth
/// of the width, within the bounds of a phone banner.
private func anchoredHeight(_ width: CGFloat) -> CGFloat {
    guard width > 0 else { return 0 }
    return min(90, max(50, (width * 0.15).rounded()))
}
private func adaptive(_ width: CGFloat, _ height: CGFloat) -> AdSize {
    width > 0 ? AdSize(size: CGSize(width: width, height: height), flags: 0) : AdSizeInvalid
}

public func currentOrientationAnchoredAdaptiveBanner(width: CGFloat) -> AdSize {
    adaptive(width, anchoredHeight(width))
}
public func portraitAnchoredAdaptiveBanner(width: CGFloat) -> AdSize { adaptive(width, anchoredHeight(width)) }
public func landscapeAnchoredAdaptiveBanner(width: CGFloat) -> AdSize { adaptive(width, anchoredHeight(width)) }
/// GMA 13's large anchored adaptive banners: taller than the anchored ones.
public func largeAnchoredAdaptiveBanner(width: CGFloat) -> AdSize { adaptive(width, anchoredHeight(width) * 2) }
public func largePortraitAnchoredAdaptiveBanner(width: CGFloat) -> AdSize { largeAnchoredAdaptiveBanner(width: width) }
public func largeLandscapeAnchoredAdaptiveBanner(width: CGFloat) -> AdSize { largeAnchoredAdaptiveBanner(width: width) }
/// Inline adaptive banners: the width given, a height up to `maxHeight` chosen by the ad.
public func inlineAdaptiveBanner(width: CGFloat, maxHeight: CGFloat) -> AdSize { adaptive(width, maxHeight) }
public func currentOrientationInlineAdaptiveBanner(width: CGFloat) -> AdSize { adaptive(width, 0) }
public func portraitInlineAdaptiveBanner(width: CGFloat) -> AdSize { adaptive(width, 0) }
public func landscapeInlineAdaptiveBanner(width: CGFloat) -> AdSize { adaptive(width, 0) }
/// The full screen width at a given height.
public func fullWidthPortrait(height: CGFloat) -> AdSize {
    adaptive(UIScreen.main.bounds.width, height)
}
public func fullWidthLandscape(height: CGFloat) -> AdSize {
    adaptive(UIScreen.main.bounds.height, height)
}

/// The value `nsValue(for:)` makes. (Linux Foundation cannot box arbitrary structs in an
/// `NSValue`, so the size travels in a subclass.)
private final class AdSizeValue: NSValue, @unchecked Sendable {
    let adSize: AdSize
    init(_ adSize: AdSize) {
        self.adSize = adSize
        super.init()
    }
    required init(bytes value: UnsafeRawPointer, objCType type: UnsafePointer<CChar>) {
        self.adSize = AdSizeInvalid
        super.init()
    }
    required init?(coder: NSCoder) { nil }
    override var objCType: UnsafePointer<CChar> { AdSizeValue.encoding }
    override func getValue(_ value: UnsafeMutableRawPointer) {
        value.storeBytes(of: adSize, as: AdSize.self)
    }
    override func isEqual(_ object: Any?) -> Bool { (object as? AdSizeValue)?.adSize == adSize }
    override var hash: Int { Int(adSize.size.width) &* 31 &+ Int(adSize.size.height) }
    /// `GADAdSize`'s Objective-C type encoding.
    nonisolated(unsafe) private static let encoding: UnsafePointer<CChar> = {
        let text = "{GADAdSize={CGSize=dd}Q}"
        let buffer = UnsafeMutablePointer<CChar>.allocate(capacity: text.utf8.count + 1)
        text.withCString { buffer.initialize(from: $0, count: text.utf8.count + 1) }
        return UnsafePointer(buffer)
    }()
}
