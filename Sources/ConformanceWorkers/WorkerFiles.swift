import Foundation
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// The directory a worker keeps its per-job files in: the trace spill (`<job>.trace`), what
/// the adapter wrote (`<job>.out`, `<job>.err`), and what the process wrote before it became a
/// worker (`startup.err`). The supervisor makes it, names it to the
/// worker, reads each job's files once and removes the directory when the worker is gone.
/// Every live directory is listed so that a run that is killed or interrupted removes them.
package enum WorkerFiles {
    /// The environment variable that names the directory to the worker.
    package static let environmentKey = "CONFORMANCE_WORKER_DIRECTORY"

    private static let live = Mutex<Set<String>>([])

    package static func makeDirectory() throws -> String {
        var template = Array(
            FileManager.default.temporaryDirectory.appendingPathComponent("conformance-worker-XXXXXX").path.utf8CString)
        let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
        guard made != nil else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        let path = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        live.withLock { _ = $0.insert(path) }
        return path
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
final class WorkerFileReader {
    let path: String
    private var descriptor: Int32 = -1

    init(path: String) { self.path = path }

    deinit { if descriptor >= 0 { close(descriptor) } }

    func read(from start: Int, to end: Int?, limit: Int, keepEnd: Bool = false) -> (bytes: [UInt8], cut: Int) {
        if descriptor < 0 { descriptor = open(path, O_RDONLY | O_CLOEXEC) }
        guard descriptor >= 0 else { return ([], 0) }
        return WorkerFiles.read(descriptor: descriptor, from: start, to: end, limit: limit, keepEnd: keepEnd)
    }
}
