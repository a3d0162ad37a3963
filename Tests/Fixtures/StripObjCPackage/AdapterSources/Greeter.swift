// swift-format-ignore-file: NoBlockComments
import Foundation

/// Written for Xcode: `@objc` everywhere, as an adapter's sources are.
@objc(GADMediationAdapterGreeter)
public final class Greeter: NSObject {
    @objc public static let key = "@objc(in a string)"

    @objc(greetingFor:politely:)
    public func greeting(for name: String, politely: Bool) -> String {
        // @objc in a comment stays; so does the string below.
        let note = """
            @objc dynamic, @objcMembers
            """
        return "\(politely ? "Dear" : "Hey") \(name): \(note) \(Greeter.key)"
    }

    /* A nested /* comment */ with @objc */
    @objc public dynamic var count = 0

    /// The line of this declaration, for the check that line numbers survive.
    public static func line() -> Int {
        let line: Int = #line
        return line
    }

    /// The file name as this file is known to the compiler.
    public static func file() -> String { #filePath }
}
