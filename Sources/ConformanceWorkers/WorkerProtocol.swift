import AdapterConformance
import ConformanceVocabulary
import Foundation
import Synchronization

/// One job the supervisor sends a worker: run this scenario against that adapter. `id` is
/// unique within a run; every reply names it, so an answer can never be paired with the
/// wrong scenario.
package struct WorkerJob: Sendable {
    package let id: Int
    package let adapter: String
    /// The scenario as sent, or where the worker draws it from.
    package let source: Source
    package let seed: UInt64
    /// Keep the worker alive a while after the scenario, so a crash that the scenario set up
    /// (a thread that traps later) happens while this job is still the one being watched.
    package var linger = false
    /// Real time to wait for calls from an adapter that kept a completion handler, when not
    /// the engine's default (`RunOptions.settleMilliseconds`); fuzzing waits less.
    package var settleMilliseconds: Int?
    /// Instead of running `scenario`, ask the adapter class what the report says about it
    /// (``ConformanceEngine/describe(_:options:)``): a supervisor never calls adapter code.
    package var describesAdapter = false
    /// The reply carries the trace only when the result shows something
    /// (``ScenarioResult/showsFindingOrFault``), and the supervisor does not read the spill of
    /// a job that showed nothing: a fuzz run looks at the traces of findings alone, and counts
    /// the rules judged in the rest (their skipped outcomes are left out of the reply too).
    package var tracesFindingsOnly = false

    /// Where a job's scenario comes from.
    package enum Source: Sendable, Equatable {
        /// Sent whole.
        case given(Scenario)
        /// Scenario `index` of a fuzz run's generator, drawn by whoever needs it: the worker
        /// that runs it, the supervisor only for a crash or a hang. Drawing was most of what a
        /// fuzz run's supervisor did, and encoding and decoding the scenario a tenth of a job.
        case drawn(seed: UInt64, target: FuzzTarget, index: Int)

        /// The scenario (drawn again each time for a drawn one).
        package var scenario: Scenario {
            guard let scenario = scenarioIfAny else { preconditionFailure("the fuzz target leaves nothing to draw") }
            return scenario
        }

        /// The scenario (drawn again each time for a drawn one), or nil for a drawn one whose
        /// target leaves nothing to draw: the supervisor sends none, but a worker answers even
        /// such a job.
        package var scenarioIfAny: Scenario? {
            switch self {
            case .given(let scenario): return scenario
            case .drawn(let seed, let target, let index):
                let generator = ScenarioGenerator.shared(seed: seed, target: target)
                return generator.isEmpty ? nil : generator.scenario(at: index)
            }
        }
    }

    /// The job's scenario (drawn again each time for a drawn job).
    package var scenario: Scenario { source.scenario }

    /// The job that describes `adapter` for the report.
    package static func description(id: Int, adapter: String, seed: UInt64) -> WorkerJob {
        var job = WorkerJob(id: id, adapter: adapter, scenario: ConformanceEngine.descriptionScenario, seed: seed)
        job.describesAdapter = true
        return job
    }

    package init(id: Int, adapter: String, scenario: Scenario, seed: UInt64) {
        self.init(id: id, adapter: adapter, source: .given(scenario), seed: seed)
    }

    package init(id: Int, adapter: String, source: Source, seed: UInt64) {
        self.id = id
        self.adapter = adapter
        self.source = source
        self.seed = seed
    }
}

/// A worker's answer to one job, on the worker's private channel.
package struct WorkerReply: Sendable {
    package enum Outcome: Sendable {
        /// The judged result, and where its trace is.
        case result(ScenarioResult, trace: TracePlace)
        /// The worker could not run the job, or lost what it needs to report it.
        case failure(String)
        /// A job answered before, judged again: its adapter kept a completion handler and
        /// called into it after the scenario ended (see `LateCalls`). Sent once the worker's
        /// input ended, with the whole trace.
        case late(ScenarioResult)
    }

    /// Where a result's trace is.
    package enum TracePlace: UInt8, Sendable {
        /// In the result.
        case inReply = 0
        /// Only in the worker's trace file (encoding it twice was a large part of a worker's cost).
        case spilled = 1
        /// Nowhere the supervisor reads: a job that wanted traces of findings only
        /// (``WorkerJob/tracesFindingsOnly``) and showed none; its result keeps only the
        /// outcomes of rules it judged.
        case omitted = 2
    }

    package let job: Int
    package let outcome: Outcome
    /// Where the worker's output files ended as the job was answered: the job wrote what lies
    /// between the previous job's ends and these.
    package var ends: StreamEnds?

    package init(job: Int, outcome: Outcome, ends: StreamEnds? = nil) {
        self.job = job
        self.outcome = outcome
        self.ends = ends
    }
}

/// The lengths of a worker's standard output and standard error files (-1 when unknown), and
/// where its trace spill's records ended (``TraceSpillFile/end``).
package struct StreamEnds: Sendable {
    package var output: Int
    package var error: Int
    package var trace: Int = -1
}

/// The line a worker writes once its channel is private, before any reply. A relaunched test
/// binary may write to its standard output before it takes the worker role (the test
/// library's own lines), and the supervisor skips everything up to this line; a worker that
/// ends before writing it could not be started.
package enum WorkerHandshake {
    package static let ready = Data("conformance-worker-ready".utf8)
    /// The payload of a worker's last frame, sent once nothing it ran can still call in or
    /// crash it (its linger is over) and just before it exits: its supervisor need not wait for
    /// the process to end (tearing a process down takes its kernel a millisecond or two) to
    /// know that nothing more is to be charged to it. A worker that dies sends none.
    package static let end = Data("conformance-worker-end".utf8)
}

/// A job on the worker's input: one ``ChannelFrame`` of a compact binary form (the job's
/// fields, the scenario through ``ScenarioCodec``); JSON of the scenario would be the largest
/// part of what a job costs its two processes.
extension WorkerJob {
    package var frame: Data {
        var bytes: [UInt8] = []
        appendFrame(to: &bytes)
        return Data(bytes)
    }

    /// Appends the job's frame to `bytes`, written in place: a batch of jobs is one buffer,
    /// with no copy of each frame into it.
    package func appendFrame(to frames: inout [UInt8]) {
        ChannelFrame.append(to: &frames, appendPayload)
    }

    private func appendPayload(to bytes: inout [UInt8]) {
        var writer = BinaryWriter(bytes: bytes)
        bytes = []
        writer.int(id)
        writer.int(Int(Int64(bitPattern: seed)))
        writer.string(adapter)
        writer.bool(linger)
        writer.bool(describesAdapter)
        writer.optional(settleMilliseconds) { $0.int($1) }
        writer.bool(tracesFindingsOnly)
        switch source {
        case .given(let scenario):
            writer.byte(0)
            ScenarioCodec.encode(scenario, into: &writer.bytes)
        case .drawn(let seed, let target, let index):
            writer.byte(1)
            writer.int(Int(Int64(bitPattern: seed)))
            writer.int(index)
            ScenarioCodec.encode(target, into: &writer.bytes)
        }
        bytes = writer.bytes
    }

    /// The job a frame's bytes hold, or nil if they hold none.
    package init?(payload data: Data) {
        let decoded: WorkerJob? = data.withUnsafeBytes { bytes in
            var reader = BinaryReader(bytes: bytes)
            do throws(BinaryReader.Failure) {
                let id = try reader.int()
                let seed = UInt64(bitPattern: Int64(try reader.int()))
                let adapter = try reader.string()
                let linger = try reader.bool()
                let describes = try reader.bool()
                let settle = try reader.optional { reader throws(BinaryReader.Failure) in try reader.int() }
                let findingsOnly = try reader.bool()
                let source: Source
                if try reader.bool() {
                    let drawSeed = UInt64(bitPattern: Int64(try reader.int()))
                    let index = try reader.int()
                    guard index >= 0, let target = DrawnTarget.decode(bytes, offset: &reader.offset) else {
                        return nil
                    }
                    source = .drawn(seed: drawSeed, target: target, index: index)
                } else {
                    guard let scenario = ScenarioCodec.decode(bytes, offset: &reader.offset) else { return nil }
                    source = .given(scenario)
                }
                guard reader.isAtEnd else { return nil }
                var job = WorkerJob(id: id, adapter: adapter, source: source, seed: seed)
                job.linger = linger
                job.describesAdapter = describes
                job.settleMilliseconds = settle
                job.tracesFindingsOnly = findingsOnly
                return job
            } catch {
                return nil
            }
        }
        guard let decoded else { return nil }
        self = decoded
    }
}

/// The fuzz target of the last drawn job a worker read, with its bytes. Every job of a fuzz
/// run carries the same target (any worker can take any job, a new one included), and
/// decoding its rule names for each job took a worker 1–2 % of a fuzz run.
private enum DrawnTarget {
    private static let last = Mutex<(bytes: [UInt8], target: FuzzTarget)?>(nil)

    /// The target at `offset`, the job's last field, reading up to the end of `bytes`.
    static func decode(_ bytes: UnsafeRawBufferPointer, offset: inout Int) -> FuzzTarget? {
        let rest = UnsafeRawBufferPointer(rebasing: bytes[offset...])
        let known = last.withLock { last -> FuzzTarget? in
            guard let last, last.bytes.count == rest.count,
                last.bytes.withUnsafeBytes({ memcmp($0.baseAddress!, rest.baseAddress!, rest.count) }) == 0
            else { return nil }
            return last.target
        }
        if let known {
            offset = bytes.count
            return known
        }
        let start = offset
        guard let target = ScenarioCodec.decodeTarget(bytes, offset: &offset) else { return nil }
        let read = Array(UnsafeRawBufferPointer(rebasing: bytes[start..<offset]))
        last.withLock { $0 = (read, target) }
        return target
    }
}

/// A reply on the channel: one ``ChannelFrame`` of a compact binary form (the job's ID, the
/// output ends, the outcome, the result through ``ScenarioResultCodec``), which costs a
/// fraction of JSON on both sides.
extension WorkerReply {
    package var frame: Data {
        var writer = BinaryWriter()
        writer.int(job)
        writer.optional(ends) { writer, ends in
            writer.int(ends.output)
            writer.int(ends.error)
            writer.int(ends.trace)
        }
        switch outcome {
        case .result(let result, let trace):
            writer.byte(0)
            writer.byte(trace.rawValue)
            ScenarioResultCodec.encode(result, into: &writer.bytes)
        case .failure(let message):
            writer.byte(1)
            writer.string(message)
        case .late(let result):
            writer.byte(2)
            ScenarioResultCodec.encode(result, into: &writer.bytes)
        }
        return ChannelFrame.frame(writer.bytes)
    }

    /// The reply a frame's bytes hold, or nil if they hold none (bytes the adapter forged, say).
    package init?(payload data: Data) {
        let decoded: WorkerReply? = data.withUnsafeBytes { bytes in
            var reader = BinaryReader(bytes: bytes)
            do throws(BinaryReader.Failure) {
                let job = try reader.int()
                let ends = try reader.optional { reader throws(BinaryReader.Failure) in
                    StreamEnds(output: try reader.int(), error: try reader.int(), trace: try reader.int())
                }
                let outcome: Outcome
                switch try reader.byte() {
                case 0:
                    guard let trace = TracePlace(rawValue: try reader.byte()),
                        let result = ScenarioResultCodec.decode(bytes, offset: &reader.offset)
                    else { return nil }
                    outcome = .result(result, trace: trace)
                case 1: outcome = .failure(try reader.string())
                case 2:
                    guard let result = ScenarioResultCodec.decode(bytes, offset: &reader.offset) else { return nil }
                    outcome = .late(result)
                default: return nil
                }
                guard reader.isAtEnd else { return nil }
                return WorkerReply(job: job, outcome: outcome, ends: ends)
            } catch {
                return nil
            }
        }
        guard let decoded else { return nil }
        self = decoded
    }
}
