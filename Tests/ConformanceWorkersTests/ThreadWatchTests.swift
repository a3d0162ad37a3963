import Foundation
import Synchronization
import Testing

@testable import ConformanceWorkers

#if canImport(Glibc)
import Glibc
#endif

/// How a worker tells the threads a job left running (``ThreadWatch``), and on which cores a
/// pool's workers run (``WorkerPool/workerCores(_:)``).
@Suite(.serialized) struct ThreadWatchTests {
    /// A thread that runs until `join`, then ends. It sleeps in steps rather than waiting on a
    /// semaphore: a thread inherits its creator's name, and one started from a Dispatch pool
    /// thread (where tests run) waiting on a futex would pass for an idle pool thread.
    final class HeldThread: Sendable {
        private let released = Atomic<Bool>(false)
        private let ended = Atomic<Bool>(false)
        init() {
            let thread = Thread { [self] in
                while !released.load(ordering: .acquiring) { usleep(1_000) }
                ended.store(true, ordering: .releasing)
            }
            thread.start()
        }
        func join() {
            released.store(true, ordering: .releasing)
            while !ended.load(ordering: .acquiring) { usleep(1_000) }
            // The kernel drops the thread from the task list a moment after its last line.
            usleep(20_000)
        }
    }

    /// The calling thread, which the watch never counts as a straggler.
    static var current: Int32? { ThreadWatch.threadID() }

    // Only a thread that must be seen is asserted: other suites of this process start
    // threads of their own at any moment, which the watch rightly counts too.

    @Test func aThreadStartedDuringTheJobIsAStraggler() {
        let watch = ThreadWatch()
        watch.begin()
        let held = HeldThread()
        #expect(watch.hasStragglers(current: Self.current))
        held.join()
    }

    /// The look that finds nothing new is cheap; it must not turn blind for the next job.
    @Test func aThreadStartedAfterQuietJobsIsStillSeen() {
        let watch = ThreadWatch()
        for _ in 0..<3 {
            watch.begin()
            _ = watch.hasStragglers(current: Self.current)
        }
        watch.begin()
        let held = HeldThread()
        #expect(watch.hasStragglers(current: Self.current))
        held.join()
    }

    /// An adapter that closes every descriptor it finds takes the watch's files with it; the
    /// watch opens them again rather than reading whatever file took their numbers.
    @Test func aClosedDescriptorDoesNotBlindTheWatch() throws {
        let watch = ThreadWatch()
        watch.begin()
        _ = watch.hasStragglers(current: Self.current)
        guard case .open(let kept, _, _) = watch.lastIssued else {
            Issue.record("the watch reads the kernel's last issued ID from a file it keeps open")
            return
        }
        // What the adapter opens next gets the number: a file of digits, as the watch reads.
        let digits = FileManager.default.temporaryDirectory.appendingPathComponent("thread-watch-\(getpid())")
        FileManager.default.createFile(atPath: digits.path, contents: Data("12345\n".utf8))
        defer { try? FileManager.default.removeItem(at: digits) }
        let opened = open(digits.path, O_RDONLY)
        try #require(opened >= 0)
        defer { close(opened) }
        close(kept)
        try #require(dup2(opened, kept) == kept)
        defer { close(kept) }
        watch.begin()
        _ = watch.hasStragglers(current: Self.current)
        if case .open(let reopened, _, _) = watch.lastIssued {
            #expect(reopened != kept)
        } else {
            Issue.record("the watch opened the file again")
        }
        watch.begin()
        let held = HeldThread()
        #expect(watch.hasStragglers(current: Self.current))
        held.join()
    }

    @Test func twoOrMoreWorkersGetACoreEachWhereThereAreEnough() throws {
        let mask = try #require(PromptThread.callingThreadCores)
        let available = mask.reduce(0) { $0 + $1.nonzeroBitCount }
        #expect(PromptThread.callingThreadCoreNumbers?.count == available)
        #expect(WorkerPool.workerCores(1) == nil)
        #expect(WorkerPool.workerCores(available + 1) == nil)
        if available >= 2 {
            let cores = try #require(WorkerPool.workerCores(2))
            #expect(cores.count == 2 && Set(cores).count == 2)
            // Each is a core the process may use, read from the kernel's mask itself.
            for core in cores { #expect(mask[Int(core) / 8] & (1 << (core % 8)) != 0) }
        }
    }
}
