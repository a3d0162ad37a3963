import CProcessControl
import Foundation
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// A worker's process, started with `posix_spawn` and reaped by whoever asks how it ended.
/// Foundation's `Process` measured 2.6 ms a start on Linux, most of it in the child before
/// `exec`, closing every descriptor number below the highest open one (a thousand in a
/// supervisor, whose main queue's descriptor is moved to 1000), one call apiece; the child
/// here closes them with one. The kernel's descriptor for the process (a pidfd, opened at the
/// start) is what a wait sleeps on, and the process is reaped under a lock, so a signal is
/// never sent to an ID the kernel may have given to another process since.
package final class ChildProcess: Sendable {
    package enum Termination: Equatable, Sendable {
        case exited(Int32)
        case signaled(Int32)
    }

    package struct StartFailure: Error, CustomStringConvertible {
        package let code: Int32
        package var description: String { String(cString: strerror(code)) }
    }

    package let pid: Int32
    /// Readable once the process has ended; -1 on a kernel without pidfds (before 5.3).
    private let exitDescriptor: Int32
    private let ended = Mutex<Termination?>(nil)

    /// Starts `executable` with `arguments` (after its own path) and `environment`, its
    /// standard input, output and error on the descriptors given, every other descriptor
    /// closed, and signals as a new process has them (default handling, none blocked); on
    /// `core` alone when one is given, else where this thread may run.
    package init(
        executable: String, arguments: [String], environment: [String: String], input: Int32, output: Int32,
        error: Int32, core: Int32? = nil
    ) throws(StartFailure) {
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for pointer in argv + envp { free(pointer) }
        }
        var child: Int32 = 0
        let result = conformance_spawn(executable, argv, envp, input, output, error, core ?? -1, &child)
        guard result == 0 else { throw StartFailure(code: result) }
        pid = child
        exitDescriptor = conformance_exit_descriptor(child)
    }

    deinit {
        if exitDescriptor >= 0 { close(exitDescriptor) }
    }

    /// How the process ended, or nil while it runs. The first call after its end reaps it.
    package var termination: Termination? {
        ended.withLock { termination in
            if termination == nil { termination = Self.reap(pid) }
            return termination
        }
    }

    /// Waits until the process has ended, or until `deadline` (an uptime in nanoseconds).
    @discardableResult
    package func wait(until deadline: UInt64 = .max) -> Termination? {
        while true {
            if let termination { return termination }
            let now = DispatchTime.now().uptimeNanoseconds
            guard now < deadline else { return nil }
            if exitDescriptor >= 0 {
                _ = HarnessDescriptor.waitReadable(exitDescriptor, until: deadline, atMost: 5_000)
            } else {
                usleep(UInt32(min(1_000, (deadline - now) / 1_000)))
            }
        }
    }

    /// Kills the process unless it was reaped already.
    package func kill() {
        ended.withLock { termination in
            if termination == nil { _ = Glibc.kill(pid, SIGKILL) }
        }
    }

    /// Reaps the process once it ends, on a thread of the system's, for one that is ending
    /// and that nobody waits for.
    package func reapWhenEnded() {
        DispatchQueue.global(qos: .utility).async { self.wait() }
    }

    private static func reap(_ pid: Int32) -> Termination? {
        var status: Int32 = 0
        while true {
            let result = waitpid(pid, &status, WNOHANG)
            if result == pid { break }
            if result < 0 && errno == EINTR { continue }
            // 0: still running. ECHILD cannot happen, since only this type reaps its child.
            return nil
        }
        // The wait-status layout (<sys/wait.h>): the low seven bits hold the terminating
        // signal, zero for an exit, whose status is the next byte.
        let signal = status & 0x7F
        return signal == 0 ? .exited((status >> 8) & 0xFF) : .signaled(signal)
    }
}
