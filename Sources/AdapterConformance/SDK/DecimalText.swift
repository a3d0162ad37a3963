import Foundation
import Synchronization

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
