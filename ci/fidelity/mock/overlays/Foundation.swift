// What Apple's Foundation overlay adds that SDK headers reach: the value types that Foundation's
// classes bridge to. Declarations only; the oracle never runs code.
@_exported import Foundation

public struct URL: Hashable, Sendable {
    public init?(string: String) { nil }
    public var absoluteString: String { "" }
}
public struct Data: Hashable, Sendable {}
public struct Date: Hashable, Sendable {}
public struct UUID: Hashable, Sendable {}
public struct Locale: Hashable, Sendable {}
public struct Notification: Hashable, Sendable {}

extension NSError: Error {}
