import AdapterConformance
import Foundation
import GoogleMobileAds

/// What a report says about the adapter under test. Read once per run from the fixture,
/// in the process that writes the report.
package struct AdapterDescription: Codable, Equatable, Sendable {
    /// The fixture's name.
    var name: String
    /// `adapterVersion()` as text.
    var adapterVersion: String
    /// `adSDKVersion()` as text.
    var networkSDKVersion: String

    init(name: String, adapterVersion: String, networkSDKVersion: String) {
        self.name = name
        self.adapterVersion = adapterVersion
        self.networkSDKVersion = networkSDKVersion
    }

    /// Reads the versions from the fixture's adapter class.
    package init(fixture: AdapterFixture) {
        let type = fixture.adapterType
        self.init(
            name: fixture.name, adapterVersion: string(for: type.adapterVersion()),
            networkSDKVersion: string(for: type.adSDKVersion()))
    }
}
