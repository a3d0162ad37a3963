import ConformanceVocabulary
import Foundation
import ScriptedNetwork
import Synchronization

/// Where the SDK's class-level calls (version queries) are made, and what happens when they
/// do not return.
///
/// In the CLI and its workers the engine's main lane is the process's main thread: a call made
/// there sees `Thread.isMainThread == true`, as on iOS. Under `swift test` it cannot be (the
/// test runner has handed the main thread to `dispatchMain()`, which ends it on Linux; the main
/// queue is drained by a pool thread where `Thread.isMainThread` is false). An adapter whose
/// version query hops to the main queue and waits when it finds itself off the main thread
/// (a production pattern) would wait there for the thread it blocks. So where the lane is not
/// the main thread, class-level calls are made from a thread of their own while the lane keeps
/// draining the main queue, which is what the SDK does when it asks from a background thread:
/// the hop runs on the lane and the query returns.
@MainActor
package enum MainLane {
    /// What a crash or hang may owe to a lane that is not the process's main thread, said
    /// where it is reported when that was so (under `swift test`).
    package static let notTheMainThreadCaveat =
        "The SDK's main thread here is not the process's main thread (swift test hands that to dispatchMain(); "
        + "Thread.isMainThread is false on the main queue): an adapter that checks Thread.isMainThread on it and "
        + "then waits for the main queue (DispatchQueue.main.sync, or async and a semaphore) traps or deadlocks "
        + "here though it works on iOS. The conformance command line runs the SDK's main thread on the process's "
        + "main thread; run the adapter there to tell."

    /// Whether the lane the engine runs on is the process's main thread.
    package static var isProcessMainThread: Bool { Thread.isMainThread }

    /// `body`'s value, computed on the lane when it is the process's main thread, else on a
    /// thread of its own (see above); `onLane` says which, `microseconds` how long `body` took
    /// where it ran (not the trip to its thread and back, which is the harness's).
    /// A `@MainActor` adapter (``AdapterFixture/mainActorIsolated``) is asked on the lane
    /// wherever it is: its members trap anywhere but on the main queue.
    static func classCall<Value>(onLaneAlways: Bool = false, _ body: @escaping @Sendable () -> Value) async -> (
        value: Value, onLane: Bool, microseconds: Int
    ) {
        let timed: @Sendable () -> (Value, Int) = {
            let start = DispatchTime.now().uptimeNanoseconds
            let value = body()
            return (value, Int((DispatchTime.now().uptimeNanoseconds - start) / 1000))
        }
        if isProcessMainThread || onLaneAlways {
            let (value, microseconds) = timed()
            return (value, true, microseconds)
        }
        let (value, microseconds) = await offLane(timed, timeout: nil)!.value
        return (value, false, microseconds)
    }

    /// `body`'s value, computed on a thread of its own while the caller's lane stays free, or
    /// nil when it has not returned within `timeout` (the thread is then left to its fate:
    /// nothing can end a call that hangs in this process, only stop waiting for it).
    package static func offLane<Value>(_ body: @escaping @Sendable () -> Value, timeout: Duration?) async
        -> LegacyTransfer<
            Value
        >?
    {
        let call = LegacyTransfer(body)
        let answered = Atomic<Bool>(false)
        return await withCheckedContinuation { (continuation: CheckedContinuation<LegacyTransfer<Value>?, Never>) in
            let once = LegacyTransfer(continuation)
            let thread = Thread {
                let value = LegacyTransfer(call.value())
                if !answered.exchange(true, ordering: .acquiringAndReleasing) { once.value.resume(returning: value) }
            }
            thread.stackSize = 8 << 20
            thread.start()
            if let timeout {
                DispatchQueue.global().asyncAfter(deadline: .now() + .nanoseconds(Int(timeout.nanosecondsValue))) {
                    if !answered.exchange(true, ordering: .acquiringAndReleasing) { once.value.resume(returning: nil) }
                }
            }
        }
    }
}

extension Duration {
    var nanosecondsValue: Int64 {
        components.seconds * 1_000_000_000 + components.attoseconds / 1_000_000_000
    }
}

/// What a report says about an adapter class, read by worker code (never by a supervisor).
package struct AdapterProperties: Equatable, Sendable {
    /// `adapterVersion()` as text, or why it is unknown.
    package var adapterVersion: String
    /// `adSDKVersion()` as text, or why it is unknown.
    package var networkSDKVersion: String

    package init(adapterVersion: String, networkSDKVersion: String) {
        self.adapterVersion = adapterVersion
        self.networkSDKVersion = networkSDKVersion
    }

    /// What a report shows for a value the adapter never gave.
    package static func unknown(_ why: String) -> String { "unknown, \(why)" }

    /// Both values unknown, for the same reason.
    package static func unknown(because why: String) -> AdapterProperties {
        AdapterProperties(adapterVersion: unknown(why), networkSDKVersion: unknown(why))
    }

    /// What a description job's result says (``ConformanceEngine/describe(_:options:)``), or
    /// why the values are unknown: the job hung, crashed, or never ran.
    package init(descriptionResult result: ScenarioResult?) {
        guard let result else {
            self = .unknown(because: "the run ended before the adapter was asked")
            return
        }
        let missing: String =
            switch result.fault?.kind {
            case .hang: "the adapter hung"
            case .crash: "the adapter crashed"
            case .harness, nil: "the adapter did not answer"
            }
        self.init(trace: result.trace, missing: missing)
    }

    /// The values a description job's trace carries (``ConformanceEngine/describe(_:options:)``);
    /// a member the trace lacks (the adapter hung or crashed in it) reads as `missing`.
    package init(trace: Trace, missing: String) {
        var adapter: String?
        var sdk: String?
        for event in trace.events {
            guard case .versionQueried(let member, let value) = event.kind else { continue }
            if member == .adapterVersion { adapter = value }
            if member == .adSDKVersion { sdk = value }
        }
        self.init(
            adapterVersion: adapter ?? Self.unknown(missing), networkSDKVersion: sdk ?? Self.unknown(missing))
    }
}
