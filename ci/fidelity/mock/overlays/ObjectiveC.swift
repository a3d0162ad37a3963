// What Apple's ObjectiveC overlay adds that the importer needs: BOOL maps to ObjCBool, which
// bridges to Bool.
@_exported import ObjectiveC

@frozen
public struct ObjCBool: ExpressibleByBooleanLiteral {
    private var value: Bool
    public init(_ value: Bool) { self.value = value }
    public init(booleanLiteral value: Bool) { self.value = value }
    public var boolValue: Bool { value }
}

public struct Selector {}
