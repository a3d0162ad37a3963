import Foundation

/// Where the Swift Testing integration writes its JUnit report. It is the same report the
/// CLI writes, so CI can publish either.
public enum ReportDestination: Sendable, Equatable {
    /// `$CONFORMANCE_REPORT` when set (a file, a directory ending in `/` that receives
    /// `conformance-<adapter>.xml`, or `none` for no report), else `reports/conformance-<adapter>.xml` under the
    /// current directory, which `swift test` sets to the package root.
    case automatic
    /// This file; every adapter written to it shares it.
    case file(URL)
    /// Write no report; results still arrive as issues.
    case none

    /// The environment variable that overrides the automatic location.
    static let environmentVariable = "CONFORMANCE_REPORT"

    /// The file for `adapter`, or `nil` for `.none`.
    package func url(adapter: String, environment: [String: String] = ProcessInfo.processInfo.environment) -> URL? {
        switch self {
        case .none:
            return nil
        case .file(let url):
            return url
        case .automatic:
            let fileName = "conformance-\(Self.safeFileName(adapter)).xml"
            if let path = environment[Self.environmentVariable], !path.isEmpty {
                if path == "none" { return nil }
                var isDirectory: ObjCBool = false
                let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
                if path.hasSuffix("/") || (exists && isDirectory.boolValue) {
                    return URL(fileURLWithPath: path, isDirectory: true).appendingPathComponent(fileName)
                }
                return URL(fileURLWithPath: path)
            }
            return URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
                .appendingPathComponent("reports", isDirectory: true)
                .appendingPathComponent(fileName)
        }
    }

    /// Adapter names are free text; file names get letters, digits, `.`, `-` and `_`.
    static func safeFileName(_ name: String) -> String {
        String(
            name.unicodeScalars.map { scalar -> Character in
                switch scalar {
                case "a"..."z", "A"..."Z", "0"..."9", ".", "-", "_": Character(scalar)
                default: "_"
                }
            })
    }
}
