import AdapterConformance
import ConformanceVocabulary
import Foundation
import GoogleMobileAds

/// What a report says about the adapter under test. Read once per run from the fixture,
/// in the process that writes the report.
package struct AdapterDescription: Equatable, Sendable {
    /// The fixture's name.
    package var name: String
    /// `adapterVersion()` as text.
    var adapterVersion: String
    /// `adSDKVersion()` as text.
    var networkSDKVersion: String

    init(name: String, adapterVersion: String, networkSDKVersion: String) {
        self.name = name
        self.adapterVersion = adapterVersion
        self.networkSDKVersion = networkSDKVersion
    }

    /// What worker code read from the adapter class (``AdapterProperties``).
    package init(name: String, properties: AdapterProperties) {
        self.init(
            name: name, adapterVersion: properties.adapterVersion, networkSDKVersion: properties.networkSDKVersion)
    }

    /// What a description job's result says (``ConformanceEngine/describe(_:options:)``), or
    /// why the values are unknown: the job hung, crashed, or never ran.
    package init(name: String, descriptionResult result: ScenarioResult?) {
        self.init(name: name, properties: AdapterProperties(descriptionResult: result))
    }
}
