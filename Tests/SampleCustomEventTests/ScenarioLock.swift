import Foundation
import Glibc
import ScriptedNetwork
import UIKit

/// `NetworkEnvironment.host` and the URL handler are process-wide, and test targets of one
/// package run in one process, in parallel. Every test that installs them takes this lock,
/// a file lock so that the other test target's copy of this helper excludes us too.
enum ScenarioLock {
    private static let path = NSTemporaryDirectory() + "sample-ad-sdk-scenario.lock"

    /// Runs `body` with `host` (and optionally `urls`) installed, exclusively.
    static func run<T>(host: TestNetworkHost, urls: (any URLHandler)? = nil, _ body: () throws -> T) rethrows -> T {
        let fd = open(path, O_CREAT | O_RDWR, 0o644)
        precondition(fd >= 0, "cannot open the scenario lock file")
        flock(fd, LOCK_EX)
        defer { flock(fd, LOCK_UN); close(fd) }
        let previousURLs = UIApplication.conformanceInstallURLHandler(urls)
        defer { UIApplication.conformanceInstallURLHandler(previousURLs) }
        return try NetworkEnvironment.withHost(host, body)
    }
}

/// Records URL openings; `installed` lists the schemes installed apps can open.
final class RecordingURLHandler: URLHandler, @unchecked Sendable {
    private let lock = NSLock()
    private var openedURLs: [URL] = []
    let installed: Set<String>

    init(installed: Set<String> = []) { self.installed = installed }

    var opened: [URL] { lock.withLock { openedURLs } }

    func canOpen(_ url: URL) -> Bool { installed.contains(url.scheme ?? "") }

    func open(_ url: URL) -> Bool {
        lock.withLock { openedURLs.append(url) }
        return true
    }
}
