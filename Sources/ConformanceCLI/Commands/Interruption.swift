import Foundation
import Synchronization

/// Ctrl-C during a run: stop starting scenarios, keep what finished, write the report
/// marked incomplete. A second Ctrl-C exits at once.
final class Interruption: Sendable {
    private final class State: Sendable {
        let flag = Atomic<Bool>(false)
        let handlers = Mutex<[@Sendable () -> Void]>([])
    }

    private let state = State()
    private let source: LegacySignalSource

    init() {
        signal(SIGINT, SIG_IGN)
        source = LegacySignalSource(DispatchSource.makeSignalSource(signal: SIGINT, queue: .global()))
        let state = self.state
        source.value.setEventHandler {
            if state.flag.exchange(true, ordering: .relaxed) { exit(130) }
            for handler in state.handlers.withLock({ $0 }) { handler() }
        }
        source.value.resume()
    }

    deinit {
        source.value.cancel()
        signal(SIGINT, SIG_DFL)
    }

    var requested: Bool { state.flag.load(ordering: .relaxed) }

    func onInterrupt(_ handler: @escaping @Sendable () -> Void) {
        state.handlers.withLock { $0.append(handler) }
    }
}

/// Dispatch sources are thread-safe but not marked Sendable.
struct LegacySignalSource: @unchecked Sendable {
    let value: any DispatchSourceSignal
    init(_ value: any DispatchSourceSignal) { self.value = value }
}
