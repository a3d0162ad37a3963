import AdapterConformance
import Foundation
import GoogleMobileAds

/// What a report says about the adapter under test. Read once per run from the fixture,
/// in the process that writes the report.
public struct AdapterDescription: Codable, Equatable, Sendable {
    /// The fixture's name.
    public var name: String
    /// `adapterVersion()` as text.
    public var adapterVersion: String
    /// `adSDKVersion()` as text.
    public var networkSDKVersion: String

    /// Creates a description.
    public init(name: String, adapterVersion: String, networkSDKVersion: String) {
        self.name = name
        self.adapterVersion = adapterVersion
        self.networkSDKVersion = networkSDKVersion
    }

    /// Reads the versions from the fixture's adapter class.
    public init(fixture: AdapterFixture) {
        let type = fixture.adapterType
        func text(_ version: VersionNumber) -> String { "\(version.majorVersion).\(version.minorVersion).\(version.patchVersion)" }
        self.init(name: fixture.name, adapterVersion: text(type.adapterVersion()), networkSDKVersion: text(type.adSDKVersion()))
    }
}
