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
///
/// A destination that is a symbolic link is written through: the temporary file goes next to
/// the link's final target and replaces that, so the link stays a link (a report directory
/// linked into a CI workspace keeps working).
final class AtomicFile {
    /// Where the file lands: the destination asked for, symbolic links resolved.
    let destination: URL
    let temporaryPath: String
    private(set) var descriptor: Int32
    private var isOpen = true

    /// Creates the destination directory if needed and opens a fresh, uniquely named temp file.
    init(destination: URL) throws {
        self.destination = try Self.prepare(destination, probe: false)
        temporaryPath = Self.temporaryPath(for: self.destination, kind: "tmp")
        descriptor = open(temporaryPath, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            // Nothing was created, so `deinit` must not unlink a name that may be someone else's.
            isOpen = false
            throw Self.failure(
                errno, path: self.destination.deletingLastPathComponent().path, operation: "creating a temporary file")
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

    // MARK: - Checking a destination

    /// The file a report for `destination` really lands in, made ready: symbolic links are
    /// resolved, anything a report cannot replace (a directory, a device, a FIFO) is refused,
    /// missing directories are created, and with `probe` a file is created and removed next to
    /// it, so that a run can find out before its work, not after, that the report cannot be
    /// written. `unusableDestination` means the path itself is wrong; `io` means the system
    /// refused (permissions, a read-only or full file system).
    static func prepare(_ destination: URL, probe: Bool) throws(JUnitReportError) -> URL {
        let resolved = try resolve(destination.path)
        var info = stat()
        if lstat(resolved, &info) == 0 {
            if let kind = nonRegularKind(info.st_mode) {
                throw .unusableDestination(
                    path: resolved, reason: "\(kind), not a regular file; a report can only replace a regular file")
            }
        } else if errno != ENOENT {
            throw failure(errno, path: resolved, operation: "looking at the path")
        }
        let directory = (resolved as NSString).deletingLastPathComponent
        try makeDirectories(directory.isEmpty ? "." : directory)
        if probe {
            let path = temporaryPath(for: URL(fileURLWithPath: resolved), kind: "probe")
            let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
            guard descriptor >= 0 else { throw failure(errno, path: directory, operation: "creating a file") }
            close(descriptor)
            unlink(path)
        }
        return URL(fileURLWithPath: resolved)
    }

    /// `path` with the symbolic links of its last component followed, however many; the
    /// directories above are left as they are, since the rename goes through them either way.
    static func resolve(_ path: String) throws(JUnitReportError) -> String {
        var current = path
        // The kernel's own limit on links followed in one lookup.
        for _ in 0..<40 {
            var info = stat()
            guard lstat(current, &info) == 0 else {
                if errno == ENOENT { return current }
                throw failure(errno, path: current, operation: "looking at the path")
            }
            guard info.st_mode & S_IFMT == S_IFLNK else { return current }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = readlink(current, &buffer, buffer.count - 1)
            guard count >= 0 else { throw failure(errno, path: current, operation: "reading the symbolic link") }
            let target = String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            current =
                target.hasPrefix("/")
                ? target : ((current as NSString).deletingLastPathComponent as NSString).appendingPathComponent(target)
        }
        throw .unusableDestination(path: path, reason: "symbolic link loop")
    }

    /// `mkdir -p`, with the reason of the first failure.
    private static func makeDirectories(_ path: String) throws(JUnitReportError) {
        var info = stat()
        if stat(path, &info) == 0 {
            guard info.st_mode & S_IFMT == S_IFDIR else {
                throw .unusableDestination(path: path, reason: "is not a directory, so the report cannot go inside it")
            }
            return
        }
        guard errno == ENOENT else { throw failure(errno, path: path, operation: "looking at the path") }
        let parent = (path as NSString).deletingLastPathComponent
        if !parent.isEmpty && parent != path { try makeDirectories(parent) }
        if mkdir(path, 0o777) != 0 && errno != EEXIST {
            throw failure(errno, path: path, operation: "creating the directory")
        }
    }

    /// What a non-regular file is, in words; `nil` for a regular file.
    private static func nonRegularKind(_ mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: nil
        case S_IFDIR: "a directory"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFIFO: "a FIFO"
        case S_IFSOCK: "a socket"
        default: "an unknown kind of file"
        }
    }

    /// A failed system call: a path that cannot work as given is the user's to fix, anything
    /// else (permissions, a read-only or full file system) is the system's.
    private static func failure(_ error: Int32, path: String, operation: String) -> JUnitReportError {
        switch error {
        case ENOTDIR:
            return .unusableDestination(path: path, reason: "a component of the path is a file, not a directory")
        case ELOOP: return .unusableDestination(path: path, reason: "symbolic link loop")
        case ENAMETOOLONG: return .unusableDestination(path: path, reason: "file name too long")
        case EISDIR: return .unusableDestination(path: path, reason: "is a directory")
        default:
            let text = String(cString: strerror(error))
            return .io(path: path, operation: operation, reason: text.prefix(1).lowercased() + text.dropFirst())
        }
    }

    /// A fresh hidden name next to `destination`, so a rename onto it stays on one file system.
    private static func temporaryPath(for destination: URL, kind: String) -> String {
        let suffix = String(UInt64.random(in: 0...UInt64.max), radix: 16)
        return destination.deletingLastPathComponent()
            .appendingPathComponent(".\(destination.lastPathComponent).\(kind)-\(getpid())-\(suffix)").path
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
