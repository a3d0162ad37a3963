import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Threads an adapter leaves running after its scenario. One that traps later would crash
/// whichever scenario the worker runs next; waiting for it while its own job is still the one
/// being watched puts the crash where it belongs. The wait ends when the process is back to
/// as many threads as it ever settled at (Dispatch keeps idle pool threads for a while, so
/// that mark rises as the pool grows), or at the limit.
///
/// `@unchecked Sendable`: only the worker's main actor calls it, one job at a time.
final class ThreadWatch: @unchecked Sendable {
    private var settled = 0

    /// Called as a job starts: whatever runs now is the worker's, not this job's.
    func begin() { settled = max(settled, Self.count()) }

    /// Blocks the calling thread (the SDK's main thread: a `Task.sleep` needs Dispatch's
    /// descriptors, which a hostile adapter may have closed).
    func awaitStragglers(limit: Duration) {
        let deadline =
            DispatchTime.now().uptimeNanoseconds + UInt64(limit.components.seconds) * 1_000_000_000
            + UInt64(limit.components.attoseconds / 1_000_000_000)
        var current = Self.count()
        while current > settled && DispatchTime.now().uptimeNanoseconds < deadline {
            usleep(2_000)
            current = Self.count()
        }
        settled = max(settled, current)
    }

    /// The process's threads, from `/proc/self/task`.
    static func count() -> Int {
        guard let directory = opendir("/proc/self/task") else { return 0 }
        defer { closedir(directory) }
        var count = 0
        while let entry = readdir(directory) {
            if entry.pointee.d_name.0 != UInt8(ascii: ".") { count += 1 }
        }
        return count
    }
}
