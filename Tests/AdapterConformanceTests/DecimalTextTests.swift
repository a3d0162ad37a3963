import AdapterConformance
import Foundation
import Testing

/// The star rating's text is kept for the last value (`DecimalText`): every number, new or
/// repeated, equal in value or not, reads as Foundation writes it.
@Suite struct DecimalTextTests {
    @Test func everyNumberReadsAsFoundationWritesIt() {
        let texts = ["4.5", "4.5", "3", "4.50", "0.1", "-2.25", "4.5", "1e3", "0", "-0", "99999999999999999999.9999"]
        for text in texts {
            // A new object each time, as an adapter makes one per ad.
            let number = NSDecimalNumber(string: text)
            #expect(DecimalText.of(number) == number.stringValue, "\(text)")
        }
    }
}
