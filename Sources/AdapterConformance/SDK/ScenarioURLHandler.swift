import ConformanceVocabulary
import Foundation
import UIKit

/// Plays the device for URL opening: which deep links an installed app handles, and a
/// record of every navigation, whoever triggered it.
final class ScenarioURLHandler: URLHandler, @unchecked Sendable {
    private let host: ScenarioHost
    private let installedSchemes: Set<String>

    init(host: ScenarioHost, installedSchemes: [String]) {
        self.host = host
        self.installedSchemes = Set(installedSchemes.map { $0.lowercased() })
    }

    func canOpen(_ url: URL) -> Bool {
        guard let scheme = url.scheme?.lowercased() else { return false }
        return scheme == "http" || scheme == "https" || installedSchemes.contains(scheme)
    }

    func open(_ url: URL) -> Bool {
        guard canOpen(url) else { return false }
        host.record(.navigation(url: url.absoluteString), load: nil)
        return true
    }
}
