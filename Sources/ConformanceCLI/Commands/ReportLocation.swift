import Foundation

/// Where `--report` points: a directory (ends with `/` or exists as one) gets
/// `conformance.xml` inside it; anything else is the file itself.
enum ReportLocation {
    static let defaultFileName = "conformance.xml"

    static func file(for path: String) -> URL {
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
        if path.hasSuffix("/") || (exists && isDirectory.boolValue) {
            return URL(fileURLWithPath: path).appendingPathComponent(defaultFileName)
        }
        return URL(fileURLWithPath: path)
    }
}
