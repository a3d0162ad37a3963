import Foundation
@_exported import ScriptedNetwork
import UIKit

/// A network host for this package's unit tests of a network stand-in or an adapter without
/// the engine: records what the network was asked, saw and noted, hands out scripts in order (the
/// last one repeats), records full-screen shows and answers each with `showEvents` (scheduled
/// on the main thread, as a presentation's callbacks come later), and runs scheduled work
/// when told to: main-thread work inline on the
/// calling thread in order of delay, background lanes on real threads started together, so
/// work on different lanes at the same delay races. Package-only, like this whole module.
package final class TestNetworkHost: NetworkHost, @unchecked Sendable {
    private struct Scheduled {
        let sequence: Int
        let delay: Int
        let thread: CallbackThread
        let work: () -> Void
    }

    private let lock = NSLock()
    private var scripts: [NetworkScript]
    private var recordedRequests: [NetworkRequest] = []
    private var recordedObservations: [NetworkObservation] = []
    private var recordedNotes: [String] = []
    private var sinks: [(NetworkEvent) -> Void] = []
    private var recordedShows: [AnyObject?] = []
    private var scriptedShowEvents: [NetworkEvent] = []
    private var pending: [Scheduled] = []
    private var sequence = 0

    /// Creates a host answering successive fetches with `scripts`.
    package init(_ scripts: NetworkScript...) { self.scripts = scripts }

    /// Every fetch, in order.
    package var requests: [NetworkRequest] { lock.withLock { recordedRequests } }
    /// The requests without their child and age flags. Adapters read those from the
    /// process-wide `MobileAds.shared.requestConfiguration`, which scenarios running in
    /// parallel in the same test process set; a unit test that is not about privacy compares
    /// these.
    package var requestsWithoutPrivacy: [NetworkRequest] {
        requests.map { request in
            var request = request
            request.childDirected = nil
            request.underAgeOfConsent = nil
            return request
        }
    }
    /// Everything the network saw the adapter do, in order.
    package var observations: [NetworkObservation] { lock.withLock { recordedObservations } }
    /// Every free-text note, in order.
    package var notes: [String] { lock.withLock { recordedNotes } }
    /// How many event sinks were registered.
    package var sinkCount: Int { lock.withLock { sinks.count } }
    /// The view controller of every show, in order (`nil` for a show call that takes none).
    package var shows: [AnyObject?] { lock.withLock { recordedShows } }
    /// What the network reports when asked to show; sent to every sink by `runScheduled()`.
    package var showEvents: [NetworkEvent] {
        get { lock.withLock { scriptedShowEvents } }
        set { lock.withLock { scriptedShowEvents = newValue } }
    }

    /// Records the request and hands out the next script.
    package func fetch(_ request: NetworkRequest) -> NetworkScript {
        lock.withLock {
            recordedRequests.append(request)
            guard let first = scripts.first else { return .silent }
            if scripts.count > 1 { scripts.removeFirst() }
            return first
        }
    }

    /// Queues work until `runScheduled()`.
    package func schedule(
        afterMilliseconds delayMilliseconds: Int, on thread: CallbackThread, _ work: @escaping () -> Void
    ) {
        lock.withLock {
            sequence += 1
            pending.append(Scheduled(sequence: sequence, delay: delayMilliseconds, thread: thread, work: work))
        }
    }

    package func observe(_ observation: NetworkObservation) {
        lock.withLock { recordedObservations.append(observation) }
    }

    package func note(_ event: String) { lock.withLock { recordedNotes.append(event) } }

    /// Keeps the sink for `send(_:)`.
    package func register(eventSink: @escaping (NetworkEvent) -> Void) { lock.withLock { sinks.append(eventSink) } }

    /// Records the show and schedules `showEvents` for the registered sinks.
    package func show(from viewController: AnyObject?) {
        let events = lock.withLock {
            recordedShows.append(viewController)
            return scriptedShowEvents
        }
        schedule(afterMilliseconds: 0, on: .main) { [self] in
            for event in events { send(event) }
        }
    }

    /// Delivers a post-load network event to every registered sink, on the calling thread.
    package func send(_ event: NetworkEvent) {
        for sink in lock.withLock({ sinks }) { sink(event) }
    }

    /// Runs everything scheduled so far (and anything that schedules), then drops the work.
    package func runScheduled() {
        while true {
            let batch = lock.withLock { () -> [Scheduled] in
                let taken = pending
                pending = []
                return taken
            }
            if batch.isEmpty { return }
            let ordered = batch.sorted { ($0.delay, $0.sequence) < ($1.delay, $1.sequence) }
            var index = 0
            while index < ordered.count {
                let delay = ordered[index].delay
                var moment: [Scheduled] = []
                while index < ordered.count, ordered[index].delay == delay {
                    moment.append(ordered[index]); index += 1
                }
                run(moment)
            }
        }
    }

    /// One instant of scenario time: main work inline, then each lane on its own thread.
    private func run(_ moment: [Scheduled]) {
        for item in moment where item.thread == .main { item.work() }
        var lanes: [Int: [() -> Void]] = [:]
        for item in moment {
            if case .background(let lane) = item.thread { lanes[lane, default: []].append(item.work) }
        }
        guard !lanes.isEmpty else { return }
        let gate = DispatchSemaphore(value: 0)
        let done = DispatchGroup()
        // The test's URL handler goes with the work onto the lane's thread.
        let urls = UIApplication.conformanceScopedURLHandler ?? RecordingURLHandler()
        for (lane, works) in lanes {
            let transfer = LegacyTransfer(works)
            done.enter()
            let thread = Thread {
                gate.wait()
                UIApplication.conformanceWithURLHandler(urls) {
                    CallbackLane.$current.withValue("background-\(lane)") {
                        for work in transfer.value { work() }
                    }
                }
                done.leave()
            }
            thread.start()
        }
        for _ in lanes { gate.signal() }
        if done.wait(timeout: .now() + 10) == .timedOut { fatalError("background lanes did not finish") }
    }
}

/// The lane the host is running work for on the current thread (`nil` on the test's own
/// thread); task-local values work on plain threads too, through thread-local storage.
package enum CallbackLane {
    /// The lane label, or `nil`.
    @TaskLocal package static var current: String?
}
