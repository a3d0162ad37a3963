import Foundation
import ObjCFaces

// What the UIKit faces keep beside a Swift object without keeping it alive: weak references
// (a constraint's items, a target-action's sender) and Objective-C objects attached to a Swift
// object for as long as it lives (a control's target-actions, a view's active constraints and
// layout guides). Faces come and go while their Swift objects live on, so such state cannot
// live in a face.

/// A weak reference to a Swift object that Objective-C holds (+1 on the reference itself).
private final class WeakReference {
    weak var object: AnyObject?
    init(_ object: AnyObject) { self.object = object }
}

/// Objective-C objects attached to Swift objects by name, held while the Swift object lives.
private final class Attachments: @unchecked Sendable {
    static let shared = Attachments()

    private final class Entry {
        weak var owner: AnyObject?
        var values: [String: ObjCObject] = [:]
        init(_ owner: AnyObject) { self.owner = owner }
    }

    private let lock = NSLock()
    private var entries: [ObjectIdentifier: Entry] = [:]
    /// The entry count at which entries of dead owners are next dropped.
    private var nextSweep = 64

    func value(of owner: AnyObject, key: String) -> gac_object? {
        lock.withLock {
            guard let entry = entries[ObjectIdentifier(owner)], entry.owner === owner else { return nil }
            return entry.values[key]?.pointer
        }
    }

    func set(_ value: ObjCObject?, of owner: AnyObject, key: String) {
        // Objects replaced or swept are released after the lock is let go: their `-dealloc` may
        // come back here.
        var released: [ObjCObject] = []
        lock.withLock {
            let id = ObjectIdentifier(owner)
            let entry: Entry
            if let live = entries[id], live.owner === owner {
                entry = live
            } else {
                // A dead owner's entry at a reused address goes with its values.
                if let stale = entries[id] { released += stale.values.values }
                entry = Entry(owner)
                entries[id] = entry
            }
            if let old = entry.values[key] { released.append(old) }
            entry.values[key] = value
            if entries.count >= nextSweep {
                for (key, entry) in entries where entry.owner == nil {
                    released += entry.values.values
                    entries[key] = nil
                }
                nextSweep = max(64, entries.count * 2)
            }
        }
        released.removeAll()
    }
}

@_cdecl("gac_uikit_weak_new")
func gacWeakNew(_ swift: gac_swift?) -> gac_swift? {
    guard let swift else { return nil }
    return Faces.retained(WeakReference(Unmanaged<AnyObject>.fromOpaque(swift).takeUnretainedValue()))
}

@_cdecl("gac_uikit_weak_object")
func gacWeakObject(_ reference: gac_swift?) -> gac_swift? {
    guard let object = Faces.borrowed(reference, as: WeakReference.self)?.object else { return nil }
    return Unmanaged.passUnretained(object).toOpaque()
}

@_cdecl("gac_uikit_weak_face")
func gacWeakFace(_ reference: gac_swift?) -> gac_object? {
    Faces.face(of: Faces.borrowed(reference, as: WeakReference.self)?.object)
}

@_cdecl("gac_uikit_attachment")
func gacAttachment(_ owner: gac_swift?, _ key: UnsafePointer<CChar>) -> gac_object? {
    guard let owner = Faces.borrowed(owner, as: AnyObject.self) else { return nil }
    return Attachments.shared.value(of: owner, key: String(cString: key))
}

@_cdecl("gac_uikit_set_attachment")
func gacSetAttachment(_ owner: gac_swift?, _ key: UnsafePointer<CChar>, _ value: gac_object?) {
    guard let owner = Faces.borrowed(owner, as: AnyObject.self) else { return }
    Attachments.shared.set(ObjCObject(borrowing: value), of: owner, key: String(cString: key))
}
