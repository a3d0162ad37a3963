import ConformanceVocabulary
import CThreadSanitizer
import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Names threads the way traces show them: "main" for the SDK's main thread, "background-N"
/// for the network's lanes, "other" for threads an adapter starts itself.
/// `Thread.isMainThread` cannot be trusted for this under `swift test`, and the main actor
/// may resume on different threads, so the engine marks the thread it is running on each
/// time it resumes, and blocks on the main queue are recognised by a queue-specific key.
///
/// Labels live in a pthread key rather than `Thread.current.threadDictionary`: every trace
/// event reads the label, and the dictionary costs a Foundation object lookup and string
/// bridging each time. Each distinct label is interned once and never freed, so the key
/// only ever holds a pointer to an immortal box.
enum ThreadLabel {
    private static let mainQueueKey = DispatchSpecificKey<Bool>()
    private static let installMainKey: Void = DispatchQueue.main.setSpecific(key: mainQueueKey, value: true)

    private final class Box {
        let label: TraceThread
        init(_ label: TraceThread) { self.label = label }
    }

    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        precondition(pthread_key_create(&key, nil) == 0, "cannot create the thread-label key")
        return key
    }()

    private static let interned = Mutex<[TraceThread: Unmanaged<Box>]>([:])
    nonisolated(unsafe) private static let main = intern(.main)

    private static func intern(_ label: TraceThread) -> UnsafeMutableRawPointer {
        interned.withLock { table in
            if let box = table[label] { return box.toOpaque() }
            let box = Unmanaged.passRetained(Box(label))
            table[label] = box
            return box.toOpaque()
        }
    }

    static var current: TraceThread {
        // Work on the main queue is the SDK's main thread whichever thread drains it; asked
        // first, since a pool thread that drained it before may still carry another label.
        _ = installMainKey
        if DispatchQueue.getSpecific(key: mainQueueKey) == true { return .main }
        if let pointer = pthread_getspecific(key) {
            return Unmanaged<Box>.fromOpaque(pointer).takeUnretainedValue().label
        }
        return .other
    }

    static func set(_ label: TraceThread?) {
        pthread_setspecific(key, label.map(intern))
        harness_tsan_set_lane(sanitizerLane(label ?? .other))
    }

    /// Called by the engine whenever it (re)starts running as the SDK's main thread.
    static func markMain() {
        _ = installMainKey
        pthread_setspecific(key, main)
        harness_tsan_set_lane(Int32(HARNESS_LANE_MAIN))
    }

    /// The label as ThreadSanitizer's reports carry it (`CThreadSanitizer`).
    private static func sanitizerLane(_ label: TraceThread) -> Int32 {
        switch label {
        case .main: Int32(HARNESS_LANE_MAIN)
        case .background(let lane): Int32(clamping: lane)
        case .other, .race: Int32(HARNESS_LANE_OTHER)
        }
    }
}
