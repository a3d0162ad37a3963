import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Reads a worker channel from a file descriptor with a deadline, so a supervisor can notice
/// a worker that stopped talking (hung) as well as one that went away (crashed). The channel
/// carries lines until the worker's handshake (``nextLine(deadline:)``), then frames of raw
/// bytes, each after its length (``nextFrame(deadline:)``, ``ChannelFrame``).
package final class ChannelReader {
    package enum Read {
        case message(Data)
        case endOfFile
        case timedOut
    }

    private let descriptor: Int32
    /// Bytes read and not yet returned start at `start`: taking a message moves the index
    /// instead of removing it from the front (which copied the rest every time).
    private var buffer: [UInt8] = []
    private var start = 0
    private var finished = false
    /// Reused for every read: allocating and zeroing 64 KB per read showed in profiles.
    private var chunk = [UInt8](repeating: 0, count: 65_536)

    /// The supervisor's end of its worker's ``WorkerDoorbell``: while there is one, frames are
    /// waited for there (and looked for in ticks), not on the channel, whose writes then wake
    /// no one. Dropped once the worker has closed it.
    private var doorbell: Int32?

    /// `doorbell` must be given with a non-blocking `descriptor`.
    package init(descriptor: Int32, doorbell: Int32? = nil) {
        self.descriptor = descriptor
        self.doorbell = doorbell
    }

    /// The next line (without its newline), waiting at most until `deadline` (uptime
    /// nanoseconds).
    package func nextLine(deadline: UInt64) -> Read {
        // The worker rings for replies only: its handshake is waited for on the channel.
        next(deadline: deadline, rung: false) { buffer, start in
            guard let newline = buffer[start...].firstIndex(of: 0x0A) else { return nil }
            return (start..<newline, newline + 1)
        }
    }

    /// The next frame's bytes, waiting at most until `deadline` (uptime nanoseconds). A length
    /// over ``ChannelFrame/maximumLength`` means the channel is not what the other side
    /// wrote: that is read as one empty message (which no reader takes for a job or reply),
    /// then the end of the channel.
    package func nextFrame(deadline: UInt64) -> Read {
        next(deadline: deadline, rung: doorbell != nil) { [self] buffer, start in
            let available = buffer.count - start
            guard available >= ChannelFrame.headerLength else { return nil }
            var length = 0
            for index in 0..<ChannelFrame.headerLength {
                length |= Int(buffer[start + index]) << (8 * index)
            }
            guard length <= ChannelFrame.maximumLength else {
                finished = true
                return (start..<start, buffer.count)
            }
            let end = start + ChannelFrame.headerLength + length
            guard end <= buffer.count else { return nil }
            return ((start + ChannelFrame.headerLength)..<end, end)
        }
    }

    /// Waits for the message `find` sees in the buffer (its bytes and where the next one
    /// starts), reading more while it sees none.
    private func next(deadline: UInt64, rung: Bool, find: ([UInt8], Int) -> (Range<Int>, Int)?) -> Read {
        while true {
            if let (bytes, next) = find(buffer, start) {
                let message = Data(buffer[bytes])
                start = next
                if start == buffer.count {
                    buffer.removeAll(keepingCapacity: true)
                    start = 0
                }
                return .message(message)
            }
            if start > 0 {
                buffer.removeFirst(start)
                start = 0
            }
            if finished { return .endOfFile }
            if rung, let doorbell, buffer.isEmpty {
                // What the channel holds first; then a ring, a tick or the deadline. (With part
                // of a frame read, the rest is on its way: that is waited for on the channel.)
                if readChunk() { continue }
                guard
                    let ready = HarnessDescriptor.waitReadable(
                        doorbell, until: deadline, atMost: WorkerDoorbell.tickMilliseconds)
                else { return .timedOut }
                if ready > 0, !WorkerDoorbell.drain(doorbell) {
                    // The worker's end is closed: from now on the channel is waited on.
                    self.doorbell = nil
                }
                continue
            }
            guard let ready = HarnessDescriptor.waitReadable(descriptor, until: deadline, atMost: 1000) else {
                return .timedOut
            }
            if ready < 0 {
                if errno == EINTR { continue }
                finished = true
                continue
            }
            if ready == 0 { continue }
            _ = readChunk()
        }
    }

    /// Reads what the channel holds into the buffer; true when that was something. Marks the
    /// end of the channel (or a broken one) as finished.
    private func readChunk() -> Bool {
        let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        if count > 0 {
            buffer.append(contentsOf: chunk[0..<count])
            return true
        }
        if count == 0 || (errno != EINTR && errno != EAGAIN) { finished = true }
        return false
    }
}

/// How jobs and replies travel after the handshake: a little-endian 32-bit length, then that
/// many bytes of the message's compact binary form. Base64 lines cost both processes an
/// encoding and a decoding of every job and reply.
package enum ChannelFrame {
    static let headerLength = 4
    /// Far more than any job or reply (a reply carries its trace only when the adapter called
    /// in after its scenario ended).
    static let maximumLength = 1 << 30

    /// `payload` as one frame.
    package static func frame(_ payload: [UInt8]) -> Data {
        var frame = Data(capacity: headerLength + payload.count)
        withUnsafeBytes(of: UInt32(payload.count).littleEndian) { frame.append(contentsOf: $0) }
        frame.append(contentsOf: payload)
        return frame
    }

    /// Appends one frame to `bytes` whose payload `write` appends after the header, which is
    /// filled in once the payload's length is known: frames batched into one buffer are
    /// written in place, none copied.
    static func append(to bytes: inout [UInt8], _ write: (inout [UInt8]) -> Void) {
        let start = bytes.count
        bytes.append(contentsOf: repeatElement(0, count: headerLength))
        write(&bytes)
        withUnsafeBytes(of: UInt32(bytes.count - start - headerLength).littleEndian) { header in
            bytes.replaceSubrange(start..<start + headerLength, with: header)
        }
    }
}
