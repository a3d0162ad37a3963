import Foundation
import ScriptedNetwork

/// A network callback waiting for its scenario time.
struct ScheduledWork {
    let time: Int
    let order: Int
    let thread: CallbackThread
    let load: Int?
    let work: LegacyTransfer<() -> Void>
}
