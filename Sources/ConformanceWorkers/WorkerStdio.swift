import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// The worker's standard streams, which belong to the adapter.
enum WorkerStdio {
    /// Points 0 at /dev/null and 1 and 2 at /dev/null until the first job.
    static func detach() {
        let null = open("/dev/null", O_RDWR)
        for descriptor: Int32 in 0...2 { dup2(null, descriptor) }
        if null > 2 { close(null) }
    }

    static func flush() { fflush(nil) }
}

/// Standard output and error sent to the worker's two output files (``WorkerFiles``) for all
/// its jobs. As each job starts, descriptors 1 and 2 are checked (one `fstat` each) and pointed
/// at the files again if an adapter closed or replaced them. What a job wrote is the part of
/// each file between the previous job's ``ends()`` and its own.
///
/// `@unchecked Sendable`: only the worker's main actor uses it, one job at a time.
final class WorkerCapture: @unchecked Sendable {
    private struct Stream {
        let path: String
        let target: Int32
        /// The harness's own descriptor on the file, high up, to measure it.
        var own: Int32 = -1
        var device: UInt64 = 0
        var inode: UInt64 = 0
    }

    private var streams: [Stream]

    init(output: String, error: String) {
        streams = [Stream(path: output, target: 1), Stream(path: error, target: 2)]
    }

    /// Makes 1 and 2 write to the files again where they do not.
    func ensure() {
        WorkerStdio.flush()
        for index in streams.indices {
            var status = stat()
            let stream = streams[index]
            if stream.own >= 0, fstat(stream.target, &status) == 0, UInt64(status.st_dev) == stream.device,
                UInt64(status.st_ino) == stream.inode
            {
                continue
            }
            let file = open(stream.path, O_WRONLY | O_CREAT | O_APPEND, 0o600)
            guard file >= 0 else { continue }
            dup2(file, stream.target)
            if file != stream.target { close(file) }
            guard fstat(stream.target, &status) == 0 else { continue }
            streams[index].device = UInt64(status.st_dev)
            streams[index].inode = UInt64(status.st_ino)
            let own = open(stream.path, O_RDONLY | O_CLOEXEC)
            if own >= 0 { streams[index].own = HarnessDescriptor.moveHigh(own) }
        }
    }

    /// How long each file is now, after flushing what the process buffered.
    func ends() -> StreamEnds {
        WorkerStdio.flush()
        func size(_ stream: Stream) -> Int {
            var status = stat()
            guard stream.own >= 0, fstat(stream.own, &status) == 0 else { return -1 }
            return Int(status.st_size)
        }
        return StreamEnds(output: size(streams[0]), error: size(streams[1]))
    }
}
