import Synchronization

/// The names traces give the types of the objects an adapter hands over: what
/// `String(describing:)` of the dynamic type reads. Every scenario names its ad and views, so
/// each type's name is built once per process and kept. It is read from the type's metadata
/// (`_typeName`): `String(describing:)` first asks whether the metatype conforms to each of
/// three printing protocols, and every first question about a type scans every conformance
/// record the process has loaded, a few milliseconds of each worker's start.
package enum TypeName {
    private static let names = Mutex<[ObjectIdentifier: String]>([:])

    /// The name of `object`'s dynamic type.
    package static func of(_ object: Any) -> String { of(type: Swift.type(of: object)) }

    /// The name of `type`, as `String(describing: type)` writes it.
    package static func of(type: Any.Type) -> String {
        let key = ObjectIdentifier(type)
        if let name = names.withLock({ $0[key] }) { return name }
        let name = _typeName(type, qualified: false)
        names.withLock { $0[key] = name }
        return name
    }
}
