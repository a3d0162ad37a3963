import Foundation
import Synchronization

/// The text of a star rating (`NSDecimalNumber.stringValue`), which the SDK reads when it
/// inspects a native ad and again when it renders it. Foundation builds the text anew each
/// time at some cost (a twentieth of a typical native scenario in the engine), and an adapter
/// makes a new number for every ad, mostly of the same value; so the last value's text is
/// kept, keyed by the decimal's bits (the same bits are the same value, hence the same text).
package enum DecimalText {
    private typealias Bits = (UInt64, UInt64, UInt64)
    private static let last = Mutex<(bits: Bits, text: String)?>(nil)

    package static func of(_ number: NSDecimalNumber) -> String {
        guard MemoryLayout<Decimal>.size <= MemoryLayout<Bits>.size else { return number.stringValue }
        var bits: Bits = (0, 0, 0)
        withUnsafeMutableBytes(of: &bits) { target in
            withUnsafeBytes(of: number.decimalValue) { target.copyMemory(from: $0) }
        }
        if let text = last.withLock({ $0.flatMap { $0.bits == bits ? $0.text : nil } }) { return text }
        let text = number.stringValue
        last.withLock { $0 = (bits, text) }
        return text
    }
}
