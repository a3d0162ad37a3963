import AdapterConformance
import ConformanceVocabulary
import ConformanceWorkers
import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// The worker protocol's messages: jobs and replies in frames, written into one buffer in
/// turn, read back by the channel whatever pieces the writes cut them into.
@Suite struct WorkerProtocolTests {
    /// The catalog scenario with the most steps; that every field of a scenario comes back is
    /// ScenarioCodecTests' to show.
    static let scenario = try! BuiltInScenarios.load().max { $0.steps.count < $1.steps.count }!

    @Test func aWorkerJobFrameComesBackEqual() throws {
        var job = WorkerJob(id: 12, adapter: "Some.Adapter", scenario: Self.scenario, seed: .max)
        job.linger = true
        job.settleMilliseconds = 10
        let decoded = try #require(WorkerJob(payload: job.frame.dropFirst(4)))
        #expect(decoded.id == 12 && decoded.adapter == "Some.Adapter" && decoded.seed == .max)
        #expect(decoded.linger && !decoded.describesAdapter && decoded.settleMilliseconds == 10)
        #expect(decoded.scenario == Self.scenario)
        let description = WorkerJob.description(id: 3, adapter: "A", seed: 0)
        let read = try #require(WorkerJob(payload: description.frame.dropFirst(4)))
        #expect(read.describesAdapter && read.settleMilliseconds == nil && read.scenario == description.scenario)
        #expect(WorkerJob(payload: Data("{\"id\":1}".utf8)) == nil)
    }

    /// A batch is one buffer the frames are written into in turn; each frame's length is
    /// patched in where that frame starts.
    @Test func framesAppendedToOneBufferReadBackInTurn() throws {
        let first = WorkerJob(id: 1, adapter: "A", scenario: Self.scenario, seed: 1)
        let second = WorkerJob.description(id: 2, adapter: "Another", seed: 2)
        var batch: [UInt8] = []
        first.appendFrame(to: &batch)
        second.appendFrame(to: &batch)
        var jobs: [WorkerJob] = []
        var offset = 0
        while offset + 4 <= batch.count {
            let length = batch[offset..<offset + 4].reversed().reduce(0) { $0 << 8 | Int($1) }
            jobs.append(try #require(WorkerJob(payload: Data(batch[offset + 4..<offset + 4 + length]))))
            offset += 4 + length
        }
        #expect(offset == batch.count)
        #expect(jobs.map(\.id) == [1, 2] && jobs.map(\.adapter) == ["A", "Another"])
        #expect(jobs[0].scenario == Self.scenario && jobs[1].describesAdapter)
        #expect(Data(batch) == first.frame + second.frame)
    }

    /// A fuzz job names where its scenario is drawn from, not the scenario: the worker draws
    /// the same scenario the supervisor would.
    @Test func aDrawnJobFrameNamesItsScenario() throws {
        let target = FuzzTarget(formats: [.native, .banner], rules: [.load1, .opt9])
        var job = WorkerJob(id: 5, adapter: "A", source: .drawn(seed: 9, target: target, index: 41), seed: 9)
        job.tracesFindingsOnly = true
        let decoded = try #require(WorkerJob(payload: job.frame.dropFirst(4)))
        #expect(decoded.source == .drawn(seed: 9, target: target, index: 41) && decoded.tracesFindingsOnly)
        #expect(decoded.scenario == ScenarioGenerator(seed: 9, target: target).scenario(at: 41))
        // Each job's own target, whichever a worker read before (it keeps the last one).
        let other = WorkerJob.Source.drawn(seed: 9, target: FuzzTarget(formats: [.rewarded], rules: [.ful1]), index: 2)
        for source in [job.source, other, job.source, other] {
            let sent = WorkerJob(id: 6, adapter: "A", source: source, seed: 9)
            #expect(WorkerJob(payload: sent.frame.dropFirst(4))?.source == source)
        }
        let given = try #require(
            WorkerJob(payload: WorkerJob(id: 1, adapter: "A", scenario: Self.scenario, seed: 0).frame.dropFirst(4)))
        #expect(!given.tracesFindingsOnly && given.source == .given(Self.scenario))
        // A rule or format this harness does not know is no job.
        var bytes = [UInt8](job.frame.dropFirst(4))
        let rule = Array("OPT-9".utf8)
        let at = try #require(bytes.indices.first { bytes[$0...].starts(with: rule) })
        bytes[at] = UInt8(ascii: "X")
        #expect(WorkerJob(payload: Data(bytes)) == nil)
    }

    /// The channel: lines up to the handshake, then frames, whatever the writes cut them into;
    /// a length no writer sends ends the channel instead of being waited for.
    @Test func theChannelReadsLinesThenFramesAcrossWrites() throws {
        var pipe: [Int32] = [0, 0]
        #expect(Glibc.pipe(&pipe) == 0)
        defer { close(pipe[0]) }
        let job = WorkerJob(id: 7, adapter: "A", scenario: Self.scenario, seed: 1)
        let reply = WorkerReply(job: 7, outcome: .failure("no"))
        var stream = Data("noise\n".utf8) + WorkerHandshake.ready + Data([0x0A]) + job.frame + reply.frame
        stream.append(contentsOf: [0xFF, 0xFF, 0xFF, 0x7F, 1, 2, 3])
        let (bytes, writeEnd) = (stream, pipe[1])
        let writer = Thread {
            // Three bytes at a time: every message arrives in pieces.
            var offset = 0
            while offset < bytes.count {
                let piece = bytes[offset..<min(offset + 3, bytes.count)]
                _ = piece.withUnsafeBytes { write(writeEnd, $0.baseAddress, $0.count) }
                offset += piece.count
            }
            close(writeEnd)
        }
        writer.start()
        let reader = ChannelReader(descriptor: pipe[0])
        guard case .message(let noise) = reader.nextLine(deadline: .max),
            case .message(let ready) = reader.nextLine(deadline: .max),
            case .message(let jobBytes) = reader.nextFrame(deadline: .max),
            case .message(let replyBytes) = reader.nextFrame(deadline: .max),
            case .message(let garbage) = reader.nextFrame(deadline: .max)
        else {
            Issue.record("the channel ended early")
            return
        }
        #expect(noise == Data("noise".utf8) && ready == WorkerHandshake.ready)
        #expect(WorkerJob(payload: jobBytes)?.scenario == Self.scenario)
        let read = try #require(WorkerReply(payload: replyBytes))
        #expect(read.job == 7 && read.ends == nil)
        if case .failure(let message) = read.outcome {
            #expect(message == "no")
        } else {
            Issue.record("\(read.outcome)")
        }
        #expect(garbage.isEmpty && WorkerReply(payload: garbage) == nil)
        guard case .endOfFile = reader.nextFrame(deadline: .max) else {
            Issue.record("the channel went on after a length no writer sends")
            return
        }
    }
}
