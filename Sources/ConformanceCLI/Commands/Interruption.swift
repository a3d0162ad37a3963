import Foundation
import Synchronization

/// Ctrl-C during a run: stop starting scenarios, keep what finished, write the report
/// marked incomplete. A second Ctrl-C exits at once.
final class Interruption: Sendable {
    private let flag = Atomic<Bool>(false)
    private let handlers = Mutex<[@Sendable () -> Void]>([])
    private let source: LegacySignalSource

    init() {
        signal(SIGINT, SIG_IGN)
        source = LegacySignalSource(DispatchSource.makeSignalSource(signal: SIGINT, queue: .global()))
        let flag = self.flag, handlers = self.handlers
        source.value.setEventHandler {
            if flag.exchange(true, ordering: .relaxed) { exit(130) }
            for handler in handlers.withLock({ $0 }) { handler() }
        }
        source.value.resume()
    }

    deinit {
        source.value.cancel()
        signal(SIGINT, SIG_DFL)
    }

    var requested: Bool { flag.load(ordering: .relaxed) }

    func onInterrupt(_ handler: @escaping @Sendable () -> Void) {
        handlers.withLock { $0.append(handler) }
    }
}

/// Dispatch sources are thread-safe but not marked Sendable.
struct LegacySignalSource: @unchecked Sendable {
    let value: any DispatchSourceSignal
    init(_ value: any DispatchSourceSignal) { self.value = value }
}
