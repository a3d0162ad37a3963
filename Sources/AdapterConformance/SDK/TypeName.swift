import Foundation
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

/// The text of a star rating (`NSDecimalNumber.stringValue`), which the SDK reads when it
/// inspects a native ad and again when it renders it. Foundation builds the text anew each
/// time at some cost; the number is immutable, so the last one's text is kept (with the
/// number, so that its identity cannot be reused by another).
enum DecimalText {
    private static let last = Mutex<(number: NSDecimalNumber, text: String)?>(nil)

    static func of(_ number: NSDecimalNumber) -> String {
        if let text = last.withLock({ $0?.number === number ? $0?.text : nil }) { return text }
        let text = number.stringValue
        last.withLock { $0 = (number, text) }
        return text
    }
}
