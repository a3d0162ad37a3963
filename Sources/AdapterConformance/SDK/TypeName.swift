import Synchronization

/// The names traces give the types of the objects an adapter hands over (`String(describing:)`
/// of the dynamic type). Every scenario names its ad and views; the runtime builds the name
/// anew each time, so each type's name is built once per process and kept.
enum TypeName {
    private static let names = Mutex<[ObjectIdentifier: String]>([:])

    /// `String(describing: type(of: object))`.
    static func of(_ object: Any) -> String {
        let type = Swift.type(of: object)
        let key = ObjectIdentifier(type)
        if let name = names.withLock({ $0[key] }) { return name }
        let name = String(describing: type)
        names.withLock { $0[key] = name }
        return name
    }
}
