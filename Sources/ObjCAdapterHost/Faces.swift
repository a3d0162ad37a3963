import Foundation
import ObjCFaces

/// The Objective-C faces of Swift stand-in objects: which face class stands for which Swift
/// class, and the one face a Swift object has while Objective-C holds it.
///
/// A face holds one reference to its Swift object; the Swift object does not hold its face.
/// Faces of views and controllers are registered, so asking again while Objective-C still holds
/// one gives that face back (an adapter's view subclass keeps its class and its state).
package enum Faces {
    private static let classes = FaceClasses()

    /// Declares that instances of `swiftClass` (and of its subclasses without a declaration of
    /// their own) are seen from Objective-C as instances of `objcClass`.
    package static func declare(_ swiftClass: AnyClass, as objcClass: String) {
        classes.declare(swiftClass, as: objcClass)
    }

    /// Declares the Swift object `-init`/`-initWithFrame:` of the face class `kind` makes.
    package static func declareMaker(for kind: String, _ make: @escaping @Sendable (CGRect) -> AnyObject) {
        classes.declareMaker(for: kind, make)
    }

    /// A new Swift object for the face class `kind` (+1), or `nil` when none is declared.
    static func make(kind: String, frame: CGRect) -> gac_swift? {
        guard let object = classes.maker(for: kind)?(frame) else { return nil }
        return Unmanaged.passRetained(object).toOpaque()
    }

    /// The face of `object` (+1): the live one, else a new one of its declared class.
    package static func face(of object: AnyObject?) -> gac_object? {
        guard let object else { return nil }
        let swift = Unmanaged.passUnretained(object).toOpaque()
        if let live = gac_face_lookup(swift) { return live }
        guard let name = classes.objcClass(for: type(of: object)) else {
            preconditionFailure("no Objective-C face is declared for \(type(of: object))")
        }
        return gac_face_make(name, Unmanaged.passRetained(object).toOpaque())
    }

    /// The Swift object behind a face, or `nil` when `object` is not a face of a `T`.
    package static func swiftObject<T: AnyObject>(of object: gac_object?, as _: T.Type = T.self) -> T? {
        guard let object, let swift = gac_face_swift(object) else { return nil }
        return Unmanaged<AnyObject>.fromOpaque(swift).takeUnretainedValue() as? T
    }

    /// The Swift object a face passes (borrowed).
    package static func borrowed<T: AnyObject>(_ swift: gac_swift?, as _: T.Type = T.self) -> T? {
        guard let swift else { return nil }
        return Unmanaged<AnyObject>.fromOpaque(swift).takeUnretainedValue() as? T
    }

    /// One reference to `object` handed to Objective-C.
    package static func retained(_ object: AnyObject?) -> gac_swift? {
        object.map { Unmanaged.passRetained($0).toOpaque() }
    }
}

/// Face classes by Swift class; written while the host sets itself up, read on every crossing.
private final class FaceClasses: @unchecked Sendable {
    private let lock = NSLock()
    private var names: [ObjectIdentifier: String] = [:]
    private var makers: [String: @Sendable (CGRect) -> AnyObject] = [:]

    func declare(_ swiftClass: AnyClass, as objcClass: String) {
        lock.withLock { names[ObjectIdentifier(swiftClass)] = objcClass }
    }

    func declareMaker(for kind: String, _ make: @escaping @Sendable (CGRect) -> AnyObject) {
        lock.withLock { makers[kind] = make }
    }

    func maker(for kind: String) -> (@Sendable (CGRect) -> AnyObject)? {
        lock.withLock { makers[kind] }
    }

    func objcClass(for type: AnyClass) -> String? {
        lock.withLock {
            var current: AnyClass? = type
            while let candidate = current {
                if let name = names[ObjectIdentifier(candidate)] { return name }
                current = _getSuperclass(candidate)
            }
            return nil
        }
    }
}

/// An Objective-C object Swift holds: one reference, dropped when this goes.
package final class ObjCObject: @unchecked Sendable {
    /// The object (`id`).
    package let pointer: gac_object
    /// What lives exactly as long as this reference does (`keepAlive(_:)`).
    private var companions: [AnyObject] = []
    private let companionsLock = NSLock()

    /// Takes over one reference.
    package init(taking pointer: gac_object) { self.pointer = pointer }
    /// Adds a reference of its own.
    package init(borrowing pointer: gac_object) { self.pointer = gac_retain(pointer) }

    package convenience init?(taking pointer: gac_object?) {
        guard let pointer else { return nil }
        self.init(taking: pointer)
    }

    package convenience init?(borrowing pointer: gac_object?) {
        guard let pointer else { return nil }
        self.init(borrowing: pointer)
    }

    deinit { gac_release(pointer) }

    /// Keeps `object` alive as long as this reference: what the SDK keeps for as long as it keeps
    /// the object (a loaded ad's event delegate).
    package func keepAlive(_ object: AnyObject) { companionsLock.withLock { companions.append(object) } }

    /// The class's name, for messages and traces.
    package var className: String { String(cString: gac_class_name(pointer)) }

    /// Whether the object implements `selector`.
    package func responds(to selector: String) -> Bool { gac_responds(pointer, selector) != 0 }
}

/// A `void (^)(void)` block Swift keeps and calls.
package final class ObjCBlock: @unchecked Sendable {
    private let block: ObjCObject

    /// Takes over one reference to a block already copied to the heap (`[block copy]`: a block
    /// literal lives on its caller's stack until copied).
    package init?(taking pointer: gac_object?) {
        guard let block = ObjCObject(taking: pointer) else { return nil }
        self.block = block
    }

    package func call() { gac_block_call(block.pointer) }
}

/// Conversions between Foundation values on both sides.
package enum ObjCValue {
    /// A Swift string from UTF-8 the caller hands over (`malloc`ed), or `nil`.
    package static func string(taking text: UnsafeMutablePointer<CChar>?) -> String? {
        guard let text else { return nil }
        defer { free(text) }
        return String(cString: text)
    }

    /// The Swift string of an `NSString` (borrowed).
    package static func string(_ object: gac_object?) -> String? {
        guard let object else { return nil }
        return string(taking: gac_string_copy(object))
    }

    /// UTF-8 text Objective-C takes over (`free`).
    package static func copied(_ text: String?) -> UnsafeMutablePointer<CChar>? {
        text.map { strdup($0) }
    }

    /// A Foundation object (+1) for a Swift value: strings, numbers, booleans, data, URLs,
    /// arrays and string-keyed dictionaries of those; `nil` for anything else.
    package static func object(_ value: Any?) -> gac_object? {
        switch value {
        case nil: return nil
        case let string as String: return gac_string(string)
        case let number as NSNumber:
            let type = String(cString: number.objCType)
            if type == "c" || type == "B" { return gac_number_bool(number.boolValue ? 1 : 0) }
            return gac_number_double(number.doubleValue)
        case let flag as Bool: return gac_number_bool(flag ? 1 : 0)
        case let integer as Int: return gac_number_long(integer)
        case let double as Double: return gac_number_double(double)
        case let data as Data: return data.withUnsafeBytes { gac_data_new($0.baseAddress, $0.count) }
        case let url as URL: return gac_url_new(url.absoluteString)
        case let array as [Any]:
            let result = gac_array_new()
            for element in array {
                guard let item = object(element) else { continue }
                gac_array_add(result, item)
                gac_release(item)
            }
            return result
        case let dictionary as [String: Any]:
            let result = gac_dictionary_new()
            for (key, element) in dictionary {
                guard let item = object(element), let name = gac_string(key) else { continue }
                gac_dictionary_set(result, name, item)
                gac_release(item)
                gac_release(name)
            }
            return result
        default: return nil
        }
    }

    /// The Swift value of a Foundation object (borrowed): strings, numbers, data, URLs, arrays
    /// and dictionaries; faces as their Swift objects; anything else as its description.
    package static func value(_ object: gac_object?) -> Any? {
        guard let object else { return nil }
        if let face = gac_face_swift(object) { return Unmanaged<AnyObject>.fromOpaque(face).takeUnretainedValue() }
        if let text = gac_string_copy(object) { return string(taking: text) }
        if gac_is_number(object) != 0 {
            return gac_number_is_bool(object) != 0
                ? gac_number_value(object) != 0 : NSNumber(value: gac_number_value(object))
        }
        if gac_is_data(object) != 0 {
            guard let bytes = gac_data_bytes(object) else { return Data() }
            return Data(bytes: bytes, count: gac_data_length(object))
        }
        if let url = string(taking: gac_url_copy(object)) { return URL(string: url) }
        if let keys = gac_dictionary_keys(object) {
            defer { gac_release(keys) }
            var result: [String: Any] = [:]
            for index in 0..<gac_array_count(keys) {
                guard let key = gac_array_at(keys, index), let name = string(key) else { continue }
                result[name] = value(gac_dictionary_get(object, key))
            }
            return result
        }
        if gac_is_kind_of(object, "NSArray") != 0 {
            return (0..<gac_array_count(object)).compactMap { value(gac_array_at(object, $0)) }
        }
        return string(taking: gac_describe(object))
    }

    /// A Swift error for an `NSError` (borrowed): its domain, code and string user info.
    package static func error(_ object: gac_object?) -> NSError? {
        guard let object else { return nil }
        guard gac_is_error(object) != 0 else {
            return NSError(
                domain: "adapter-conformance.objc", code: -1,
                userInfo: [NSLocalizedDescriptionKey: "not an NSError: \(string(taking: gac_describe(object)) ?? "?")"])
        }
        var info: [String: Any] = [:]
        if let strings = gac_error_user_info(object) {
            info = value(strings) as? [String: Any] ?? [:]
            gac_release(strings)
        }
        if info[NSLocalizedDescriptionKey] == nil, let description = string(taking: gac_error_description(object)) {
            info[NSLocalizedDescriptionKey] = description
        }
        return NSError(
            domain: string(taking: gac_error_domain(object)) ?? "", code: gac_error_code(object), userInfo: info)
    }

    /// An `NSError` (+1) for a Swift error.
    package static func object(error: Error?) -> gac_object? {
        guard let bridged = error.map({ $0 as NSError }) else { return nil }
        return gac_error_new(bridged.domain, bridged.code, bridged.localizedDescription)
    }
}

extension CGRect {
    init(_ rect: gac_rect) { self.init(x: rect.x, y: rect.y, width: rect.width, height: rect.height) }
    var bridged: gac_rect { gac_rect(x: origin.x, y: origin.y, width: size.width, height: size.height) }
}
