import AdapterConformance
import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// Where a worker keeps the trace of the scenario it is running, so that a crash or a hang
/// still leaves the trace up to that point.
///
/// Streaming every event over the worker's stdout made the supervisor wake up and decode
/// each event although the result line carries the whole trace again. Instead, the worker
/// appends each event to a file the supervisor names: one `write(2)` per event, which the
/// kernel keeps however the worker ends, and no wake-up on the other side. The supervisor
/// reads the file once per job, and after the worker died or was killed. Each event is a
/// record of a 4-byte little-endian length and ``TraceEventCodec``'s bytes: `Codable` JSON
/// of the events was the largest cost of running in workers.
enum TraceSpill {
    /// The environment variable that hands the file's path to the worker.
    static let environmentKey = "CONFORMANCE_WORKER_TRACE_FILE"

    /// A fresh path in the temporary directory for one worker.
    static func makePath() -> String {
        FileManager.default.temporaryDirectory
            .appendingPathComponent("conformance-worker-\(UUID().uuidString).trace").path
    }

    /// The file of a worker's `job`-th job (counting from 0); see ``TraceSpillWriter``.
    static func path(_ base: String, job: Int) -> String { "\(base).\(job % 2)" }

    /// The events spilled so far for a worker's `job`-th job; a partly written last record
    /// (cut by a crash) is ignored.
    static func read(path base: String, job: Int) -> [TraceEvent] {
        guard let data = FileManager.default.contents(atPath: path(base, job: job)) else { return [] }
        return data.withUnsafeBytes { bytes in
            var events: [TraceEvent] = []
            var offset = 0
            while offset + 4 <= bytes.count {
                let length = Int(UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt32.self)))
                let start = offset + 4
                guard start + length <= bytes.count else { break }
                if let event = TraceEventCodec.decode(UnsafeRawBufferPointer(rebasing: bytes[start..<(start + length)]))
                {
                    events.append(event)
                }
                offset = start + length
            }
            return events
        }
    }
}

/// The worker's side: appends events to the spill file of the current job, from any thread.
///
/// Jobs alternate between two files (`<path>.0`, `<path>.1`): with a job queued behind the
/// running one, the worker may start the next job before the supervisor has read the trace
/// of the one it just finished, and must not empty that file.
final class TraceSpillWriter: Sendable {
    private struct State {
        var buffer: [UInt8] = []
        var current: Int32 = -1
    }

    private let descriptors: [Int32]
    private let state = Mutex(State())

    /// Opens (and empties) both files at `path`; nil if they cannot be opened.
    init?(path: String) {
        var descriptors: [Int32] = []
        for index in 0..<2 {
            let descriptor = open(
                TraceSpill.path(path, job: index), O_WRONLY | O_CREAT | O_TRUNC | O_APPEND | O_CLOEXEC, 0o600)
            guard descriptor >= 0 else {
                descriptors.forEach { close($0) }
                return nil
            }
            descriptors.append(descriptor)
        }
        self.descriptors = descriptors
    }

    deinit { descriptors.forEach { close($0) } }

    /// Starts the trace of the worker's `job`-th job (counting from 0) in an empty file.
    func begin(job: Int) {
        state.withLock { state in
            state.current = descriptors[job % 2]
            _ = ftruncate(state.current, 0)
        }
    }

    /// Appends one event as a record, written in one call so a crash cuts at most that record.
    func append(_ event: TraceEvent) {
        state.withLock { state in
            guard state.current >= 0 else { return }
            var line = state.buffer
            state.buffer = []
            line.removeAll(keepingCapacity: true)
            line.append(contentsOf: [0, 0, 0, 0] as [UInt8])
            TraceEventCodec.encode(event, into: &line)
            let length = UInt32(line.count - 4).littleEndian
            withUnsafeBytes(of: length) { header in
                for index in 0..<4 { line[index] = header[index] }
            }
            assert(
                line.withUnsafeBytes { TraceEventCodec.decode(UnsafeRawBufferPointer(rebasing: $0[4...])) } == event,
                "TraceEventCodec lost part of \(event)")
            defer { state.buffer = line }
            let descriptor = state.current
            line.withUnsafeBytes { raw in
                var offset = 0
                while offset < raw.count {
                    let written = write(descriptor, raw.baseAddress! + offset, raw.count - offset)
                    if written < 0 {
                        if errno == EINTR { continue }
                        return
                    }
                    offset += written
                }
            }
        }
    }
}
