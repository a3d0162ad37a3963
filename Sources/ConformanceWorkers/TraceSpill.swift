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
package enum TraceSpill {
    /// The events spilled so far for a worker's `job`-th job; a partly written last record
    /// (cut by a crash) is ignored.
    package static func read(path: String) -> [TraceEvent] {
        guard let data = FileManager.default.contents(atPath: path) else { return [] }
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

/// The worker's side: appends one job's events to its own spill file, from any thread. Each
/// job has its own file, so an adapter that goes on calling after its scenario ended writes
/// into that scenario's trace, never into the next one's. The descriptor lives high up (see
/// ``HarnessDescriptor``); if a write fails anyway, the trace is no longer whole and the
/// worker says so instead of reporting what is left.
package final class TraceSpillWriter: Sendable {
    private struct State {
        var buffer: [UInt8] = []
        var intact = true
    }

    private let descriptor: Int32
    private let state = Mutex(State())

    /// Creates (or empties) the file at `path`; nil if it cannot be opened.
    package init?(path: String) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_APPEND | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return nil }
        self.descriptor = HarnessDescriptor.moveHigh(descriptor)
    }

    deinit { close(descriptor) }

    /// Whether every event reached the file.
    package var intact: Bool { state.withLock { $0.intact } }

    /// Appends one event as a record, written in one call so a crash cuts at most that record.
    package func append(_ event: TraceEvent) {
        state.withLock { state in
            guard state.intact else { return }
            var line = state.buffer
            state.buffer = []
            line.removeAll(keepingCapacity: true)
            line.append(contentsOf: [0, 0, 0, 0] as [UInt8])
            TraceEventCodec.encode(event, into: &line)
            let length = UInt32(line.count - 4).littleEndian
            withUnsafeBytes(of: length) { header in
                for index in 0..<4 { line[index] = header[index] }
            }
            defer { state.buffer = line }
            if !line.withUnsafeBytes({ HarnessDescriptor.writeAll(descriptor, $0) }) { state.intact = false }
        }
    }
}
