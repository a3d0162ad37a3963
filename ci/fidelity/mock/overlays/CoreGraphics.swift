// CoreGraphics' Swift overlay: `CGFloat` is its own type on iOS, not `Double`.
@_exported import CoreGraphics

@frozen
public struct CGFloat: Hashable, Sendable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    public var native: Double
    public init(_ value: Double) { native = value }
    public init(floatLiteral value: Double) { native = value }
    public init(integerLiteral value: Int) { native = Double(value) }
}
