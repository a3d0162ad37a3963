import ConformanceVocabulary
import Foundation
import GoogleMobileAds
import ScriptedNetwork
import Synchronization

/// What the scenario host knows about signal collection: the script of the network's
/// bid-token call, and how many of its answers are still to be scheduled by `playSignals`.
final class SignalHostState: Sendable {
    private struct State {
        var script = SignalScript.token(SignalScript.defaultToken)
        var scheduledAnswersOwed = 0
        var completions = 0
    }
    private let state = Mutex(State())
    /// Signalled when the adapter's signal collection shows it is under way: a token answer
    /// scheduled, a token request met with silence, a completion. The SDK's
    /// signal window opens on it, so an adapter that collects from a `Task` or a queue of its
    /// own after `collectSignals` returned is not cut off by the scenario clock.
    let activity = DispatchSemaphore(value: 0)

    func setScript(_ script: SignalScript) { state.withLock { $0.script = script } }

    /// Hands out the script and notes how many of its answers `playSignals` will schedule.
    func takeScript() -> SignalScript {
        state.withLock { state in
            let scheduled = state.script.answers.filter { $0.delayMilliseconds > 0 || $0.thread != nil }.count
            state.scheduledAnswersOwed += scheduled
            // A silent network owes the adapter nothing to wait for; an answer at once is
            // followed by the adapter's completion, which signals.
            if state.script.answers.isEmpty { activity.signal() }
            return state.script
        }
    }

    /// Whether the next `schedule` call is one of the token answers (not a load's).
    func takeScheduledAnswer() -> Bool {
        state.withLock { state in
            guard state.scheduledAnswersOwed > 0 else { return false }
            state.scheduledAnswersOwed -= 1
            return true
        }
    }

    /// Counts a signal completion, returning its number (from 1).
    func nextCompletion() -> Int {
        state.withLock { state in
            state.completions += 1
            return state.completions
        }
    }

    var completions: Int { state.withLock { $0.completions } }
}

extension ScenarioHost {
    func fetchSignals(_ request: SignalRequest) -> SignalScript {
        record(.bidding(.signalFetch(request)), load: nil)
        return signals.takeScript()
    }

    /// Attributed as a network's note is (a network may take the flags in its load call).
    func notePrivacy(_ privacy: NetworkPrivacy) {
        record(.bidding(.networkPrivacy(privacy)), load: attributedLoad)
    }

    /// A token answer `playSignals` scheduled: played at its time and thread, recorded as such.
    func scheduleSignalAnswer(afterMilliseconds delay: Int, on thread: CallbackThread, _ work: @escaping () -> Void) {
        let transfer = LegacyTransfer(work)
        scheduleUnattributed(afterMilliseconds: delay, on: thread) { [self] in
            record(.bidding(.signalAnswer("answers")), load: nil)
            transfer.value()
        }
        signals.activity.signal()
    }
}

extension ScenarioRunner {
    /// The thread label of the SDK's signal-collection thread in traces.
    nonisolated static let signalThread = TraceThread.background(0)

    /// Runs the scenario's signal phase, if any, then `next`. The SDK asks a fresh adapter
    /// for signals from a thread that is not the main thread (GADRTBAdapter's contract); the
    /// main thread is held busy meanwhile when the scenario asks (BID-4); the network's
    /// token answers play on the scenario clock; the SDK waits the signal window.
    func collectSignalsIfAsked(then next: @escaping @MainActor () -> Void) {
        guard let phase = scenario.signals else { return next() }
        let host = self.host
        // A format the adapter cannot bid on: one the fixture declares, else `unknown`.
        let format = phase.format ?? unbiddableFormat()
        guard let adapter = fixture.makeAdapter() as? any RTBAdapter else {
            host.record(.note("the adapter is not an RTBAdapter: it collects no signals"), load: nil)
            return next()
        }
        host.signals.setScript(phase.network)
        let parameters = signalParameters(for: format)
        let size = format == .banner ? (scenario.request.adWidth, scenario.request.adHeight) : nil
        let finished = DispatchSemaphore(value: 0)
        let handler: GADRTBSignalCompletionHandler = { signal, error in
            let call = host.signals.nextCompletion()
            host.record(
                .bidding(.signalsCompleted(call: call, signal: signal, error: error.map(ErrorSummary.init))), load: nil)
            // Once recorded: the window may close on it.
            host.signals.activity.signal()
            if call == 1 { finished.signal() }
        }
        let job = LegacyTransfer((adapter, parameters, handler))
        let returned = DispatchSemaphore(value: 0)
        let requested = BiddingEvent.signalsRequested(
            format: format?.rawValue ?? "unknown", bannerWidth: size?.0, bannerHeight: size?.1)
        let recorded = DispatchSemaphore(value: 0)
        DispatchQueue(label: "conformance.signals").async {
            ThreadLabel.set(Self.signalThread)
            // Recorded on the thread that makes the call, as the trace says of every call.
            host.record(.bidding(requested), load: nil)
            recorded.signal()
            job.value.0.collectSignals(for: job.value.1, completionHandler: job.value.2)
            ThreadLabel.set(nil)
            returned.signal()
        }
        // The request heads the phase's trace, whatever the main thread records next.
        _ = recorded.wait(timeout: .now() + .seconds(1))
        if phase.busyMainMilliseconds > 0 {
            // The main thread is really blocked: an adapter that waits for it cannot complete.
            host.record(.bidding(.mainThreadBusy(milliseconds: phase.busyMainMilliseconds)), load: nil)
            _ = finished.wait(timeout: .now() + .milliseconds(phase.busyMainMilliseconds))
            host.record(.note("the main thread is free again"), load: nil)
        }
        // The call itself must return; one that never does is given a second of real time.
        // Then the adapter's collection must show itself (a token request, a completion):
        // one that works from a `Task` or its own queue has up to a second of real time to
        // start, so the window never closes on work the clock cannot see.
        DispatchQueue.global().async {
            let deadline = DispatchTime.now() + .seconds(1)
            _ = returned.wait(timeout: deadline)
            _ = host.signals.activity.wait(timeout: deadline)
            MainQueue.async {
                ThreadLabel.markMain()
                let window = phase.windowMilliseconds
                VirtualLoop(host: host, seed: self.seed).run(until: window) {
                    if host.signals.completions == 0 {
                        host.record(.bidding(.signalWindowEnded(milliseconds: window)), load: nil)
                    }
                    // Late answers belong to this phase, not to the loads.
                    VirtualLoop(host: host, seed: self.seed).run(until: Int.max) {
                        host.advance(to: max(host.now, window))
                        next()
                    }
                }
            }
        }
        _ = adapter
    }

    /// A format the fixture declares its adapter cannot bid on, if any.
    private func unbiddableFormat() -> ScenarioFormat? {
        ScenarioFormat.allCases.first { format in
            guard let sdkFormat = format.sdkFormat else { return false }
            return !fixture.bids(on: sdkFormat)
        }
    }

    private func signalParameters(for format: ScenarioFormat?) -> RTBRequestParameters {
        let sdkFormat = format?.sdkFormat ?? .unknown
        let settings = ConfigurationFactory.loadSettings(
            scenario.request, keys: fixture.credentials.keys(for: sdkFormat))
        let credentials = MediationCredentials(format: sdkFormat, settings: settings)
        let size =
            format == .banner
            ? AdSize(size: CGSize(width: scenario.request.adWidth, height: scenario.request.adHeight), flags: 0)
            : AdSizeInvalid
        return RTBRequestParameters(
            configuration: RTBMediationSignalsConfiguration(credentials: [credentials]), adSize: size)
    }
}

extension ScenarioFormat {
    /// The SDK's `AdFormat` of a load format; `nil` for set-up.
    var sdkFormat: AdFormat? {
        switch self {
        case .banner: .banner
        case .native: .native
        case .interstitial: .interstitial
        case .rewarded: .rewarded
        case .rewardedInterstitial: .rewardedInterstitial
        case .appOpen: .appOpen
        case .setUp: nil
        }
    }
}
