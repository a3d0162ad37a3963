#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// A temporary file that replaces its destination only once it is complete.
///
/// CI picks up whatever report file exists when a job ends, so a run killed halfway must leave
/// either the previous report or none, never a truncated one. The temporary file lives in the
/// destination's directory so that `rename(2)` is atomic (same file system), and is flushed
/// with `fsync` before the rename so a power loss cannot expose an empty file either.
final class AtomicFile {
    let destination: URL
    let temporaryPath: String
    private(set) var descriptor: Int32
    private var isOpen = true

    /// Creates the destination directory if needed and opens a fresh, uniquely named temp file.
    init(destination: URL) throws {
        self.destination = destination
        let directory = destination.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw JUnitReportError.io(
                path: directory.path, operation: "create directory", reason: "\(error.localizedDescription)")
        }
        let suffix = String(UInt64.random(in: 0...UInt64.max), radix: 16)
        let name = ".\(destination.lastPathComponent).tmp-\(getpid())-\(suffix)"
        temporaryPath = directory.appendingPathComponent(name).path
        descriptor = open(temporaryPath, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw JUnitReportError.io(path: temporaryPath, operation: "open", reason: Self.lastError())
        }
    }

    deinit { discard() }

    /// Writes all of `bytes`, retrying short writes and interrupted calls.
    func write(_ bytes: UnsafeRawBufferPointer) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let written = systemWrite(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return false
            }
            offset += written
        }
        return true
    }

    /// Flushes to disk and renames over the destination; on failure the temp file is removed.
    func commit() throws {
        guard isOpen else { throw JUnitReportError.misuse(reason: "file already committed or discarded") }
        if fsync(descriptor) != 0 {
            let reason = Self.lastError()
            discard()
            throw JUnitReportError.io(path: temporaryPath, operation: "fsync", reason: reason)
        }
        close(descriptor)
        isOpen = false
        if rename(temporaryPath, destination.path) != 0 {
            let reason = Self.lastError()
            unlink(temporaryPath)
            throw JUnitReportError.io(path: destination.path, operation: "rename", reason: reason)
        }
        // Persist the directory entry too; failure here does not undo a completed rename.
        let directory = open(destination.deletingLastPathComponent().path, O_RDONLY | O_CLOEXEC)
        if directory >= 0 {
            fsync(directory)
            close(directory)
        }
    }

    /// Closes and deletes the temp file; safe to call more than once.
    func discard() {
        guard isOpen else { return }
        close(descriptor)
        unlink(temporaryPath)
        isOpen = false
    }

    static func lastError() -> String {
        String(cString: strerror(errno))
    }
}

/// `write(2)` under a name that does not clash with the instance method above.
@inline(__always)
private func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Darwin)
    return Darwin.write(fd, buffer, count)
    #elseif canImport(Musl)
    return Musl.write(fd, buffer, count)
    #else
    return Glibc.write(fd, buffer, count)
    #endif
}
