import Foundation

/// The harness's addition, used by the reference adapter (the real SDK only logs a refused
/// show and has no failure callback): why a full-screen ad could not be shown. The stand-in's
/// ads report it through their delegates' additions, so FUL-3 can be exercised end to end.
package enum SamplePresentationError: Int, Sendable, CaseIterable, CustomStringConvertible {
    /// No ad was loaded.
    case notReady = 0
    /// The ad was shown already; the network's ads are single-use.
    case alreadyPresented
    /// The loaded ad expired before it was shown.
    case expired
    /// The network tried to show the ad and failed.
    case showFailed

    /// The case name, for log lines and error messages.
    package var description: String {
        switch self {
        case .notReady: "notReady"
        case .alreadyPresented: "alreadyPresented"
        case .expired: "expired"
        case .showFailed: "showFailed"
        }
    }
}
