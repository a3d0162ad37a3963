import Foundation

/// A job as the supervisor holds it: what the worker is sent, how to start a worker that can
/// run it, and how long it may take before it counts as hung.
package struct PoolJob: Sendable {
    package var job: WorkerJob
    package var launch: WorkerLaunch
    package var timeout: Duration

    package init(job: WorkerJob, launch: WorkerLaunch, timeout: Duration) {
        self.job = job
        self.launch = launch
        self.timeout = timeout
    }
}

extension Duration {
    /// Whole nanoseconds, for `ChannelReader` deadlines.
    var nanoseconds: UInt64 {
        UInt64(components.seconds) * 1_000_000_000 + UInt64(components.attoseconds / 1_000_000_000)
    }
}
