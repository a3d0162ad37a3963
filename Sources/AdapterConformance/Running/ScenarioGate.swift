import Foundation

/// One scenario at a time per process: the SDK's main thread, the network environment and
/// the URL handler are per-process, so scenarios queue here (also under `swift test --parallel`).
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
