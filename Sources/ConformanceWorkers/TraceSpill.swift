import AdapterConformance
import CFileSpace
import ConformanceVocabulary
import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// Where a worker keeps the traces of the scenarios it runs, so that a crash or a hang still
/// leaves the trace up to that point.
///
/// One file for all of a worker's jobs, which the supervisor names, mapped into the worker's
/// memory (`MAP_SHARED`): appending an event is a copy into the mapping, with no system call.
/// The stores are the file's page cache, which outlives the process however it ends, and
/// which the supervisor reads through a mapping of its own. A `write(2)` per event was a
/// quarter of a worker's time. Each record is a 4-byte little-endian length, the job's ID (4
/// bytes, little-endian) and ``TraceEventCodec``'s bytes, padded to 4 bytes; the length is
/// stored last, after a fence, so a reader that sees it sees the record, and a zero length (the
/// file beyond what was written) ends the records. Each reply names where the spill ended as
/// the job was answered (``StreamEnds/trace``), so the supervisor reads exactly that job's
/// records; after a crash it reads up to the first zero length.
package enum TraceSpill {
    /// Hands each complete record of `bytes` up to `limit` to `record` (its job and event);
    /// returns where the records stopped (a zero length: nothing written there yet).
    static func records(_ bytes: UnsafeRawBufferPointer, limit: Int, _ record: (Int, TraceEvent) -> Void) -> Int {
        var offset = 0
        let stop = min(limit, bytes.count)
        while offset + 8 <= stop {
            let length = Int(UInt32(littleEndian: bytes.load(fromByteOffset: offset, as: UInt32.self)))
            atomicMemoryFence(ordering: .acquiring)
            let start = offset + 4
            guard length >= 4, start + length <= stop else { break }
            let job = Int(Int32(littleEndian: bytes.loadUnaligned(fromByteOffset: start, as: Int32.self)))
            if let event = TraceEventCodec.decode(
                UnsafeRawBufferPointer(rebasing: bytes[(start + 4)..<(start + length)]))
            {
                record(job, event)
            }
            offset = start + padded(length)
        }
        return offset
    }

    static func padded(_ length: Int) -> Int { (length + 3) & ~3 }
}

/// The supervisor's side: maps a worker's spill file as it grows and keeps each job's events
/// until they are taken. Events of jobs already taken (an adapter calling in after its
/// scenario ended) are dropped: the worker judges those itself (see `LateCalls`).
final class TraceSpillReader {
    private let file: WorkerFileReader
    private var base: UnsafeRawPointer?
    private var mapped = 0
    private var offset = 0
    private var events: [Int: [TraceEvent]] = [:]
    private var taken: Set<Int> = []

    init(path: String) { file = WorkerFileReader(path: path) }

    deinit { if let base { munmap(UnsafeMutableRawPointer(mutating: base), mapped) } }

    /// The events spilled for `job` up to `end` (the reply's ``StreamEnds/trace``), or all that
    /// were completed when the job has no reply; then forgotten.
    func take(_ job: Int, end: Int? = nil) -> [TraceEvent] {
        readNew(to: end.flatMap { $0 >= 0 ? $0 : nil })
        taken.insert(job)
        return events.removeValue(forKey: job) ?? []
    }

    /// Forgets `job`'s events, and moves past the records up to `end` without decoding them:
    /// the worker runs one job at a time, so nothing before a job's end belongs to a job still
    /// to be collected (an event recorded late for an earlier job is dropped as it would be).
    func skip(_ job: Int, end: Int?) {
        taken.insert(job)
        events.removeValue(forKey: job)
        if let end, end > offset { offset = end }
        file.release(before: offset)
    }

    private func readNew(to end: Int?) {
        if let end, end <= offset { return }
        guard let bytes = mapping(covering: end), offset <= bytes.count else { return }
        // Without a reply's end (the worker died), up to the first page no one wrote or
        // reserved: reading one would allocate it, and on a full file system fault.
        let hole = end == nil ? conformance_next_hole(file.descriptor, offset) : -1
        let stop = end ?? (hole >= offset ? min(hole, bytes.count) : bytes.count)
        // Each event goes straight to its job's list: nearly always one job's, whose list is
        // kept aside while it grows rather than looked up for each event.
        var current: (job: Int, events: [TraceEvent])?
        offset += TraceSpill.records(UnsafeRawBufferPointer(rebasing: bytes[offset...]), limit: stop - offset) {
            job, event in
            guard !taken.contains(job) else { return }
            if current?.job != job {
                if let current { events[current.job] = current.events }
                current = (job, events.removeValue(forKey: job) ?? [])
            }
            current!.events.append(event)
        }
        if let current { events[current.job] = current.events }
        file.release(before: offset)
    }

    /// The file as mapped, mapped again when the worker grew it past the mapping (or past
    /// `end`).
    private func mapping(covering end: Int?) -> UnsafeRawBufferPointer? {
        let descriptor = file.descriptor
        guard descriptor >= 0 else { return nil }
        if let base, end.map({ $0 <= mapped }) ?? false { return UnsafeRawBufferPointer(start: base, count: mapped) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return nil }
        let size = Int(status.st_size)
        if let base, size <= mapped { return UnsafeRawBufferPointer(start: base, count: mapped) }
        if let base { munmap(UnsafeMutableRawPointer(mutating: base), mapped) }
        base = nil
        mapped = 0
        guard size > 0, let address = mmap(nil, size, PROT_READ, MAP_SHARED, descriptor, 0), address != MAP_FAILED
        else { return nil }
        base = UnsafeRawPointer(address)
        mapped = size
        return UnsafeRawBufferPointer(start: base, count: mapped)
    }
}

/// The worker's side: the spill file, mapped once and appended to from any thread. The
/// mapping does not depend on the descriptor, so an adapter that closes descriptors cannot
/// cut it; the descriptor is needed only to grow the file, and is opened again by path (the
/// same file) if an adapter closed or replaced it.
package final class TraceSpillFile: Sendable {
    private struct State {
        var descriptor: Int32 = -1
        var device: UInt64 = 0
        var inode: UInt64 = 0
        var base: UnsafeMutableRawPointer?
        /// The file's length, all of it mapped.
        var size = 0
        /// Where the next record goes.
        var used = 0
        /// Storage is reserved up to here (see ``reservation``).
        var reserved = 0
        /// Why the file could not take a record, when the file system said (`errno`).
        var failure: Int32?
        var scratch: [UInt8] = []
    }

    private let path: String
    private let state = Mutex(State())

    /// How much the file grows at a time: room for thousands of typical jobs.
    static let growth = 16 << 20
    /// Storage is reserved this far ahead of the records, so that a full file system (a
    /// small `/dev/shm`) refuses a reservation, which the worker reports as the harness's
    /// fault, instead of failing a store into the mapping with `SIGBUS`, which would read as
    /// the adapter crashing. In `/dev/shm` the reservation allocates the pages, so the
    /// stores that follow find them.
    static let reservation = 1 << 20

    package init(path: String) { self.path = path }

    /// Creates and maps the file if that is not done; false if it cannot be.
    @discardableResult
    package func ensureOpen() -> Bool {
        state.withLock { state in state.base != nil || Self.grow(&state, path: path, to: Self.growth) }
    }

    /// Why the file could not take a record, when the file system refused it (no space left).
    package var failureReason: String? {
        state.withLock { $0.failure }.map { String(cString: strerror($0)) }
    }

    /// Where the records written so far end: the reply's ``StreamEnds/trace``.
    package var end: Int { state.withLock { $0.used } }

    /// Appends one record for `job`; false if the file could not take it.
    func append(job: Int32, _ event: TraceEvent) -> Bool {
        state.withLock { state in
            var record = state.scratch
            state.scratch = []
            defer { state.scratch = record }
            record.removeAll(keepingCapacity: true)
            withUnsafeBytes(of: job.littleEndian) { record.append(contentsOf: $0) }
            TraceEventCodec.encode(event, into: &record)
            let length = record.count
            let total = 4 + TraceSpill.padded(length)
            if state.base == nil || state.used + total > state.size {
                let size = max(state.size, state.used + total) + Self.growth
                guard Self.grow(&state, path: path, to: size) else { return false }
            }
            if state.used + total > state.reserved {
                guard let descriptor = Self.descriptor(&state, path: path) else { return false }
                let end = min(state.size, max(state.used + total, state.reserved + Self.reservation))
                let error = posix_fallocate(descriptor, off_t(state.reserved), off_t(end - state.reserved))
                guard error == 0 else {
                    state.failure = error
                    return false
                }
                state.reserved = end
            }
            guard let base = state.base else { return false }
            record.withUnsafeBytes { bytes in
                (base + state.used + 4).copyMemory(from: bytes.baseAddress!, byteCount: length)
            }
            atomicMemoryFence(ordering: .releasing)
            (base + state.used).storeBytes(of: UInt32(length).littleEndian, as: UInt32.self)
            state.used += total
            return true
        }
    }

    /// Makes the file `size` long and maps all of it.
    private static func grow(_ state: inout State, path: String, to size: Int) -> Bool {
        guard let descriptor = descriptor(&state, path: path), ftruncate(descriptor, off_t(size)) == 0 else {
            return false
        }
        guard let address = mmap(nil, size, PROT_READ | PROT_WRITE, MAP_SHARED, descriptor, 0), address != MAP_FAILED
        else { return false }
        if let base = state.base { munmap(base, state.size) }
        state.base = address
        state.size = size
        return true
    }

    /// The descriptor on the spill file, opened again if an adapter closed or replaced it; nil
    /// if the file at the path is no longer the one mapped.
    private static func descriptor(_ state: inout State, path: String) -> Int32? {
        var status = stat()
        if state.descriptor >= 0, fstat(state.descriptor, &status) == 0, UInt64(status.st_dev) == state.device,
            UInt64(status.st_ino) == state.inode
        {
            return state.descriptor
        }
        let opened = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard opened >= 0 else { return nil }
        let high = HarnessDescriptor.moveHigh(opened)
        guard fstat(high, &status) == 0 else { return nil }
        if state.base != nil, UInt64(status.st_dev) != state.device || UInt64(status.st_ino) != state.inode {
            close(high)
            return nil
        }
        (state.descriptor, state.device, state.inode) = (high, UInt64(status.st_dev), UInt64(status.st_ino))
        return high
    }
}

/// Appends one job's events to the worker's spill file, from any thread. Each record names the
/// job, so an adapter that goes on calling after its scenario ended writes into that
/// scenario's trace, never into the next one's. If an event cannot be stored, the trace is no
/// longer whole and the worker says so instead of reporting what is left.
package final class TraceSpillWriter: Sendable {
    private let file: TraceSpillFile
    private let job: Int32
    private let broken = Atomic<Bool>(false)

    /// A writer for `job`; nil if the file cannot be created.
    package init?(file: TraceSpillFile, job: Int) {
        guard file.ensureOpen() else { return nil }
        self.file = file
        self.job = Int32(truncatingIfNeeded: job)
    }

    /// Whether every event reached the file.
    package var intact: Bool { !broken.load(ordering: .acquiring) }

    /// Appends one event as a record.
    package func append(_ event: TraceEvent) {
        guard intact else { return }
        if !file.append(job: job, event) { broken.store(true, ordering: .releasing) }
    }
}
