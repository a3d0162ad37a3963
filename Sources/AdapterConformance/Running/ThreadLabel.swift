import Foundation

/// Names threads the way traces show them. The engine labels the thread it drives as the
/// SDK's main thread and each background lane's thread; threads an adapter starts itself
/// show as "other". (`Thread.isMainThread` cannot be trusted for this under `swift test`.)
enum ThreadLabel {
    private static let key = "conformance.thread-label"

    static var current: String {
        (Thread.current.threadDictionary[key] as? String) ?? "other"
    }

    static func set(_ label: String?) {
        Thread.current.threadDictionary[key] = label
    }
}
