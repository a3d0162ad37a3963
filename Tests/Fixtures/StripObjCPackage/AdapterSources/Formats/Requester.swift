import Foundation

/// URL loading under `import Foundation` alone, as on iOS: on Linux `URLRequest` is
/// FoundationNetworking's, whose import the plugin adds below this file's copy.
@objc public final class Requester: NSObject {
    @objc public func method(for url: URL) -> String {
        var request = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData)
        request.httpMethod = "POST"
        return request.httpMethod ?? ""
    }

    /// The line of this declaration, for the check that the added import moves none.
    public static func line() -> Int {
        let line: Int = #line
        return line
    }
}
