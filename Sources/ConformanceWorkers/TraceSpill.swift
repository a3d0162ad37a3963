import AdapterConformance
import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// Where a worker keeps the traces of the scenarios it runs, so that a crash or a hang still
/// leaves the trace up to that point.
///
/// The worker appends each event to one file for all its jobs, which the supervisor names:
/// one `write(2)` per event, which the kernel keeps however the worker ends, and no wake-up on
/// the other side. Each event is a record of a 4-byte little-endian length, the job's ID (4
/// bytes, little-endian) and ``TraceEventCodec``'s bytes: `Codable` JSON of the events was the
/// largest cost of running in workers, and a file per job the next largest. The supervisor
/// reads what was added since it last read (``TraceSpillReader``).
package enum TraceSpill {
    /// The complete records of `bytes`, as (job, event); `consumed` is where the first
    /// incomplete one (still being written, or cut by a crash) starts.
    static func records(_ bytes: UnsafeRawBufferPointer) -> (records: [(job: Int, event: TraceEvent)], consumed: Int) {
        var records: [(job: Int, event: TraceEvent)] = []
        var offset = 0
        while offset + 8 <= bytes.count {
            let length = Int(UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt32.self)))
            let start = offset + 4
            guard length >= 4, start + length <= bytes.count else { break }
            let job = Int(Int32(littleEndian: bytes.loadUnaligned(fromByteOffset: start, as: Int32.self)))
            if let event = TraceEventCodec.decode(
                UnsafeRawBufferPointer(rebasing: bytes[(start + 4)..<(start + length)]))
            {
                records.append((job, event))
            }
            offset = start + length
        }
        return (records, offset)
    }
}

/// The supervisor's side: reads a worker's spill file as it grows and keeps each job's events
/// until they are taken. Events of jobs already taken (an adapter calling in after its
/// scenario ended) are dropped: the worker judges those itself (see `LateCalls`).
final class TraceSpillReader {
    private let file: WorkerFileReader
    private var offset = 0
    private var events: [Int: [TraceEvent]] = [:]
    private var taken: Set<Int> = []

    init(path: String) { file = WorkerFileReader(path: path) }

    /// The events spilled so far for `job`, which are then forgotten.
    func take(_ job: Int) -> [TraceEvent] {
        readNew()
        taken.insert(job)
        return events.removeValue(forKey: job) ?? []
    }

    private func readNew() {
        let (bytes, _) = file.read(from: offset, to: nil, limit: Int.max)
        guard !bytes.isEmpty else { return }
        let (records, consumed) = bytes.withUnsafeBytes { TraceSpill.records($0) }
        offset += consumed
        for (job, event) in records where !taken.contains(job) { events[job, default: []].append(event) }
    }
}

/// The worker's side: the spill file, opened once and opened again when an adapter closed or
/// replaced its descriptor (checked as each job starts).
package final class TraceSpillFile: Sendable {
    private let path: String
    private let state = Mutex<(descriptor: Int32, device: UInt64, inode: UInt64)>((-1, 0, 0))

    package init(path: String) { self.path = path }

    /// The descriptor to write to, opening the file if it is not open as it was; -1 if it
    /// cannot be opened.
    @discardableResult
    package func ensureOpen() -> Int32 {
        state.withLock { state in
            var status = stat()
            if state.descriptor >= 0, fstat(state.descriptor, &status) == 0, UInt64(status.st_dev) == state.device,
                UInt64(status.st_ino) == state.inode
            {
                return state.descriptor
            }
            let descriptor = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o600)
            guard descriptor >= 0 else { return -1 }
            let high = HarnessDescriptor.moveHigh(descriptor)
            guard fstat(high, &status) == 0 else { return -1 }
            state = (high, UInt64(status.st_dev), UInt64(status.st_ino))
            return high
        }
    }

    var descriptor: Int32 { state.withLock { $0.descriptor } }
}

/// Appends one job's events to the worker's spill file, from any thread. Each record names the
/// job, so an adapter that goes on calling after its scenario ended writes into that
/// scenario's trace, never into the next one's. If a write fails, the trace is no longer
/// whole and the worker says so instead of reporting what is left.
package final class TraceSpillWriter: Sendable {
    private struct State {
        var buffer: [UInt8] = []
        var intact = true
    }

    private let file: TraceSpillFile
    private let job: Int32
    private let state = Mutex(State())

    /// A writer for `job`; nil if the file cannot be opened.
    package init?(file: TraceSpillFile, job: Int) {
        guard file.ensureOpen() >= 0 else { return nil }
        self.file = file
        self.job = Int32(truncatingIfNeeded: job)
    }

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
            withUnsafeBytes(of: job.littleEndian) { line.append(contentsOf: $0) }
            TraceEventCodec.encode(event, into: &line)
            let length = UInt32(line.count - 4).littleEndian
            withUnsafeBytes(of: length) { header in
                for index in 0..<4 { line[index] = header[index] }
            }
            defer { state.buffer = line }
            let descriptor = file.descriptor
            if !line.withUnsafeBytes({ HarnessDescriptor.writeAll(descriptor, $0) }) { state.intact = false }
        }
    }
}
