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

    package static func trace(_ directory: String, job: Int) -> String { "\(directory)/\(job).trace" }
    package static func standardOutput(_ directory: String, job: Int) -> String { "\(directory)/\(job).out" }
    package static func standardError(_ directory: String, job: Int) -> String { "\(directory)/\(job).err" }
    package static func startupError(_ directory: String) -> String { "\(directory)/startup.err" }

    /// The standard error a job wrote so far (a crash report ends there), left in place.
    package static func peekError(_ directory: String, job: Int, limit: Int = 1 << 20) -> String {
        guard let handle = FileHandle(forReadingAtPath: standardError(directory, job: job)) else { return "" }
        defer { try? handle.close() }
        let data = (try? handle.readToEnd()) ?? nil
        return data.map { String(decoding: $0.suffix(limit), as: UTF8.self) } ?? ""
    }

    /// What a job's adapter wrote, each stream cut at `limit` bytes with a note of the rest;
    /// the files are removed.
    package static func takeOutput(_ directory: String, job: Int, limit: Int = 65_536) -> (out: String, err: String) {
        // Plain system calls: this runs twice per job, and most jobs wrote nothing.
        func take(_ path: String) -> String {
            defer { unlink(path) }
            let descriptor = open(path, O_RDONLY | O_CLOEXEC)
            guard descriptor >= 0 else { return "" }
            defer { close(descriptor) }
            var status = stat()
            guard fstat(descriptor, &status) == 0, status.st_size > 0 else { return "" }
            let size = Int(status.st_size)
            var bytes = [UInt8](repeating: 0, count: min(size, limit))
            var filled = 0
            while filled < bytes.count {
                let count = bytes.withUnsafeMutableBytes {
                    read(descriptor, $0.baseAddress! + filled, $0.count - filled)
                }
                if count < 0 && errno == EINTR { continue }
                if count <= 0 { break }
                filled += count
            }
            var text = String(decoding: bytes[0..<filled], as: UTF8.self)
            if size > limit { text += "\n… \(size - limit) bytes cut" }
            return text
        }
        return (take(standardOutput(directory, job: job)), take(standardError(directory, job: job)))
    }
}
