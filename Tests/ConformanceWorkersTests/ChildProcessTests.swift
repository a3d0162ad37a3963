import ConformanceWorkers
import Foundation
import Synchronization
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// How a worker's process is started and how its end is read (``ChildProcess``), and the
/// supervisor's threads (``PromptThread``).
@Suite struct ChildProcessTests {
    /// Runs `script` with `sh`, its output into a pipe; returns the process and the output.
    static func shell(_ script: String, environment: [String: String] = [:], core: Int32? = nil) throws -> (
        ChildProcess, String
    ) {
        let output = Pipe()
        let null = open("/dev/null", O_RDWR)
        defer { close(null) }
        let child = try ChildProcess(
            executable: "/bin/sh", arguments: ["-c", script], environment: environment, input: null,
            output: output.fileHandleForWriting.fileDescriptor, error: null, core: core)
        try output.fileHandleForWriting.close()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        return (child, text)
    }

    @Test func anExitAndASignalAreToldApart() throws {
        let (exiting, _) = try Self.shell("exit 3")
        #expect(exiting.wait() == .exited(3))
        let (signalled, _) = try Self.shell("kill -TERM $$")
        #expect(signalled.wait() == .signaled(SIGTERM))
    }

    @Test func theChildGetsItsEnvironmentAndNoneOfTheParentsOtherDescriptors() throws {
        // A descriptor without close-on-exec, high up as the harness keeps its own.
        let pipeEnds = UnsafeMutablePointer<Int32>.allocate(capacity: 2)
        defer { pipeEnds.deallocate() }
        #expect(pipe(pipeEnds) == 0)
        let kept = dup2(pipeEnds[0], 900)
        defer {
            close(kept)
            close(pipeEnds[0])
            close(pipeEnds[1])
        }
        #expect(kept == 900)
        let (child, text) = try Self.shell(
            "echo \"$WORD\"; for fd in \(pipeEnds[0]) \(pipeEnds[1]) 900; do [ -e /proc/$$/fd/$fd ] && echo open $fd; done; true",
            environment: ["WORD": "given"])
        #expect(child.wait() == .exited(0))
        #expect(text == "given\n")
    }

    @Test func aWaitEndsAtItsDeadlineAndAKilledProcessSaysSo() throws {
        let null = open("/dev/null", O_RDWR)
        defer { close(null) }
        let child = try ChildProcess(
            executable: "/bin/sh", arguments: ["-c", "exec sleep 30"], environment: [:], input: null, output: null,
            error: null)
        #expect(child.wait(until: DispatchTime.now().uptimeNanoseconds + 50_000_000) == nil)
        #expect(child.termination == nil)
        child.kill()
        #expect(child.wait() == .signaled(SIGKILL))
        // Reaped once; asking again tells the same, and a kill now signals nobody.
        child.kill()
        #expect(child.termination == .signaled(SIGKILL))
    }

    /// A worker given a core runs there alone, and its spawning thread keeps its own cores.
    @Test func aChildGivenACoreRunsOnItAlone() throws {
        let mask = try #require(PromptThread.callingThreadCores)
        let cores = try #require(PromptThread.callingThreadCoreNumbers)
        let core = try #require(cores.last)
        let (child, text) = try Self.shell("grep Cpus_allowed_list /proc/self/status", core: core)
        #expect(child.wait() == .exited(0))
        #expect(text.split(separator: "\t").last == "\(core)\n")
        #expect(PromptThread.callingThreadCores == mask)
        let (free, everywhere) = try Self.shell("grep Cpus_allowed_list /proc/self/status")
        #expect(free.wait() == .exited(0))
        if cores.count > 1 { #expect(everywhere != text) }
    }

    @Test func aProgramThatCannotBeStartedSaysWhy() {
        #expect(throws: ChildProcess.StartFailure.self) {
            _ = try ChildProcess(
                executable: "/nonexistent/program", arguments: [], environment: [:], input: 0, output: 1, error: 2)
        }
    }

    /// The thread may start on another core, but runs on every core the process may use.
    @Test func aPromptThreadRunsItsBodyOnTheProcesssCores() async {
        let expected = PromptThread.callingThreadCores
        #expect(expected != nil)
        let seen = Mutex<[UInt8]?>(nil)
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let started = PromptThread.start(stackSize: 1 << 20) {
                seen.withLock { $0 = PromptThread.callingThreadCores }
                continuation.resume()
            }
            #expect(started)
        }
        #expect(seen.withLock { $0 } == expected)
    }
}
