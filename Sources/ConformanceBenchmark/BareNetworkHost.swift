import Foundation
import ScriptedNetwork

/// The least a network host can do: hand out one script, keep scheduled callbacks in a list
/// and run them when asked, on the calling thread, with no clock and no trace. It gives the
/// cost of the adapter's own work for the "bare" side of the overhead comparison.
final class BareNetworkHost: NetworkHost, @unchecked Sendable {
    private let script: NetworkScript
    private var pending: [() -> Void] = []
    private(set) var sink: ((NetworkEvent) -> Void)?

    init(script: NetworkScript) { self.script = script }

    func fetch(_ request: NetworkRequest) -> NetworkScript { script }

    func schedule(afterMilliseconds delayMilliseconds: Int, on thread: CallbackThread, _ work: @escaping () -> Void) {
        pending.append(work)
    }

    func observe(_ observation: NetworkObservation) {}

    func note(_ event: String) {}

    func register(eventSink: @escaping (NetworkEvent) -> Void) { sink = eventSink }

    /// Runs scheduled callbacks in the order they were scheduled, including ones they add.
    func runPending() {
        var index = 0
        while index < pending.count {
            pending[index]()
            index += 1
        }
        pending.removeAll(keepingCapacity: true)
    }
}
