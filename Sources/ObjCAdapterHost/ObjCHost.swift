import Dispatch
import ObjCFaces

/// What the host sets up once per process before the first crossing.
package enum ObjCHost {
    private static let installed: Void = {
        Faces.declareUIKit()
        Faces.declareGoogleMobileAds()
        gac_install_exception_handler()
        RunLoopPump.start()
    }()

    /// Declares the UIKit and GoogleMobileAds faces and starts serving GNUstep's run loop on the
    /// SDK's main thread (once; later calls do nothing).
    package static func install() { installed }
}

/// GNUstep's run loop on the SDK's main thread, served from the main queue: an Objective-C
/// adapter's timers and delayed performs live there, and nothing else runs it. The main queue
/// is the SDK's main thread under every front end (the CLI's main thread, a worker's, the
/// thread Swift Testing drains it on), so a timer on it reaches the right thread everywhere.
private enum RunLoopPump {
    /// How late an Objective-C timer may fire at most.
    static let period = DispatchTimeInterval.milliseconds(5)
    nonisolated(unsafe) static var timer: DispatchSourceTimer?

    static func start() {
        let timer = DispatchSource.makeTimerSource(queue: .main)
        timer.schedule(deadline: .now() + period, repeating: period, leeway: .milliseconds(1))
        timer.setEventHandler { _ = gac_runloop_turn() }
        timer.resume()
        Self.timer = timer
    }
}
