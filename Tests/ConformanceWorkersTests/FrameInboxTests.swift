import ConformanceWorkers
import Foundation
import Testing

/// A worker's frames reach its main actor in order, whether they waited for it or it waited
/// for them, and the end of the input comes after the last frame.
@MainActor
@Suite struct FrameInboxTests {
    nonisolated static func frame(_ byte: UInt8) -> Data { Data([byte]) }

    @Test func framesThatWaitedComeInOrderThenTheEnd() async {
        let inbox = FrameInbox()
        for byte in UInt8(1)...5 { inbox.put(Self.frame(byte)) }
        inbox.finish()
        var taken: [Data] = []
        while let frame = await inbox.next() { taken.append(frame) }
        #expect(taken == (UInt8(1)...5).map(Self.frame))
        #expect(await inbox.next() == nil)
    }

    @Test func aWaitingConsumerGetsEachFrameFromAnotherThread() async {
        let inbox = FrameInbox()
        let count = 200
        // The reader's pace is its own: some frames find the consumer waiting, some queue.
        Thread {
            for index in 0..<count {
                if index % 3 == 0 { usleep(200) }
                inbox.put(Self.frame(UInt8(index % 256)))
            }
            inbox.finish()
        }.start()
        var taken: [Data] = []
        while let frame = await inbox.next() { taken.append(frame) }
        #expect(taken == (0..<count).map { Self.frame(UInt8($0 % 256)) })
    }
}
