import Foundation
import GoogleMobileAds
import ScriptedNetwork

/// The publisher's global request configuration a scenario scripts
/// (`MobileAds.shared.requestConfiguration`); the engine sets it before the scenario and resets
/// it afterwards. Every field defaults to unset.
/// A change of the global request configuration made before a load starts.
package struct PrivacyChange: Equatable, Sendable {
    /// The load it comes before (from 0).
    package var beforeLoad: Int
    /// The configuration from then on.
    package var privacy: PrivacySettings

    package init(beforeLoad: Int, privacy: PrivacySettings) {
        self.beforeLoad = beforeLoad
        self.privacy = privacy
    }
}

extension Scenario {
    /// Whether the configuration marks the user as a child at any point of the scenario: a
    /// network that refuses children refuses the loads from there on.
    package var marksChildAnywhere: Bool {
        privacy.marksChild || privacyChanges.contains { $0.privacy.marksChild }
    }

    /// The request configuration in force when load `load` starts (the scenario's own before
    /// any change; `nil` load: set-up and signals, which come before every load).
    package func privacy(atLoad load: Int?) -> PrivacySettings {
        guard let load else { return privacy }
        return privacyChanges.last { $0.beforeLoad <= load }?.privacy ?? privacy
    }
}

package struct PrivacySettings: Equatable, Sendable, CustomStringConvertible {
    /// `tagForChildDirectedTreatment`: `nil` unset.
    package var childDirected: Bool?
    /// `tagForUnderAgeOfConsent`: `nil` unset.
    package var underAgeOfConsent: Bool?
    /// `ageRestrictedTreatment`.
    package var ageRestricted: AgeTreatment

    package init(childDirected: Bool? = nil, underAgeOfConsent: Bool? = nil, ageRestricted: AgeTreatment = .unspecified)
    {
        self.childDirected = childDirected
        self.underAgeOfConsent = underAgeOfConsent
        self.ageRestricted = ageRestricted
    }

    /// Whether nothing is set: a fresh process's configuration.
    package var isDefault: Bool { self == PrivacySettings() }

    /// Whether the publisher marked the user as a child in any of the three ways.
    package var marksChild: Bool { childDirected == true || underAgeOfConsent == true || ageRestricted == .child }

    /// What a network flag for the child-directed treatment should be: three-valued.
    package var expectedChildFlag: Bool? {
        if childDirected == true || ageRestricted == .child { return true }
        return childDirected
    }

    /// What a network's under-age flag should be: three-valued.
    package var expectedUnderAgeFlag: Bool? {
        if underAgeOfConsent == true || ageRestricted == .child { return true }
        return underAgeOfConsent
    }

    package var description: String {
        "tagForChildDirectedTreatment=\(childDirected.map(String.init) ?? "unset") "
            + "tagForUnderAgeOfConsent=\(underAgeOfConsent.map(String.init) ?? "unset") "
            + "ageRestrictedTreatment=\(ageRestricted.rawValue)"
    }
}

/// `AgeRestrictedTreatment` as scenario files spell it.
package enum AgeTreatment: String, Sendable, CaseIterable {
    case unspecified, child, teen

    /// The SDK's value.
    package var sdkValue: AgeRestrictedTreatment {
        switch self {
        case .unspecified: .unspecified
        case .child: .child
        case .teen: .teen
        }
    }
}

/// Which path a load takes: the SDK's bidding (a bid response and watermark in the
/// configuration) or the waterfall (credentials only).
package enum LoadPath: String, Sendable, CaseIterable {
    case bidding, waterfall
}

/// A scenario's signal-collection phase: the SDK asks a fresh adapter for signals before
/// anything else, off the main thread, and waits the signal window for its completion.
package struct SignalPhase: Equatable, Sendable {
    /// The format whose ad sources' credentials the signal request carries
    /// (`params.configuration.credentials[].format`); `nil`: a format the fixture declares
    /// the adapter cannot bid on (BID-5; files spell it `"unbiddable"`).
    package var format: ScenarioFormat?
    /// What the network's bid-token call does.
    package var network: SignalScript
    /// How long the main thread is held busy while signals are collected (0: not at all).
    package var busyMainMilliseconds: Int
    /// Scenario time the SDK waits for the signal completion (Google's adapter tests wait 1 s).
    package var windowMilliseconds: Int

    package init(
        format: ScenarioFormat?, network: SignalScript = .token(SignalScript.defaultToken),
        busyMainMilliseconds: Int = 0, windowMilliseconds: Int = SignalPhase.defaultWindowMilliseconds
    ) {
        self.format = format; self.network = network; self.busyMainMilliseconds = busyMainMilliseconds
        self.windowMilliseconds = windowMilliseconds
    }

    /// The signal window of a file without `windowMs`.
    package static let defaultWindowMilliseconds = 1_000
}

/// The bid response and watermark the harness puts in a bidding load a scenario did not
/// script one for.
package enum DefaultBid {
    package static let response = "scripted-bid-response"
    package static let watermark = "scripted-watermark"
}

extension Scenario {
    /// The rules a scenario is judged on: the ones it cites, plus LOAD-1 and LOAD-2 in every
    /// load scenario (a completion called twice, or with both or neither of ad and error,
    /// never passes, whatever the scenario cites).
    package var judgedRules: [RuleID] {
        rules + phases.flatMap(\.implicitRules).filter { !rules.contains($0) }
    }
}
