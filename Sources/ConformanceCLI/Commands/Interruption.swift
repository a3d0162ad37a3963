import ConformanceWorkers
import Foundation
import Synchronization

/// Ctrl-C, SIGTERM or SIGHUP during a run: stop starting scenarios, keep what finished,
/// write the report marked incomplete. A second signal exits at once, after removing the
/// workers' files (the workers themselves die with this process, see `ParentDeath`).
final class Interruption: Sendable {
    private final class State: Sendable {
        let flag = Atomic<Bool>(false)
        let handlers = Mutex<[@Sendable () -> Void]>([])
    }

    static let signals = [SIGINT, SIGTERM, SIGHUP]

    private let state = State()
    private let sources: [LegacySignalSource]

    init() {
        let state = self.state
        sources = Self.signals.map { number in
            signal(number, SIG_IGN)
            let source = LegacySignalSource(DispatchSource.makeSignalSource(signal: number, queue: .global()))
            source.value.setEventHandler {
                if state.flag.exchange(true, ordering: .relaxed) {
                    WorkerFiles.removeAll()
                    exit(128 + number)
                }
                for handler in state.handlers.withLock({ $0 }) { handler() }
            }
            source.value.resume()
            return source
        }
    }

    deinit {
        for source in sources { source.value.cancel() }
        for number in Self.signals { signal(number, SIG_DFL) }
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
