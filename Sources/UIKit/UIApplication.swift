import Foundation
import HarnessSync
import Synchronization

/// The running app, reduced to URL opening, which is how ads navigate.
///
/// On iOS the system decides which apps are installed and what opening a URL does. Here
/// the harness installs a `URLHandler` (package-only) for the duration of a scenario, so
/// every navigation an adapter or network performs is observed; with none installed,
/// nothing can be opened.
public final class UIApplication: NSObject, Sendable {
    /// The one instance; URL opening goes through it.
    public static let shared = UIApplication()

    /// Keys for `open(_:options:completionHandler:)`.
    public struct OpenExternalURLOptionsKey: Hashable, RawRepresentable, Sendable {
        /// The key's string, as UIKit spells it.
        public let rawValue: String
        /// Wraps a key string.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Open only if an installed app handles the link.
        public static let universalLinksOnly = OpenExternalURLOptionsKey(
            rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    private struct Screens {
        let scene = UIWindowScene()
        var windows: [UIWindow] = []
        weak var key: UIWindow?
    }
    nonisolated(unsafe) private var screens = Screens()
    private let screensLock = HarnessSync.Lock()

    /// The app's scenes: one window scene in the foreground.
    public var connectedScenes: Set<UIScene> { screensLock.withLock { [screens.scene] } }
    /// The key window (deprecated on iOS 13 in favour of the scene's, and still used).
    public var keyWindow: UIWindow? { screensLock.withLock { screens.key } }
    /// Every window of the app.
    public var windows: [UIWindow] { conformanceWindows }

    /// Where the app is in its life; values match UIKit's.
    public enum State: Int, Sendable {
        case active, inactive, background
    }
    /// The app's state: in the foreground and active, as while a publisher shows ads.
    public var applicationState: State { .active }

    package var conformanceWindows: [UIWindow] { screensLock.withLock { screens.windows } }

    package func conformanceMakeKey(_ window: UIWindow) {
        screensLock.withLock {
            if !screens.windows.contains(where: { $0 === window }) { screens.windows.append(window) }
            screens.key = window
        }
    }

    /// Harness-only: shows `rootViewController` in the app's key window, as the publisher's
    /// app does, and returns that window; `nil` leaves the app without windows.
    @discardableResult
    package func conformanceShowKeyWindow(rootViewController: UIViewController?) -> UIWindow? {
        let scene = screensLock.withLock {
            screens.windows = []
            screens.key = nil
            return screens.scene
        }
        guard let rootViewController else { return nil }
        let window = UIWindow(windowScene: scene)
        window.rootViewController = rootViewController
        window.makeKeyAndVisible()
        return window
    }

    /// Whether some installed app can open `url`.
    public func canOpenURL(_ url: URL) -> Bool {
        UIApplication.currentHandler?.canOpen(url) ?? false
    }

    /// Opens `url`; the completion reports whether it was opened.
    public func open(
        _ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
        completionHandler: (@Sendable (Bool) -> Void)? = nil
    ) {
        let opened = UIApplication.currentHandler?.open(url) ?? false
        completionHandler?(opened)
    }

    private static let handler = Mutex<(any URLHandler)?>(nil)
    @TaskLocal private static var scopedHandler: (any URLHandler)?

    /// The scoped handler of the calling task, else the installed one.
    private static var currentHandler: (any URLHandler)? { scopedHandler ?? handler.withLock { $0 } }

    /// Harness-only: runs `body` with `handler` deciding URL opening for the calling task
    /// only; unit tests use it so they never disturb a scenario the engine runs in parallel.
    package static func conformanceWithURLHandler<T>(_ scoped: any URLHandler, _ body: () throws -> T) rethrows -> T {
        try $scopedHandler.withValue(scoped) { try body() }
    }

    /// Harness-only: the calling task's scoped handler, so a test host can carry it onto the
    /// threads it starts (task-local values do not follow a new thread).
    package static var conformanceScopedURLHandler: (any URLHandler)? { scopedHandler }

    /// Harness-only: installs the handler that decides and records URL opening process-wide;
    /// `nil` removes it. Returns the previous handler so a host can restore it.
    @discardableResult
    package static func conformanceInstallURLHandler(_ newHandler: (any URLHandler)?) -> (any URLHandler)? {
        handler.withLock { current in
            let previous = current
            current = newHandler
            return previous
        }
    }
}

/// Harness-only (not UIKit): decides which URLs installed apps can open and records each
/// opening.
package protocol URLHandler: Sendable {
    /// Whether an installed app can open `url`.
    func canOpen(_ url: URL) -> Bool
    /// Opens `url` (records the navigation); returns whether it opened.
    func open(_ url: URL) -> Bool
}
