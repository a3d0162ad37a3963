import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Reads lines from a file descriptor with a deadline, so a supervisor can notice a worker
/// that stopped talking (hung) as well as one that went away (crashed).
package final class LineReader {
    package enum Read {
        case line(Data)
        case endOfFile
        case timedOut
    }

    private let descriptor: Int32
    /// Bytes read and not yet returned start at `start`: taking a line moves the index
    /// instead of removing the line from the front (which copied the rest every time).
    private var buffer: [UInt8] = []
    private var start = 0
    private var finished = false
    /// Reused for every read: allocating and zeroing 64 KB per read showed in profiles.
    private var chunk = [UInt8](repeating: 0, count: 65_536)

    package init(descriptor: Int32) { self.descriptor = descriptor }

    /// The next line, waiting at most until `deadline` (uptime nanoseconds).
    package func next(deadline: UInt64) -> Read {
        while true {
            if let newline = buffer[start...].firstIndex(of: 0x0A) {
                let line = Data(buffer[start..<newline])
                start = newline + 1
                if start == buffer.count {
                    buffer.removeAll(keepingCapacity: true)
                    start = 0
                }
                return .line(line)
            }
            if start > 0 {
                buffer.removeFirst(start)
                start = 0
            }
            if finished { return .endOfFile }
            let now = DispatchTime.now().uptimeNanoseconds
            guard now < deadline else { return .timedOut }
            var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let waitMilliseconds = Int32(min(1000, (deadline - now) / 1_000_000 + 1))
            let ready = poll(&poller, 1, waitMilliseconds)
            if ready < 0 {
                if errno == EINTR { continue }
                finished = true
                continue
            }
            if ready == 0 { continue }
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count <= 0 {
                if count < 0 && errno == EINTR { continue }
                finished = true
            } else {
                buffer.append(contentsOf: chunk[0..<count])
            }
        }
    }
}
