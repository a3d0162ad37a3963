import Foundation

/// The SDK's console log, as the real SDK's `NSLog` calls; standard error keeps it out of
/// any machine-readable output on standard output.
enum SampleLog {
    static func log(_ message: String) {
        FileHandle.standardError.write(Data("[SampleAdSDK] \(message)\n".utf8))
    }
}
