import Foundation
import ScriptedNetwork
import UIKit

/// Runs a unit-test scenario with its own network host and URL handler, scoped to the test's
/// task: tests run in parallel with each other and with engine scenarios, and none sees
/// another's network.
package enum ScopedScenario {
    /// Runs `body` with `host` (and `urls`, if given) in scope.
    package static func run<T>(host: TestNetworkHost, urls: (any URLHandler)? = nil, _ body: () throws -> T) rethrows
        -> T
    {
        // Always a handler of the test's own: one that falls through to the process-wide
        // handler would record the test's navigations in an engine scenario running meanwhile.
        try NetworkEnvironment.withHost(host) {
            try UIApplication.conformanceWithURLHandler(urls ?? RecordingURLHandler(), body)
        }
    }
}

/// Records URL openings; `installed` lists the schemes installed apps can open.
package final class RecordingURLHandler: URLHandler, @unchecked Sendable {
    private let lock = NSLock()
    private var openedURLs: [URL] = []
    /// Schemes installed apps open.
    package let installed: Set<String>

    package init(installed: Set<String> = []) { self.installed = installed }

    /// URLs opened so far.
    package var opened: [URL] { lock.withLock { openedURLs } }

    /// Whether an installed app handles the scheme.
    package func canOpen(_ url: URL) -> Bool { installed.contains(url.scheme ?? "") }

    package func open(_ url: URL) -> Bool {
        lock.withLock { openedURLs.append(url) }
        return true
    }
}
