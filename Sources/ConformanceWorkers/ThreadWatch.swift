import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Threads an adapter leaves running after its scenario. One that traps later would crash
/// whichever scenario the worker runs next; waiting for it while its own job is still the one
/// being watched puts the crash where it belongs. The wait ends when every thread that
/// appeared during the job has ended or gone idle, or at the limit.
///
/// Idle Dispatch pool threads do not count. Dispatch keeps them for seconds after the work
/// that grew the pool (the engine's background lanes, an adapter's `global().async`), and when
/// they counted, every scenario that grew the pool cost the whole limit. A pool thread is
/// idle when it carries a root queue's name (`…-qos…`) and waits for work; one that runs an
/// adapter's block (sleeping in `usleep`, spinning) is busy, and so is any other thread.
///
/// `@unchecked Sendable`: only the worker's main actor calls it, one job at a time.
final class ThreadWatch: @unchecked Sendable {
    /// The threads there were as the job started: the worker's, not the job's.
    private var before: Set<Int32> = []

    /// Called as a job starts.
    func begin() { before = Set(Self.threads()) }

    /// Blocks the calling thread (the SDK's main thread: a `Task.sleep` needs Dispatch's
    /// descriptors, which a hostile adapter may have closed).
    func awaitStragglers(limit: Duration) {
        let deadline = DispatchTime.now().uptimeNanoseconds + limit.nanoseconds
        while hasStragglers() && DispatchTime.now().uptimeNanoseconds < deadline { usleep(2_000) }
    }

    /// Whether a thread that appeared during the job is still at work. The calling thread is
    /// not one, though it may be new: Dispatch drains the main queue, and with it the main
    /// actor, on whichever pool thread is free.
    private func hasStragglers() -> Bool {
        let current = Self.currentThread()
        return Self.threads().contains { $0 != current && !before.contains($0) && !Self.isIdlePoolThread($0) }
    }

    /// The calling thread's ID, from `/proc/thread-self` (`<pid>/task/<tid>`).
    private static func currentThread() -> Int32? {
        let link = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/thread-self")
        return link.flatMap { $0.split(separator: "/").last.flatMap { Int32($0) } }
    }

    /// The process's thread IDs, from `/proc/self/task`.
    static func threads() -> [Int32] {
        guard let directory = opendir("/proc/self/task") else { return [] }
        defer { closedir(directory) }
        var threads: [Int32] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) {
                String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
            }
            if let id = Int32(name) { threads.append(id) }
        }
        return threads
    }

    /// A pool thread waits on a futex for work, or in `epoll_wait` when it is the one that
    /// watches Dispatch's timers and sources.
    private static func isIdlePoolThread(_ id: Int32) -> Bool {
        guard read("/proc/self/task/\(id)/comm").contains("qos") else { return false }
        let channel = read("/proc/self/task/\(id)/wchan")
        return channel.contains("futex") || channel.contains("epoll")
    }

    /// A small `/proc` file; empty when it cannot be read (then the thread counts as busy).
    private static func read(_ path: String) -> String {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return "" }
        defer { close(descriptor) }
        var buffer = [UInt8](repeating: 0, count: 64)
        let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
        return count > 0 ? String(decoding: buffer[0..<count], as: UTF8.self) : ""
    }
}
