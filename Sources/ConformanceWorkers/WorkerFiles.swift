import CFileSpace
import Foundation
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// The directory a worker keeps its files in: the trace spill (`trace`), what the adapter
/// wrote (`out`, `err`), what the process wrote before it became a worker (`startup.err`),
/// and the FIFO it rings when replies are waiting (`doorbell`, see ``WorkerDoorbell``). The
/// supervisor makes it, names it to the worker, reads each job's files once and removes the
/// directory when the worker is gone.
/// Every live directory is listed so that a run that is killed or interrupted removes them.
package enum WorkerFiles {
    /// The environment variable that names the directory to the worker.
    package static let environmentKey = "CONFORMANCE_WORKER_DIRECTORY"

    private static let live = Mutex<Set<String>>([])

    /// Where worker directories are made: `TMPDIR` when it is set, else `/dev/shm` when it
    /// takes them, else the system's temporary directory. The files are scratch that lives
    /// as long as its worker, written page by page as events come: on a disk file system each
    /// new page of the spill's mapping costs a journaled block allocation, and `run --jobs 1`
    /// took a sixth longer than in memory.
    static let parent = parent(
        environment: ProcessInfo.processInfo.environment, memory: "/dev/shm",
        fallback: FileManager.default.temporaryDirectory.path)

    static func parent(environment: [String: String], memory: String, fallback: String) -> String {
        if let chosen = environment["TMPDIR"], !chosen.isEmpty { return chosen }
        var space = statvfs()
        if access(memory, W_OK | X_OK) == 0, statvfs(memory, &space) == 0,
            UInt64(space.f_bavail) * UInt64(space.f_frsize) >= memoryRoom
        {
            return memory
        }
        return fallback
    }

    /// The free space `/dev/shm` needs to be chosen: a container's default (64 MB, shared with
    /// whatever else uses it) is too little to count on.
    static let memoryRoom: UInt64 = 128 << 20

    /// Directory names carry the supervisor's process ID and PID namespace, so that a later
    /// run can tell the leftovers of one that was killed outright (see
    /// ``removeLeftovers(in:)``): `conformance-worker-<namespace>-<pid>-XXXXXX`. A process ID
    /// means nothing in another namespace, as in another container that shares `/dev/shm`.
    static let namePrefix = "conformance-worker-"

    /// The inode of this process's PID namespace (`/proc/self/ns/pid`); 0 when unknown, and
    /// then no directory is taken for a leftover.
    static let namespace: UInt64 = {
        var status = stat()
        return stat("/proc/self/ns/pid", &status) == 0 ? UInt64(status.st_ino) : 0
    }()

    package static func makeDirectory() throws(POSIXError) -> String {
        leftoversRemoved
        var template = Array("\(parent)/\(namePrefix)\(namespace)-\(getpid())-XXXXXX".utf8CString)
        let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
        guard made != nil else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        let path = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        live.withLock { _ = $0.insert(path) }
        return path
    }

    /// Once per process, before its first directory.
    private static let leftoversRemoved: Void = removeLeftovers(in: parent)

    /// Removes the worker directories in `parent` whose supervisor is no longer running: a run
    /// killed with `SIGKILL` cannot remove its own, and in `/dev/shm` they would hold memory.
    /// Only directories of this user and this PID namespace are considered.
    static func removeLeftovers(in parent: String, namespace: UInt64 = namespace) {
        guard namespace != 0, let names = try? FileManager.default.contentsOfDirectory(atPath: parent) else { return }
        for name in names where name.hasPrefix(namePrefix) {
            let fields = name.dropFirst(namePrefix.count).split(separator: "-", maxSplits: 2)
            guard fields.count == 3, UInt64(fields[0]) == namespace, let pid = Int32(fields[1]), pid > 0 else {
                continue
            }
            // Only gone processes: a live one (or a reused ID) keeps its directory.
            guard kill(pid, 0) != 0, errno == ESRCH else { continue }
            var status = stat()
            let path = "\(parent)/\(name)"
            guard lstat(path, &status) == 0, status.st_uid == getuid(), (status.st_mode & S_IFMT) == S_IFDIR else {
                continue
            }
            try? FileManager.default.removeItem(atPath: path)
        }
    }

    package static func removeDirectory(_ path: String) {
        try? FileManager.default.removeItem(atPath: path)
        live.withLock { _ = $0.remove(path) }
    }

    /// Removes every worker directory still there (the run is ending early).
    package static func removeAll() {
        for path in live.withLock({ $0 }) { try? FileManager.default.removeItem(atPath: path) }
    }

    /// The worker's three files, one each for all its jobs: creating and removing three
    /// files per job was a fifth of the time a job took in a worker. A job's part of the
    /// output files is told by where the previous job's ended (``WorkerReply/ends``); its
    /// trace records carry its ID.
    package static func trace(_ directory: String) -> String { "\(directory)/trace" }
    package static func standardOutput(_ directory: String) -> String { "\(directory)/out" }
    package static func standardError(_ directory: String) -> String { "\(directory)/err" }
    package static func startupError(_ directory: String) -> String { "\(directory)/startup.err" }
    static func doorbell(_ directory: String) -> String { "\(directory)/doorbell" }

    /// The bytes of the file at `path` from `start` up to `end` (or its end), at most
    /// `limit` of them: the first `limit` when `keepEnd` is false, else the last, with the
    /// number of bytes left out.
    static func read(_ path: String, from start: Int, to end: Int?, limit: Int, keepEnd: Bool = false) -> (
        bytes: [UInt8], cut: Int
    ) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return ([], 0) }
        defer { close(descriptor) }
        return read(descriptor: descriptor, from: start, to: end, limit: limit, keepEnd: keepEnd)
    }

    /// ``read(_:from:to:limit:keepEnd:)`` on a descriptor open for reading.
    static func read(descriptor: Int32, from start: Int, to end: Int?, limit: Int, keepEnd: Bool = false) -> (
        bytes: [UInt8], cut: Int
    ) {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return ([], 0) }
        let stop = min(end ?? Int(status.st_size), Int(status.st_size))
        guard stop > start else { return ([], 0) }
        let size = stop - start
        let count = min(size, limit)
        let from = keepEnd ? stop - count : start
        var bytes = [UInt8](repeating: 0, count: count)
        var filled = 0
        while filled < count {
            let got = bytes.withUnsafeMutableBytes {
                pread(descriptor, $0.baseAddress! + filled, count - filled, off_t(from + filled))
            }
            if got < 0 && errno == EINTR { continue }
            if got <= 0 { break }
            filled += got
        }
        return (Array(bytes[0..<filled]), size - count)
    }
}

/// One of a worker's files as the supervisor reads it, again and again: opened once it exists
/// and kept open, so each job costs an `fstat` and a read of what it added, not a path lookup.
/// The supervisor reads each file front to back once, and gives back the storage of what it
/// has read (``release(before:)``).
final class WorkerFileReader {
    let path: String
    private var opened: Int32 = -1
    /// Storage before this offset is given back.
    private var released = 0
    private var cannotRelease = false

    /// Storage is given back in steps of at least this much: one system call per megabyte.
    static let releaseStep = 1 << 20

    init(path: String) { self.path = path }

    deinit { if opened >= 0 { close(opened) } }

    /// The descriptor, opened once the file exists (-1 before): writable too where it can be,
    /// so that what was read can be given back.
    var descriptor: Int32 {
        if opened < 0 {
            opened = open(path, O_RDWR | O_CLOEXEC)
            if opened < 0 { opened = open(path, O_RDONLY | O_CLOEXEC) }
        }
        return opened
    }

    /// What comes before `start` has been taken: its storage is given back.
    func read(from start: Int, to end: Int?, limit: Int, keepEnd: Bool = false) -> (bytes: [UInt8], cut: Int) {
        let descriptor = self.descriptor
        guard descriptor >= 0 else { return ([], 0) }
        release(before: start)
        return WorkerFiles.read(descriptor: descriptor, from: start, to: end, limit: limit, keepEnd: keepEnd)
    }

    /// Gives back the storage of the whole pages before `offset`, once a step's worth has been
    /// read. A worker lives as long as its run: a night of fuzzing spills gigabytes of trace,
    /// which would otherwise stay on disk (or in memory, in `/dev/shm`) until the worker ends.
    /// The file keeps its length and its offsets; what was given back reads as zeros, and is
    /// never read again.
    func release(before offset: Int) {
        let end = offset & ~(Self.pageSize - 1)
        guard !cannotRelease, end - released >= Self.releaseStep, descriptor >= 0 else { return }
        if conformance_release_range(descriptor, released, end - released) == 0 {
            released = end
        } else {
            // A file system that cannot punch holes keeps the bytes, as before.
            cannotRelease = true
        }
    }

    private static let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))
}
