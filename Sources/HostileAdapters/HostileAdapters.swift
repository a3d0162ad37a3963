import AdapterConformance
import BrokenAdapters
import ConformanceVocabulary
import ConformanceWorkers
import Foundation
import GoogleMobileAds
import SampleCustomEvent

#if canImport(Glibc)
import Glibc
import SampleAdSDKFixture
#endif

/// Adapters that attack the harness instead of breaking a rule: they write to the worker's
/// stdout and stderr, close its descriptors, end or wedge its process, or call back after
/// their scenario is over. Each loads as the reference does, so any verdict other than the
/// reference's is the harness's doing, except in the scenarios the adapter picks on (see
/// ``HostileTrigger``). `HostileAdapterTests` knows these names, the trigger and the marker.

/// Which loads a hostile adapter picks on: those without a usable server parameter. They are
/// few, a test can find them from scenario data alone, and every one of them cites LOAD-1,
/// which is how `hostile-timer-completion` gets caught.
package enum HostileTrigger {
    static func fires(_ configuration: MediationAdConfiguration) -> Bool {
        ((configuration.credentials.settings["parameter"] as? String) ?? "").isEmpty
    }

    /// Whether the adapters pick on `scenario`'s loads, from its data alone.
    package static func fires(in scenario: Scenario) -> Bool {
        scenario.format != .setUp && (scenario.request.parameter ?? "").isEmpty
    }
}

/// What hostile adapters write, always carrying ``marker`` so that it can be told from the
/// harness's own text wherever it ends up.
package enum HostileOutput {
    package static let marker = "HOSTILE-ADAPTER-OUTPUT"
    /// What `hostile-main-block` writes to standard error as it starts holding the main thread.
    package static let blocking = "\(marker) main-block: holding the main thread"

    /// `hostile-print`'s line; it names the request, so it can be traced to its scenario.
    static func printed(_ configuration: MediationAdConfiguration) -> String {
        let format = configuration is MediationBannerAdConfiguration ? "banner" : "native"
        let parameter = configuration.credentials.settings["parameter"] as? String
        return "\(marker) print: \(format) load, parameter \(parameter.map { "\"\($0)\"" } ?? "none")"
    }

    /// `count` bytes of the marker repeated, so that any piece of it still carries the marker.
    static func filler(_ count: Int, newlineEvery lineLength: Int? = nil) -> Data {
        let unit = Array((marker + " ").utf8)
        var bytes = (0..<count).map { unit[$0 % unit.count] }
        if let lineLength { stride(from: lineLength - 1, to: count, by: lineLength).forEach { bytes[$0] = 0x0A } }
        return Data(bytes)
    }

    /// `write(2)` until done or refused: no buffering to flush, and no Foundation trap on a
    /// closed descriptor, which would end the adapter's attack early.
    static func write(_ data: Data, to descriptor: Int32) {
        data.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let written = Glibc.write(descriptor, raw.baseAddress! + offset, raw.count - offset)
                if written < 0 && errno == EINTR { continue }
                if written <= 0 { return }
                offset += written
            }
        }
    }

    /// Frames of the worker protocol as a worker writes them on its channel: a failure of the
    /// job the worker runs first, then a passing result for a scenario nobody asked for.
    static let forgedLines: Data = {
        let result = ScenarioResult(
            scenarioID: "forged.by-the-adapter", title: "forged by the adapter", format: .native,
            adapter: "hostile-forged-line", outcomes: [], trace: Trace(), durationSeconds: 0)
        return WorkerReply(job: 0, outcome: .failure("forged by the adapter \(marker)")).frame
            + WorkerReply(job: 0, outcome: .result(result, trace: .inReply)).frame
    }()
}

/// The reference adapter, with `misbehave` run on the SDK's thread before each load.
class HostileAdapter: SampleCustomEvent {
    func misbehave(_ configuration: MediationAdConfiguration, guilty: Bool) {}

    override func loadBanner(
        for adConfiguration: MediationBannerAdConfiguration,
        completionHandler: @escaping GADMediationBannerLoadCompletionHandler
    ) {
        misbehave(adConfiguration, guilty: HostileTrigger.fires(adConfiguration))
        super.loadBanner(for: adConfiguration, completionHandler: completionHandler)
    }

    override func loadNativeAd(
        for adConfiguration: MediationNativeAdConfiguration,
        completionHandler: @escaping GADMediationNativeLoadCompletionHandler
    ) {
        misbehave(adConfiguration, guilty: HostileTrigger.fires(adConfiguration))
        super.loadNativeAd(for: adConfiguration, completionHandler: completionHandler)
    }
}

/// Left in stdio's buffer on purpose: it reaches the pipe whenever the buffer fills or the
/// process exits, mid-line if need be.
final class PrintingAdapter: HostileAdapter {
    override func misbehave(_ configuration: MediationAdConfiguration, guilty: Bool) {
        print(HostileOutput.printed(configuration))
    }
}

final class PartialLineAdapter: HostileAdapter {
    override func misbehave(_ configuration: MediationAdConfiguration, guilty: Bool) {
        HostileOutput.write(HostileOutput.filler(32), to: 1)
    }
}

final class MegabyteAdapter: HostileAdapter {
    override func misbehave(_ configuration: MediationAdConfiguration, guilty: Bool) {
        if guilty { HostileOutput.write(HostileOutput.filler(1 << 20), to: 1) }
    }
}

final class ForgedLineAdapter: HostileAdapter {
    override func misbehave(_ configuration: MediationAdConfiguration, guilty: Bool) {
        HostileOutput.write(HostileOutput.forgedLines, to: 1)
    }
}

/// More than a pipe holds, so a reader that is not draining stderr blocks the worker.
final class StderrFloodAdapter: HostileAdapter {
    override func misbehave(_ configuration: MediationAdConfiguration, guilty: Bool) {
        if guilty { HostileOutput.write(HostileOutput.filler(4 << 20, newlineEvery: 100), to: 2) }
    }
}

final class CloseStdioAdapter: HostileAdapter {
    override func misbehave(_ configuration: MediationAdConfiguration, guilty: Bool) {
        if guilty { (0...2).forEach { _ = close($0) } }
    }
}

/// Whatever the worker or its libraries opened first: pipes, trace files, event descriptors.
final class CloseDescriptorsAdapter: HostileAdapter {
    override func misbehave(_ configuration: MediationAdConfiguration, guilty: Bool) {
        if guilty { (3...20).forEach { _ = close($0) } }
    }
}

/// Status 0, so only the missing answer tells the supervisor something went wrong.
final class ExitingAdapter: HostileAdapter {
    override func misbehave(_ configuration: MediationAdConfiguration, guilty: Bool) {
        if guilty { exit(0) }
    }
}

final class AbortingAdapter: HostileAdapter {
    override func misbehave(_ configuration: MediationAdConfiguration, guilty: Bool) {
        if guilty { abort() }
    }
}

final class StackOverflowAdapter: HostileAdapter {
    override func misbehave(_ configuration: MediationAdConfiguration, guilty: Bool) {
        if guilty { _ = Self.recurse(0) }
    }

    /// Each frame keeps a buffer alive across the call, so the optimizer cannot make a loop of it.
    @inline(never)
    static func recurse(_ depth: Int) -> Int {
        withUnsafeTemporaryAllocation(of: Int.self, capacity: 64) { frame in
            frame[0] = depth
            return recurse(depth + 1) &+ frame[0]
        }
    }
}

/// Traps after the load has completed, typically once the worker has moved on to another
/// scenario, which must not take the blame.
final class LateTrapAdapter: HostileAdapter {
    override func misbehave(_ configuration: MediationAdConfiguration, guilty: Bool) {
        guard guilty else { return }
        Thread {
            usleep(50_000)
            fatalError("\(HostileOutput.marker) late trap")
        }.start()
    }
}

final class MainBlockingAdapter: HostileAdapter {
    override func misbehave(_ configuration: MediationAdConfiguration, guilty: Bool) {
        guard guilty else { return }
        // Said first, so a test can signal the run once its thread is held.
        HostileOutput.write(Data("\(HostileOutput.blocking)\n".utf8), to: 2)
        sleep(60)
    }
}

/// Stops its whole process (`SIGSTOP`): no thread runs, the reader of the worker's jobs
/// included, so every job sent ahead stays in the channel and the supervisor's next write
/// must not wait for room there.
final class FreezingAdapter: HostileAdapter {
    override func misbehave(_ configuration: MediationAdConfiguration, guilty: Bool) {
        if guilty { raise(SIGSTOP) }
    }
}

/// Waits on the main thread for work queued to the main queue. (`DispatchQueue.main.sync`
/// from the main thread would not do: libdispatch detects it and traps, a crash, not a hang.)
final class DeadlockingAdapter: HostileAdapter {
    override func misbehave(_ configuration: MediationAdConfiguration, guilty: Bool) {
        guard guilty else { return }
        let semaphore = DispatchSemaphore(value: 0)
        DispatchQueue.main.async { semaphore.signal() }
        semaphore.wait()
    }
}

/// Completes as the reference does, then again and again for as long as the process lives.
final class TimerCompletionAdapter: SampleCustomEvent {
    override func loadBanner(
        for adConfiguration: MediationBannerAdConfiguration,
        completionHandler: @escaping GADMediationBannerLoadCompletionHandler
    ) {
        guard HostileTrigger.fires(adConfiguration) else {
            return super.loadBanner(for: adConfiguration, completionHandler: completionHandler)
        }
        super.loadBanner(for: adConfiguration) { ad, error in
            let delegate = completionHandler(ad, error)
            Self.keepCalling(UncheckedCall { _ = completionHandler(ad, error) })
            return delegate
        }
    }

    override func loadNativeAd(
        for adConfiguration: MediationNativeAdConfiguration,
        completionHandler: @escaping GADMediationNativeLoadCompletionHandler
    ) {
        guard HostileTrigger.fires(adConfiguration) else {
            return super.loadNativeAd(for: adConfiguration, completionHandler: completionHandler)
        }
        super.loadNativeAd(for: adConfiguration) { ad, error in
            let delegate = completionHandler(ad, error)
            Self.keepCalling(UncheckedCall { _ = completionHandler(ad, error) })
            return delegate
        }
    }

    /// Adapters may call back from any thread; this one does not care whose trace it lands in.
    struct UncheckedCall: @unchecked Sendable {
        let call: () -> Void
    }

    static func keepCalling(_ again: UncheckedCall) {
        // The first repeat runs while the scenario still drains the main queue, so its own
        // trace shows the violation whatever the timer's real-time luck.
        DispatchQueue.main.async { again.call() }
        let timer = DispatchSource.makeTimerSource(queue: .global())
        timer.schedule(deadline: .now() + .milliseconds(3), repeating: .milliseconds(3))
        timer.setEventHandler { again.call() }
        timer.activate()
        _ = Unmanaged.passRetained(timer as AnyObject)
    }
}

/// Completes as the reference does, keeps the handler, and completes once more from a timer
/// 50 ms of real time later, long after its scenario (which takes well under a millisecond)
/// has ended: the late call must be judged in that scenario (LOAD-1), not lost.
final class LateCompletionAdapter: SampleCustomEvent {
    override func loadBanner(
        for adConfiguration: MediationBannerAdConfiguration,
        completionHandler: @escaping GADMediationBannerLoadCompletionHandler
    ) {
        guard HostileTrigger.fires(adConfiguration) else {
            return super.loadBanner(for: adConfiguration, completionHandler: completionHandler)
        }
        super.loadBanner(for: adConfiguration) { ad, error in
            let delegate = completionHandler(ad, error)
            Self.later(TimerCompletionAdapter.UncheckedCall { _ = completionHandler(ad, error) })
            return delegate
        }
    }

    override func loadNativeAd(
        for adConfiguration: MediationNativeAdConfiguration,
        completionHandler: @escaping GADMediationNativeLoadCompletionHandler
    ) {
        guard HostileTrigger.fires(adConfiguration) else {
            return super.loadNativeAd(for: adConfiguration, completionHandler: completionHandler)
        }
        super.loadNativeAd(for: adConfiguration) { ad, error in
            let delegate = completionHandler(ad, error)
            Self.later(TimerCompletionAdapter.UncheckedCall { _ = completionHandler(ad, error) })
            return delegate
        }
    }

    static func later(_ again: TimerCompletionAdapter.UncheckedCall) {
        DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(50)) { again.call() }
    }
}

/// The hostile adapters, as the command line lists them.
package enum HostileAdapterCatalog {
    package static var all: [AdapterFixture] { harnessAttacks + mainThread }

    private static let harnessAttacks: [AdapterFixture] = [
        hostile("hostile-print", "Prints a line on every load without flushing.") { PrintingAdapter() },
        hostile("hostile-partial-line", "Writes 32 bytes without a newline to stdout on every load.") {
            PartialLineAdapter()
        },
        hostile("hostile-megabyte", "Writes 1 MB without a newline to stdout on loads without a server parameter.") {
            MegabyteAdapter()
        },
        hostile("hostile-forged-line", "Writes frames of the worker protocol to stdout on every load.") {
            ForgedLineAdapter()
        },
        hostile("hostile-stderr-flood", "Writes 4 MB to stderr on loads without a server parameter.") {
            StderrFloodAdapter()
        },
        hostile("hostile-close-stdio", "Closes descriptors 0, 1 and 2 on loads without a server parameter.") {
            CloseStdioAdapter()
        },
        hostile("hostile-close-fds", "Closes descriptors 3 to 20 on loads without a server parameter.") {
            CloseDescriptorsAdapter()
        },
        hostile("hostile-exit", "Calls exit(0) on loads without a server parameter.") { ExitingAdapter() },
        hostile("hostile-abort", "Calls abort() on loads without a server parameter.") { AbortingAdapter() },
        hostile("hostile-stack-overflow", "Recurses without end on loads without a server parameter.") {
            StackOverflowAdapter()
        },
        hostile("hostile-late-trap", "Traps on a background thread 50 ms after a load without a server parameter.") {
            LateTrapAdapter()
        },
        hostile(
            "hostile-timer-completion",
            "Completes loads without a server parameter, then completes it again every 3 ms forever."
        ) { TimerCompletionAdapter() },
        hostile(
            "hostile-late-completion",
            "Completes loads without a server parameter, then again once from a timer 50 ms later."
        ) { LateCompletionAdapter() },
        hostile("hostile-main-block", "Sleeps 60 s on the main thread on loads without a server parameter.") {
            MainBlockingAdapter()
        },
        hostile("hostile-deadlock", "Deadlocks the main thread on loads without a server parameter.") {
            DeadlockingAdapter()
        },
        hostile("hostile-freeze", "Stops its whole process (SIGSTOP) on loads without a server parameter.") {
            FreezingAdapter()
        },
    ]

    /// Production threading patterns (in BrokenAdapters, which the Swift Testing tests share).
    private static let mainThread: [AdapterFixture] = [
        hostile(
            "hostile-version-hop",
            "adSDKVersion() hops to the main queue and waits on a semaphore when off the main thread."
        ) { VersionHopAdapter() },
        hostile("hostile-version-block", "adSDKVersion() never returns.") { VersionBlockAdapter() },
        hostile(
            "hostile-main-sync", "Calls every completion through DispatchQueue.main.sync when off the main thread."
        ) { MainSyncAdapter() },
        hostile(
            "hostile-kept-handler",
            "Keeps every load's completion handler forever (LOAD-7 catches it; no real-time cost)."
        ) { KeptHandlerAdapter() },
    ]

    private static func hostile(
        _ name: String, _ summary: String, makeAdapter: @escaping @Sendable () -> any MediationAdapter
    ) -> AdapterFixture {
        .sampleSDKStandIn(name: name, summary: "\(summary) Attacks the harness, not a rule.", makeAdapter: makeAdapter)
    }
}
