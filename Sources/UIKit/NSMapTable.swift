import Foundation
import HarnessSync

// Swift's Foundation on Linux has no `NSMapTable`, `NSHashTable` or `NSPointerFunctions`;
// adapters keep their per-placement delegates in weak-valued map tables. These stand in for
// them with the spellings adapters use, object personality (`isEqual(_:)` and `hash`) and
// zeroing weak references: an entry whose weak key or value is gone is gone.

/// Where an `NSMapTable` or `NSHashTable` holds its keys and values.
public enum NSPointerFunctions {
    /// Memory and personality options; only `strongMemory`, `weakMemory`, `copyIn` and
    /// `objectPointerPersonality` change anything here.
    public struct Options: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Held strongly (the default).
        public static let strongMemory = Options([])
        /// Held weakly: the entry goes away with the object.
        public static let weakMemory = Options(rawValue: 5)
        /// Compared with `isEqual(_:)` and hashed with `hash` (the default).
        public static let objectPersonality = Options([])
        /// Compared and hashed by identity.
        public static let objectPointerPersonality = Options(rawValue: 2 << 8)
        /// Copied on the way in (`NSCopying`).
        public static let copyIn = Options(rawValue: 1 << 16)
    }
}

/// A key or value as a table holds it.
struct TableSlot<Object: AnyObject> {
    private weak var weakObject: Object?
    private var strongObject: Object?

    init(_ object: Object, options: NSPointerFunctions.Options) {
        let held = options.contains(.copyIn) ? ((object as? NSCopying)?.copy() as? Object ?? object) : object
        if options.contains(.weakMemory) { weakObject = held } else { strongObject = held }
    }

    var object: Object? { strongObject ?? weakObject }
}

func tableKeysMatch(_ lhs: AnyObject, _ rhs: AnyObject, options: NSPointerFunctions.Options) -> Bool {
    if options.contains(.objectPointerPersonality) { return lhs === rhs }
    if let lhs = lhs as? NSObject, let rhs = rhs as? NSObject { return lhs.isEqual(rhs) }
    return lhs === rhs
}

/// `NSMapTable`: a map whose keys and values may be held weakly.
open class NSMapTable<KeyType: AnyObject, ObjectType: AnyObject>: NSObject, @unchecked Sendable {
    private let keyOptions: NSPointerFunctions.Options
    private let valueOptions: NSPointerFunctions.Options
    private let lock = HarnessSync.Lock()
    private var storage: [(key: TableSlot<KeyType>, value: TableSlot<ObjectType>)] = []
    /// `body` on the entries, under the lock.
    private func withEntries<Value>(
        _ body: (inout [(key: TableSlot<KeyType>, value: TableSlot<ObjectType>)]) -> Value
    ) -> Value {
        lock.withLock { body(&storage) }
    }

    /// A table holding keys and values as `keyOptions` and `valueOptions` say.
    public init(keyOptions: NSPointerFunctions.Options, valueOptions: NSPointerFunctions.Options) {
        self.keyOptions = keyOptions
        self.valueOptions = valueOptions
        super.init()
    }

    /// A table holding keys and values as the options say; `capacity` is a hint.
    public convenience init(
        keyOptions: NSPointerFunctions.Options, valueOptions: NSPointerFunctions.Options, capacity: Int
    ) {
        self.init(keyOptions: keyOptions, valueOptions: valueOptions)
    }

    public class func strongToStrongObjects() -> NSMapTable<KeyType, ObjectType> {
        NSMapTable(keyOptions: .strongMemory, valueOptions: .strongMemory)
    }
    public class func strongToWeakObjects() -> NSMapTable<KeyType, ObjectType> {
        NSMapTable(keyOptions: .strongMemory, valueOptions: .weakMemory)
    }
    public class func weakToStrongObjects() -> NSMapTable<KeyType, ObjectType> {
        NSMapTable(keyOptions: .weakMemory, valueOptions: .strongMemory)
    }
    public class func weakToWeakObjects() -> NSMapTable<KeyType, ObjectType> {
        NSMapTable(keyOptions: .weakMemory, valueOptions: .weakMemory)
    }

    /// The live entries, dropping those whose weak key or value is gone. Under the lock.
    private func live(_ entries: inout [(key: TableSlot<KeyType>, value: TableSlot<ObjectType>)])
        -> [(key: KeyType, value: ObjectType)]
    {
        entries.removeAll { $0.key.object == nil || $0.value.object == nil }
        return entries.compactMap { entry in
            guard let key = entry.key.object, let value = entry.value.object else { return nil }
            return (key, value)
        }
    }

    open func object(forKey key: KeyType?) -> ObjectType? {
        guard let key else { return nil }
        return withEntries { entries in
            live(&entries).first { tableKeysMatch($0.key, key, options: keyOptions) }?.value
        }
    }

    open func setObject(_ object: ObjectType?, forKey key: KeyType?) {
        guard let key else { return }
        guard let object else { return removeObject(forKey: key) }
        withEntries { entries in
            _ = live(&entries)
            entries.removeAll { $0.key.object.map { tableKeysMatch($0, key, options: keyOptions) } ?? true }
            entries.append((TableSlot(key, options: keyOptions), TableSlot(object, options: valueOptions)))
        }
    }

    open func removeObject(forKey key: KeyType?) {
        guard let key else { return }
        withEntries { entries in
            entries.removeAll { $0.key.object.map { tableKeysMatch($0, key, options: keyOptions) } ?? true }
        }
    }

    open func removeAllObjects() { withEntries { $0.removeAll() } }

    open var count: Int { withEntries { live(&$0).count } }

    open func keyEnumerator() -> NSEnumerator { ArrayEnumerator(withEntries { live(&$0).map(\.key) }) }

    open func objectEnumerator() -> NSEnumerator? { ArrayEnumerator(withEntries { live(&$0).map(\.value) }) }

    /// The live entries as a dictionary (keys must be hashable as `NSObject`s are).
    open func dictionaryRepresentation() -> [AnyHashable: ObjectType] {
        var dictionary: [AnyHashable: ObjectType] = [:]
        for (key, value) in withEntries({ live(&$0) }) {
            if let key = key as? AnyHashable { dictionary[key] = value }
        }
        return dictionary
    }
}

/// `NSHashTable`: a set whose members may be held weakly.
open class NSHashTable<ObjectType: AnyObject>: NSObject, @unchecked Sendable {
    private let options: NSPointerFunctions.Options
    private let lock = HarnessSync.Lock()
    private var storage: [TableSlot<ObjectType>] = []
    /// `body` on the members, under the lock.
    private func withMembers<Value>(_ body: (inout [TableSlot<ObjectType>]) -> Value) -> Value {
        lock.withLock { body(&storage) }
    }

    public init(options: NSPointerFunctions.Options) {
        self.options = options
        super.init()
    }

    public convenience init(options: NSPointerFunctions.Options, capacity: Int) { self.init(options: options) }

    public class func weakObjects() -> NSHashTable<ObjectType> { NSHashTable(options: .weakMemory) }

    private func live(_ members: inout [TableSlot<ObjectType>]) -> [ObjectType] {
        members.removeAll { $0.object == nil }
        return members.compactMap(\.object)
    }

    open func add(_ object: ObjectType?) {
        guard let object else { return }
        withMembers { members in
            if live(&members).contains(where: { tableKeysMatch($0, object, options: options) }) { return }
            members.append(TableSlot(object, options: options))
        }
    }

    open func remove(_ object: ObjectType?) {
        guard let object else { return }
        withMembers { members in
            members.removeAll { $0.object.map { tableKeysMatch($0, object, options: options) } ?? true }
        }
    }

    open func removeAllObjects() { withMembers { $0.removeAll() } }

    open func contains(_ object: ObjectType?) -> Bool {
        guard let object else { return false }
        return withMembers { live(&$0).contains { tableKeysMatch($0, object, options: options) } }
    }

    open var count: Int { withMembers { live(&$0).count } }
    open var allObjects: [ObjectType] { withMembers { live(&$0) } }
    open var anyObject: ObjectType? { allObjects.first }
    open func objectEnumerator() -> NSEnumerator { ArrayEnumerator(allObjects) }
}

/// Enumerates a snapshot.
final class ArrayEnumerator: NSEnumerator {
    private var remaining: [Any]
    init(_ objects: [Any]) { remaining = objects.reversed() }
    override func nextObject() -> Any? { remaining.popLast() }
}
