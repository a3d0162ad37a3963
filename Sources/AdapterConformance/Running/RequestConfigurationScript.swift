import ConformanceVocabulary
import Foundation
import GoogleMobileAds

/// The global request configuration of a scenario: the engine resets
/// `MobileAds.shared.requestConfiguration` and the network's process-wide state (the
/// fixture's `resetNetworkState`) before every scenario, then sets what the scenario scripts,
/// so no scenario sees another's flags or an already-started network.
enum RequestConfigurationScript {
    static func apply(_ settings: PrivacySettings, fixture: AdapterFixture, host: ScenarioHost) {
        let configuration = MobileAds.shared.requestConfiguration
        configuration.reset()
        fixture.resetNetworkState()
        set(settings)
        let facts = fixture.biddingFacts
        if facts != .defaults { host.record(.bidding(.declaration(facts)), load: nil) }
        if !settings.isDefault { host.record(.bidding(.requestConfiguration(settings)), load: nil) }
    }

    /// The publisher changes its flags between two loads: set as the SDK's configuration
    /// holds them from now on, without resetting anything else.
    static func change(to settings: PrivacySettings, host: ScenarioHost, load: Int) {
        set(settings)
        host.record(.bidding(.requestConfiguration(settings)), load: load)
    }

    /// The three flags of `settings`, as the SDK's configuration holds them.
    private static func set(_ settings: PrivacySettings) {
        let configuration = MobileAds.shared.requestConfiguration
        configuration.tagForChildDirectedTreatment = settings.childDirected.map { NSNumber(value: $0) }
        configuration.tagForUnderAgeOfConsent = settings.underAgeOfConsent.map { NSNumber(value: $0) }
        configuration.ageRestrictedTreatment = settings.ageRestricted.sdkValue
    }

    /// Back to a fresh process's configuration.
    static func reset() {
        MobileAds.shared.requestConfiguration.reset()
    }
}

extension AdapterFixture {
    /// The declarations the checks need, for the trace.
    var biddingFacts: BiddingFacts {
        // The class asked for once: that makes an adapter.
        let type = adapterType
        let loadPaths = loadPaths(of: type)
        let refusesChildUsers = refusesChildUsers || classDeclarations(type).refusesChildUsers
        let paths: String =
            switch loadPaths {
            case .waterfallOnly: "waterfallOnly"
            case .biddingOnly: "biddingOnly"
            case .both: "both"
            }
        return BiddingFacts(
            paths: paths, watermarkBase64: bidding.watermarkEncoding == .base64, refusesChildUsers: refusesChildUsers,
            adUnitOnBiddingLoads: bidding.adUnitOnBiddingLoads,
            unbiddableFormats: ScenarioFormat.allCases.filter { format in
                format.sdkFormat.map { loadPaths.bids && !bids(on: $0, paths: loadPaths) } ?? false
            }.map(\.rawValue), privacyPoints: privacyPoints.map(\.rawValue).sorted(),
            bannerSizes: (bannerSizes ?? []).map {
                ServedBannerSize(width: Double($0.width), height: Double($0.height))
            }, mainImageInMediaView: mainImageInMediaView, synchronousTokens: bidding.synchronousTokens)
    }
}

extension ScenarioRunner {
    /// The scenario's request as the SDK fills it for this fixture and load: credentials
    /// under the fixture's keys, and the path (bid response and watermark, or none).
    func resolvedRequest(format: AdFormat, load: Int) -> ScenarioRequest {
        var request = scenario.request
        // The SDK sends no bid for a format the adapter declares it cannot bid on: such a load
        // is a waterfall one wherever the adapter has that path.
        let paths = fixture.loadPaths
        let bids = fixture.bids(on: format, paths: paths)
        let path: LoadPath =
            request.path
            ?? (request.bidResponse != nil && (bids || !paths.fallsBack)
                ? .bidding : paths.fallsBack ? .waterfall : .bidding)
        let keys = fixture.credentials.keys(
            for: format, path: path, adUnitOnBiddingLoads: fixture.bidding.adUnitOnBiddingLoads)
        let settings = ConfigurationFactory.loadSettings(request, keys: keys)
        request.resolvedSettings = settings
        switch path {
        case .waterfall:
            request.bidResponse = nil
            request.watermark = nil
        case .bidding:
            request.bidResponse = request.bidResponse ?? DefaultBid.response
            if !request.omitsWatermark { request.watermark = request.watermark ?? DefaultBid.watermark }
        }
        host.record(.bidding(.loadPath(bidResponse: request.bidResponse, watermark: request.watermark)), load: load)
        host.record(.bidding(.credentials(ConfigurationFactory.handed(settings, keys: keys))), load: load)
        return request
    }
}

extension ConfigurationFactory {
    /// The settings of one ad source under `keys`: `request.parameter` is the ad unit's value
    /// (unless the key keeps a valid value of its own); a `nil` parameter removes every
    /// required key and an empty one empties them; `request.credentials` overrides last.
    package static func loadSettings(_ request: ScenarioRequest, keys: [CredentialKey]) -> [String: String] {
        var settings = settings(parameter: request.parameter, keys: keys)
        for (key, value) in request.credentials { settings[key] = value }
        return settings
    }

    /// What `settings` hands the adapter of each declared key, for the trace.
    static func handed(_ settings: [String: String], keys: [CredentialKey]) -> [HandedCredential] {
        keys.map { HandedCredential(name: $0.name, value: settings[$0.name], owed: $0.role) }
    }

    static func settings(parameter: String?, keys: [CredentialKey]) -> [String: String] {
        var settings: [String: String] = [:]
        for key in keys {
            switch (key.followsParameter, parameter) {
            case (true, nil): continue
            case (true, ""?): settings[key.name] = ""
            case (true, let value?): settings[key.name] = key.keepsSampleValue ? key.sampleValue : value
            case (false, _): settings[key.name] = key.sampleValue
            }
        }
        return settings
    }

    /// The set-up's server configuration: one ad source per entry of `parameters`, under the
    /// fixture's set-up keys.
    static func serverConfiguration(_ parameters: [String?], layout: CredentialLayout) -> MediationServerConfiguration {
        MediationServerConfiguration(
            credentials: parameters.map { parameter in
                MediationCredentials(format: .native, settings: settings(parameter: parameter, keys: layout.setUp))
            })
    }
}
