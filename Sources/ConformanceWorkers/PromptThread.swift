import CProcessControl

/// A detached thread that starts running at once, on a core other than its creator's where
/// there is one (see `conformance_start_thread`): a supervisor's thread started by a run that
/// goes on loading its scenarios waited 2–2.5 ms for its first instruction with `Thread`, the
/// time before the run's first worker was spawned.
package enum PromptThread {
    private final class Body {
        let run: @Sendable () -> Void
        init(_ run: @escaping @Sendable () -> Void) { self.run = run }
    }

    /// Starts `body` on a new thread with a stack of `stackSize` bytes; false if the system
    /// would not start one.
    package static func start(stackSize: Int, _ body: @escaping @Sendable () -> Void) -> Bool {
        let context = Unmanaged.passRetained(Body(body)).toOpaque()
        let result = conformance_start_thread(
            { context in Unmanaged<Body>.fromOpaque(context!).takeRetainedValue().run() }, context, stackSize)
        if result != 0 { Unmanaged<Body>.fromOpaque(context).release() }
        return result == 0
    }

    /// The cores the calling thread may run on (the kernel's CPU set, as bytes), if it says.
    package static var callingThreadCores: [UInt8]? {
        var cores = cpu_set_t()
        guard conformance_thread_cores(&cores) == 0 else { return nil }
        return withUnsafeBytes(of: &cores) { Array($0) }
    }

    /// The numbers of those cores, lowest first.
    package static var callingThreadCoreNumbers: [Int32]? {
        callingThreadCores.map { mask in
            mask.indices.flatMap { byte in
                (0..<8).filter { mask[byte] & (1 << $0) != 0 }.map { Int32(byte * 8 + $0) }
            }
        }
    }
}
