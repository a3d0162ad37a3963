import Foundation

/// An object only the load completion handler retains. If it is still alive after the
/// scenario, the adapter kept the handler (LOAD-7).
final class HandlerSentinel: Sendable {}
