import ConformanceWorkers
import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// A supervisor waits for replies on its worker's doorbell, not on the channel: replies the
/// worker wrote without ringing are still found (at the next tick), a frame longer than a
/// pipe holds comes whole, and a worker whose doorbell and channel close ends the read at
/// once rather than at the deadline.
@Suite struct DoorbellChannelTests {
    /// A pipe's two ends, the read end non-blocking as a supervisor's is.
    static func pipeEnds() -> (read: Int32, write: Int32) {
        var ends: [Int32] = [0, 0]
        precondition(pipe(&ends) == 0)
        _ = fcntl(ends[0], F_SETFL, fcntl(ends[0], F_GETFL) | O_NONBLOCK)
        return (ends[0], ends[1])
    }

    static func write(_ data: Data, to descriptor: Int32) {
        precondition(HarnessDescriptor.writeAll(descriptor, data))
    }

    static func frame(_ payload: [UInt8]) -> Data { ChannelFrame.frame(payload) }

    static func deadline(seconds: Double) -> UInt64 { DispatchTime.now().uptimeNanoseconds + UInt64(seconds * 1e9) }

    @Test func unrungRepliesAreFoundAndTheEndComesAtOnce() {
        let channel = Self.pipeEnds()
        let doorbell = Self.pipeEnds()
        let reader = ChannelReader(descriptor: channel.read, doorbell: doorbell.read)
        defer {
            close(channel.read)
            close(doorbell.read)
        }
        // Three replies, no ring.
        for byte in UInt8(1)...3 { Self.write(Self.frame([byte, byte]), to: channel.write) }
        for byte in UInt8(1)...3 {
            guard case .message(let payload) = reader.nextFrame(deadline: Self.deadline(seconds: 2)) else {
                Issue.record("reply \(byte) was not read")
                return
            }
            #expect(payload == Data([byte, byte]))
        }
        // Nothing more and no ring: the deadline.
        guard case .timedOut = reader.nextFrame(deadline: Self.deadline(seconds: 0.05)) else {
            Issue.record("a read with nothing sent did not time out")
            return
        }
        // The worker goes away: both ends close, and the read ends long before its deadline.
        close(doorbell.write)
        close(channel.write)
        // The end, not the deadline's time-out: the read did not wait the 20 s out.
        guard case .endOfFile = reader.nextFrame(deadline: Self.deadline(seconds: 20)) else {
            Issue.record("the end of the channel was not seen")
            return
        }
    }

    @Test func aFrameLongerThanAPipeHoldsComesWhole() {
        let channel = Self.pipeEnds()
        let doorbell = Self.pipeEnds()
        let reader = ChannelReader(descriptor: channel.read, doorbell: doorbell.read)
        let payload = (0..<300_000).map { UInt8($0 % 251) }
        let writer = Thread {
            Self.write(Self.frame(payload), to: channel.write)
            var ring: UInt8 = 1
            _ = Glibc.write(doorbell.write, &ring, 1)
            close(channel.write)
            close(doorbell.write)
        }
        writer.start()
        guard case .message(let read) = reader.nextFrame(deadline: Self.deadline(seconds: 20)) else {
            Issue.record("the long frame was not read")
            return
        }
        #expect(read == Data(payload))
        guard case .endOfFile = reader.nextFrame(deadline: Self.deadline(seconds: 20)) else {
            Issue.record("the end of the channel was not seen")
            return
        }
        close(channel.read)
        close(doorbell.read)
    }

    /// A worker rings once per refill of its supervisor's pipeline, as the supervisor told it,
    /// and at once when it has no job left; a worker told nothing (or nonsense) rings as the
    /// balanced pipeline needs.
    @Test(arguments: [WorkerPipeline.balanced, .adaptive])
    func aWorkerRingsOncePerRefillOfItsPipeline(pipeline: WorkerPipeline) throws {
        let directory = try WorkerFiles.makeDirectory()
        defer { WorkerFiles.removeDirectory(directory) }
        let bell = try #require(WorkerDoorbell.openForSupervisor(directory: directory))
        defer { close(bell) }
        func rings() -> Int {
            var bytes = [UInt8](repeating: 0, count: 256)
            return max(0, read(bell, &bytes, bytes.count))
        }
        let told = WorkerPipeline.repliesPerRing(
            environment: [WorkerPipeline.environmentKey: String(pipeline.repliesPerRing)])
        #expect(told == pipeline.repliesPerRing)
        var ringer = WorkerDoorbell.Ringer(directory: directory, repliesPerRing: told)
        for _ in 0..<(3 * told - 1) { ringer.replied(bytes: 100, idle: false) }
        #expect(rings() == 2)
        ringer.replied(bytes: 100, idle: true)
        #expect(rings() == 1)
        ringer.replied(bytes: 100, idle: true)
        #expect(rings() == 1)
    }

    @Test func aWorkerToldNothingRingsAsTheBalancedPipelineNeeds() {
        let balanced = WorkerPipeline.balanced.repliesPerRing
        #expect(WorkerPipeline.repliesPerRing(environment: [:]) == balanced)
        for nonsense in ["", "0", "-3", "many"] {
            #expect(WorkerPipeline.repliesPerRing(environment: [WorkerPipeline.environmentKey: nonsense]) == balanced)
        }
        #expect(WorkerPipeline.adaptive.repliesPerRing > balanced)
    }

    /// An adaptive pipeline goes deep only once a few short scenarios are known, and back to
    /// the balanced depth within a few jobs once they run long; the balanced one never moves.
    @Test func anAdaptivePipelineGoesDeepOnlyWhileScenariosAreShort() {
        let balanced = WorkerPipeline.balanced
        let deep = WorkerPipeline.adaptive
        for mean in [nil, 0.000_1, 0.1] {
            #expect(balanced.limits(meanJobSeconds: mean) == (balanced.depth, balanced.refillAt))
        }
        var pace = JobPace()
        for _ in 0..<3 { pace.ran(seconds: 0.000_1) }
        #expect(deep.limits(meanJobSeconds: pace.meanSeconds) == (balanced.depth, balanced.refillAt))
        pace.ran(seconds: 0.000_1)
        #expect(deep.limits(meanJobSeconds: pace.meanSeconds) == (deep.depth, deep.refillAt))
        pace.ran(seconds: 0.1)
        #expect(deep.limits(meanJobSeconds: pace.meanSeconds) == (balanced.depth, balanced.refillAt))
        pace.reset()
        #expect(pace.meanSeconds == nil)
    }
}
