import Foundation
import GoogleMobileAds

/// Reads the ad unit a publisher entered for the custom event (`settings["parameter"]`).
enum ServerParameter {
    /// The non-empty ad unit, or `nil` when it is missing, empty or not text (LOAD-8).
    static func adUnit(in credentials: MediationCredentials) -> String? {
        guard let value = credentials.settings["parameter"] as? String else { return nil }
        let trimmed = value.trimmingCharacters(in: .whitespacesAndNewlines)
        return trimmed.isEmpty ? nil : value
    }
}
