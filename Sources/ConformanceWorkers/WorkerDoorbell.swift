import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// How a worker tells its supervisor that replies are waiting, without waking it for each.
///
/// Replies still go down the worker's channel the moment they are made, so a worker that
/// dies leaves every one it finished in the pipe, ahead of the end of the channel. But a
/// supervisor asleep on the channel is woken by every write, and on a virtual machine waking a
/// process on an idle core cost the writer more than anything else a job adds to a scenario.
/// So the supervisor sleeps on this FIFO instead, in ticks of ``tick`` at most, and reads
/// whatever the channel holds when the worker rings (every few replies, as many as its
/// supervisor's ``WorkerPipeline`` lets go before it sends more, or when the worker has no job
/// left to start) and at each tick. A worker that dies closes the FIFO, which wakes its
/// supervisor too.
package enum WorkerDoorbell {
    /// Unrung bytes after which a worker rings at once (a pipe holds 64 KB; a reply past
    /// that blocks its writer until the supervisor reads).
    static let bytesPerRing = 16_384
    /// The longest a supervisor sleeps between looks at the channel.
    static let tickMilliseconds: UInt64 = 5

    /// The supervisor's end, made and opened before the worker starts; nil when the FIFO
    /// cannot be made (the supervisor then waits on the channel itself).
    package static func openForSupervisor(directory: String) -> Int32? {
        let path = WorkerFiles.doorbell(directory)
        guard mkfifo(path, 0o600) == 0 else { return nil }
        // Non-blocking: opening a FIFO's read end waits for a writer otherwise.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        return descriptor >= 0 ? descriptor : nil
    }

    /// The worker's end, and when it rings.
    package struct Ringer {
        /// -1 when the supervisor made no FIFO: rings are then no-ops, and the supervisor's
        /// ticks find the replies.
        private let descriptor: Int32
        private let repliesPerRing: Int
        private var unrung = (replies: 0, bytes: 0)

        package init(directory: String, repliesPerRing: Int) {
            self.repliesPerRing = repliesPerRing
            let descriptor = open(WorkerFiles.doorbell(directory), O_WRONLY | O_NONBLOCK | O_CLOEXEC)
            self.descriptor = descriptor >= 0 ? HarnessDescriptor.moveHigh(descriptor) : -1
        }

        /// After a reply of `bytes` went down the channel: rings every few replies, and at
        /// once when the worker is `idle` (no job waiting; its supervisor sends more as it
        /// reads replies).
        package mutating func replied(bytes: Int, idle: Bool) {
            unrung = (unrung.replies + 1, unrung.bytes + bytes)
            if idle || unrung.replies >= repliesPerRing || unrung.bytes >= bytesPerRing { ring() }
        }

        /// One ring now. A full FIFO already holds rings the supervisor has not read.
        mutating func ring() {
            unrung = (0, 0)
            guard descriptor >= 0 else { return }
            var byte: UInt8 = 1
            _ = write(descriptor, &byte, 1)
        }
    }

    /// Empties the supervisor's end; false once the worker's end is closed and nothing is left.
    static func drain(_ descriptor: Int32) -> Bool {
        var bytes = [UInt8](repeating: 0, count: 64)
        let count = read(descriptor, &bytes, bytes.count)
        return count != 0
    }
}
