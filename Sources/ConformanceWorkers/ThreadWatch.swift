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
    /// The last ID the kernel gave a thread or process as `before` was taken, if it says.
    private var mark: Int?
    /// The threads the last wait saw when it found no straggler, with the mark read before
    /// it looked: the threads as the next job starts, so `begin` need not list them again
    /// (one look per job, not two).
    private var seenAtEnd: (threads: Set<Int32>, mark: Int?)?

    /// Called as a job starts.
    func begin() {
        // A thread started between the two (by the last job's adapter) then counts as this
        // job's, and is waited for: the careful side.
        if let seen = seenAtEnd {
            (before, mark) = seen
        } else {
            // Read first: a thread that starts after it moves it.
            mark = lastIssuedID()
            before = Set(threads())
        }
        seenAtEnd = nil
    }

    /// Blocks the calling thread (the SDK's main thread: a `Task.sleep` needs Dispatch's
    /// descriptors, which a hostile adapter may have closed). Looks again after 50 µs, then
    /// twice as long each time up to 2 ms: a pool thread that ran the scenario's last
    /// background callback goes idle within microseconds, and a fixed 2 ms cost most jobs
    /// that used a background lane that much real time.
    func awaitStragglers(limit: Duration) {
        let deadline = DispatchTime.now().uptimeNanoseconds + limit.nanoseconds
        let current = currentThread()
        var pause: UInt32 = 50
        while hasStragglers(current: current) && DispatchTime.now().uptimeNanoseconds < deadline {
            usleep(pause)
            pause = min(pause * 2, 2_000)
        }
    }

    /// Whether a thread that appeared during the job is still at work. The calling thread is
    /// not one, though it may be new: Dispatch drains the main queue, and with it the main
    /// actor, on whichever pool thread is free.
    ///
    /// No thread can have appeared while the kernel has issued no ID since `before` was taken:
    /// one read of `/proc/sys/kernel/ns_last_pid` (under a microsecond) instead of listing
    /// `/proc/self/task` (four, a sixtieth of a fuzzed scenario). The threads that ended since
    /// are still in `before`; an ID of theirs given to a new thread would move the mark.
    func hasStragglers(current: Int32?) -> Bool {
        let issued = lastIssuedID()
        if let issued, issued == mark {
            seenAtEnd = (before, issued)
            return false
        }
        let threads = threads()
        let straggles = threads.contains { $0 != current && !before.contains($0) && !Self.isIdlePoolThread($0) }
        seenAtEnd = straggles ? nil : (Set(threads), issued)
        return straggles
    }

    /// `/proc/sys/kernel/ns_last_pid`, opened once on a high descriptor with the file's
    /// device and inode, or why it is not: not opened yet, or it cannot be (then every look
    /// lists the threads).
    enum LastIssuedFile {
        case unopened
        case unavailable
        case open(descriptor: Int32, device: UInt, inode: UInt)
    }
    private(set) var lastIssued = LastIssuedFile.unopened

    /// The last thread or process ID the kernel issued in this process's PID namespace (any
    /// process's: a change does not say the thread is this process's, only that one may be).
    private func lastIssuedID() -> Int? {
        if case .open(let descriptor, let device, let inode) = lastIssued,
            !Self.refersTo(descriptor, device: device, inode: inode)
        {
            // An adapter closed it, and the number may be another file's now: abandoned, as
            // the task directory's is, and opened again.
            lastIssued = .unopened
        }
        if case .unopened = lastIssued {
            lastIssued = .unavailable
            let descriptor = open("/proc/sys/kernel/ns_last_pid", O_RDONLY | O_CLOEXEC)
            guard descriptor >= 0 else { return nil }
            let high = HarnessDescriptor.moveHigh(descriptor)
            var status = stat()
            guard fstat(high, &status) == 0 else { return nil }
            lastIssued = .open(descriptor: high, device: UInt(status.st_dev), inode: UInt(status.st_ino))
        }
        guard case .open(let descriptor, _, _) = lastIssued else { return nil }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 32) { buffer -> Int? in
            let count = pread(descriptor, buffer.baseAddress!, buffer.count, 0)
            guard count > 0 else { return nil }
            let line = buffer[0..<count].firstIndex(of: 0x0A) ?? count
            return Self.decimal(
                UnsafeRawBufferPointer(UnsafeMutableBufferPointer(rebasing: buffer[0..<line])), maximumDigits: 18)
        }
    }

    private static func refersTo(_ descriptor: Int32, device: UInt, inode: UInt) -> Bool {
        var status = stat()
        return fstat(descriptor, &status) == 0 && UInt(status.st_dev) == device && UInt(status.st_ino) == inode
    }

    /// The number `digits` spell in decimal (one to `maximumDigits` of them, nothing else).
    private static func decimal(_ digits: UnsafeRawBufferPointer, maximumDigits: Int) -> Int? {
        guard !digits.isEmpty, digits.count <= maximumDigits else { return nil }
        var value = 0
        for byte in digits {
            guard byte >= 0x30, byte <= 0x39 else { return nil }
            value = value * 10 + Int(byte - 0x30)
        }
        return value
    }

    /// The process's main thread, once a look ran on it (the CLI's worker always does).
    private var mainThread: pthread_t?

    /// The calling thread's ID. The main thread's is the process ID, known without a look;
    /// another thread is looked up each time (a pool thread that ended may leave its
    /// `pthread_t` to a new one, with another ID).
    private func currentThread() -> Int32? {
        let thread = pthread_self()
        if let mainThread, pthread_equal(mainThread, thread) != 0 { return getpid() }
        let id = Self.threadID()
        if id == getpid() { mainThread = thread }
        return id
    }

    /// The calling thread's ID, from the `/proc/thread-self` link (`<pid>/task/<tid>`), read
    /// with one `readlink` into a stack buffer (Foundation's path API cost a job far more).
    static func threadID() -> Int32? {
        withUnsafeTemporaryAllocation(of: CChar.self, capacity: 64) { buffer in
            let count = readlink("/proc/thread-self", buffer.baseAddress!, buffer.count)
            guard count > 0 else { return nil }
            var start = count
            while start > 0, buffer[start - 1] != 0x2F { start -= 1 }
            return decimal(
                UnsafeRawBufferPointer(UnsafeMutableBufferPointer(rebasing: buffer[start..<count])), maximumDigits: 9
            ).map(Int32.init)
        }
    }

    /// `/proc/self/task`, opened once (on a high descriptor, out of adapters' reach) and read
    /// again from its start for each look: opening it each time was three more system calls
    /// per look. When a read fails (an adapter closed the descriptor after all), the directory
    /// is opened again and the old one abandoned, not closed: its number may be another's now.
    private var taskDirectory: OpaquePointer?

    /// The process's thread IDs, from `/proc/self/task`.
    private func threads() -> [Int32] {
        if let directory = taskDirectory {
            rewinddir(directory)
            if let threads = Self.read(directory) { return threads }
            taskDirectory = nil
        }
        let descriptor = open("/proc/self/task", O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return [] }
        let high = HarnessDescriptor.moveHigh(descriptor)
        guard let directory = fdopendir(high) else {
            close(high)
            return []
        }
        taskDirectory = directory
        return Self.read(directory) ?? []
    }

    /// The entries named by a number, or nil when the directory cannot be read.
    private static func read(_ directory: OpaquePointer) -> [Int32]? {
        var threads: [Int32] = []
        errno = 0
        while let entry = readdir(directory) {
            let id = withUnsafeBytes(of: entry.pointee.d_name) { name in
                decimal(
                    UnsafeRawBufferPointer(rebasing: name[..<(name.firstIndex(of: 0) ?? name.endIndex)]),
                    maximumDigits: 9)
            }
            if let id { threads.append(Int32(id)) }
        }
        // "." and ".." always come first; none at all means the read failed.
        return errno == 0 && !threads.isEmpty ? threads : nil
    }

    /// A pool thread waits on a futex for work, or in `epoll_wait` when it is the one that
    /// watches Dispatch's timers and sources.
    private static func isIdlePoolThread(_ id: Int32) -> Bool {
        guard read("/proc/self/task/\(id)/comm").contains("qos") else { return false }
        let channel = read("/proc/self/task/\(id)/wchan")
        return channel.contains("futex") || channel.contains("epoll")
    }

    /// A small `/proc` file; empty when it cannot be read (then the thread counts as busy).
    private static func read(_ path: String, limit: Int = 64) -> String {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return "" }
        defer { close(descriptor) }
        var buffer = [UInt8](repeating: 0, count: limit)
        let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
        return count > 0 ? String(decoding: buffer[0..<count], as: UTF8.self) : ""
    }
}
