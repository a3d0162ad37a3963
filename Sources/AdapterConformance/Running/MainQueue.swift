import Foundation

/// Lets work queued on the main queue run, the way the SDK's main run loop would: adapters
/// hop there with `DispatchQueue.main.async`, and Swift's main actor shares that queue.
@MainActor
enum MainQueue {
    /// Waits until everything enqueued on the main queue so far has run.
    static func drainOnce() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            DispatchQueue.main.async { continuation.resume() }
        }
        ThreadLabel.markMain()
    }

    /// Drains until a pass adds nothing to the trace (chains of hops), at most `limit` passes.
    static func drain(host: ScenarioHost, limit: Int = 8) async {
        var last = -1
        var passes = 0
        while passes < limit {
            await drainOnce()
            passes += 1
            let count = host.eventCount
            if count == last && passes >= 2 { return }
            last = count
        }
    }
}
