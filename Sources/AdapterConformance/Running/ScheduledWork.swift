import Foundation
import ScriptedNetwork

/// A network callback waiting for its scenario time.
struct ScheduledWork {
    let time: Int
    let order: Int
    let thread: CallbackThread
    let load: Int?
    /// The scripted answer this callback delivers, when it is one ("ad", "failure 3").
    let answer: String?
    let work: LegacyTransfer<() -> Void>
}
