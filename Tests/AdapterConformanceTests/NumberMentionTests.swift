import AdapterConformance
import Foundation
import Testing

/// LOAD-4 looks for the error's code in its texts as a number of its own; the scan must
/// find what the regular expression it replaced found, and nothing else.
@Suite struct NumberMentionTests {
    static let cases: [(String, Int)] = [
        ("3", 3), ("error 3", 3), ("error 33", 3), ("code 13.", 3), ("(3)", 3), ("3 failed", 3),
        ("x3y", 3), ("a3", 3), ("30", 3), ("Code: -1.", -1), ("a-12", -1), ("--1", -1), ("", 3),
        ("é3", 3), ("3é", 3), ("2024 and 3", 3), ("no number", 204), ("204", 204), ("1204", 204),
        ("error 204\n", 204), ("\n204", 204),
    ]

    @Test(arguments: cases)
    func findsWhatTheExpressionFound(_ text: String, _ number: Int) {
        let expected = text.range(of: "(^|[^0-9])\(number)([^0-9]|$)", options: .regularExpression) != nil
        #expect(text.mentions(number: number) == expected, "\(text.debugDescription) mentions \(number)")
    }
}
