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

// The bridging conformances Apple's overlay gives, so that a Swift type standing for a bridged
// Objective-C class can implement an Objective-C protocol requirement (`@objc`-representable).
// Never run: the oracle only typechecks.
public protocol _MockBridged: _ObjectiveCBridgeable {}
extension _MockBridged {
    public func _bridgeToObjectiveC() -> _ObjectiveCType { fatalError() }
    public static func _forceBridgeFromObjectiveC(_ source: _ObjectiveCType, result: inout Self?) { fatalError() }
    public static func _conditionallyBridgeFromObjectiveC(_ source: _ObjectiveCType, result: inout Self?) -> Bool {
        fatalError()
    }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: _ObjectiveCType?) -> Self { fatalError() }
}
extension String: _MockBridged { public typealias _ObjectiveCType = NSString }
extension Array: _MockBridged { public typealias _ObjectiveCType = NSArray }
extension Dictionary: _MockBridged { public typealias _ObjectiveCType = NSDictionary }
extension Set: _MockBridged { public typealias _ObjectiveCType = NSSet }
extension URL: _MockBridged { public typealias _ObjectiveCType = NSURL }
extension Data: _MockBridged { public typealias _ObjectiveCType = NSData }
extension Date: _MockBridged { public typealias _ObjectiveCType = NSDate }
extension UUID: _MockBridged { public typealias _ObjectiveCType = NSUUID }
extension Locale: _MockBridged { public typealias _ObjectiveCType = NSLocale }
extension Notification: _MockBridged { public typealias _ObjectiveCType = NSNotification }

// Error bridging as Apple's overlay declares it, so NS_ERROR_ENUM types import as error structs
// with a `Code` (RequestError, RequestError.Code), not as plain enums.
public protocol CustomNSError: Error {
    static var errorDomain: String { get }
    var errorCode: Int { get }
    var errorUserInfo: [String: Any] { get }
}
public protocol _ErrorCodeProtocol: Equatable {
    associatedtype _ErrorType: _BridgedStoredNSError where _ErrorType.Code == Self
}
public protocol _BridgedStoredNSError: CustomNSError, Hashable {
    associatedtype Code: _ErrorCodeProtocol, RawRepresentable where Code.RawValue: FixedWidthInteger
    var _nsError: NSError { get }
    init(_nsError error: NSError)
}
extension _BridgedStoredNSError {
    public var errorCode: Int { fatalError() }
    public var errorUserInfo: [String: Any] { fatalError() }
    public var code: Code { fatalError() }
    public static var errorDomain: String { fatalError() }
    public func hash(into hasher: inout Hasher) {}
    public static func == (lhs: Self, rhs: Self) -> Bool { true }
}
