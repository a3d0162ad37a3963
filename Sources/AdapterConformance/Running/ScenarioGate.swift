import Foundation

/// One scenario at a time per process: the SDK's main thread, the installed network host and
/// URL handler are per-process, so engine runs queue here in order (also under
/// `swift test --parallel`). Unit tests that drive a network without the engine scope their
/// host to their own task instead (`NetworkEnvironment.withHost`), so they need no gate.
@MainActor
final class ScenarioGate {
    static let shared = ScenarioGate()
    private var busy = false
    private var waiters: [CheckedContinuation<Void, Never>] = []

    func enter() async {
        if !busy {
            busy = true
            return
        }
        await withCheckedContinuation { waiters.append($0) }
    }

    func leave() {
        if waiters.isEmpty { busy = false } else { waiters.removeFirst().resume() }
    }
}
