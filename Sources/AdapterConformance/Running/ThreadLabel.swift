import Foundation

/// Names threads the way traces show them: "main" for the SDK's main thread, "background-N"
/// for the network's lanes, "other" for threads an adapter starts itself.
/// `Thread.isMainThread` cannot be trusted for this under `swift test`, and the main actor
/// may resume on different threads, so the engine marks the thread it is running on each
/// time it resumes, and blocks on the main queue are recognised by a queue-specific key.
enum ThreadLabel {
    private static let key = "conformance.thread-label"
    nonisolated(unsafe) private static let mainQueueKey = DispatchSpecificKey<Bool>()
    private static let installMainKey: Void = DispatchQueue.main.setSpecific(key: mainQueueKey, value: true)

    static var current: String {
        if let label = Thread.current.threadDictionary[key] as? String { return label }
        _ = installMainKey
        return DispatchQueue.getSpecific(key: mainQueueKey) == true ? "main" : "other"
    }

    static func set(_ label: String?) {
        Thread.current.threadDictionary[key] = label
    }

    /// Called by the engine whenever it (re)starts running as the SDK's main thread.
    static func markMain() {
        _ = installMainKey
        set("main")
    }
}
