import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Descriptors the harness keeps for itself in a process that runs adapter code. Adapters
/// close low descriptors (3…20, or 0…2) to "clean up"; the harness's own live high up,
/// where only a deliberate act reaches them.
package enum HarnessDescriptor {
    package static let floor: Int32 = 1000

    /// Moves `descriptor` to a high number (close-on-exec) and closes the original.
    package static func moveHigh(_ descriptor: Int32) -> Int32 {
        let high = fcntl(descriptor, F_DUPFD_CLOEXEC, floor)
        guard high >= 0 else { return descriptor }
        close(descriptor)
        return high
    }

    /// Writes all of `data`, retrying on interruption; false if the descriptor is gone.
    package static func writeAll(_ descriptor: Int32, _ data: Data) -> Bool {
        data.withUnsafeBytes { writeAll(descriptor, $0) }
    }

    package static func writeAll(_ descriptor: Int32, _ raw: UnsafeRawBufferPointer) -> Bool {
        var offset = 0
        while offset < raw.count {
            let written = write(descriptor, raw.baseAddress! + offset, raw.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return false
            }
            offset += written
        }
        return true
    }

    /// Waits until `descriptor` can be read (or its other end is gone), at most
    /// `milliseconds` and not past `deadline` (uptime nanoseconds): `poll(2)`'s answer, or nil
    /// when the deadline has passed.
    static func waitReadable(_ descriptor: Int32, until deadline: UInt64, atMost milliseconds: UInt64) -> Int32? {
        let now = DispatchTime.now().uptimeNanoseconds
        guard now < deadline else { return nil }
        var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&entry, 1, Int32(min(milliseconds, (deadline - now) / 1_000_000 + 1)))
    }
}
