import AdapterConformance
import Testing

/// The rule families of the catalog, as Swift Testing needs them: one test function per
/// family, each tagged with its family's tag. Swift Testing's tags are fixed per test
/// function, so a scenario is filed under one family, that of the first rule it cites.
/// The raw value is the rule-ID prefix (`LOAD` for `LOAD-1`).
public enum RuleFamily: String, CaseIterable, Sendable {
    /// `ADP-n`: the adapter class contract (versions, set-up, per-instance load state).
    case adp = "ADP"
    /// `LOAD-n`: the load lifecycle (one completion with an ad or an error, failures as `NSError`s).
    case load = "LOAD"
    /// `OPT-n`: the server parameter and request options reach the network; banner size.
    case opt = "OPT"
    /// `NAT-n`: native assets mapped unchanged; missing ones `nil`.
    case nat = "NAT"
    /// `ADC-n`: one AdChoices view in the rendered ad, in the corner asked for.
    case adc = "ADC"
    /// `MED-n`: media content (video flag, media view, video events).
    case med = "MED"
    /// `CLK-n`: clicks reported once, by the adapter or by the SDK, never both.
    case clk = "CLK"
    /// `IMP-n`: impressions reported once, by the adapter or by the SDK, never both.
    case imp = "IMP"
    /// `BAN-n`: the banner view, its clicks, impressions and full-screen events.
    case ban = "BAN"
    /// `CON-n`: concurrent loads, background-thread callbacks, main-thread stalls.
    case con = "CON"

    /// The family of a rule ID (`LOAD-1` → `.load`), if the catalog has that family.
    package init?(ruleID: String) {
        self.init(rawValue: String(ruleID.prefix { $0 != "-" }))
    }

    /// The family a scenario is filed under: that of its first rule.
    package init?(scenario: Scenario) {
        guard let first = scenario.rules.first else { return nil }
        self.init(ruleID: first)
    }

    // Only the tests read this, to check that every family has a tag of its own.
    package var tag: Tag {
        switch self {
        case .adp: .adp
        case .load: .load
        case .opt: .opt
        case .nat: .nat
        case .adc: .adc
        case .med: .med
        case .clk: .clk
        case .imp: .imp
        case .ban: .ban
        case .con: .con
        }
    }
}

extension Tag {
    /// Every conformance test, whatever its family.
    @Tag public static var conformance: Self
    /// ADP: adapter class contract.
    @Tag public static var adp: Self
    /// LOAD: load lifecycle.
    @Tag public static var load: Self
    /// OPT: request options reach the network.
    @Tag public static var opt: Self
    /// NAT: native asset mapping.
    @Tag public static var nat: Self
    /// ADC: AdChoices presence.
    @Tag public static var adc: Self
    /// MED: video or image fallback.
    @Tag public static var med: Self
    /// CLK: clicks.
    @Tag public static var clk: Self
    /// IMP: impressions.
    @Tag public static var imp: Self
    /// BAN: banner events.
    @Tag public static var ban: Self
    /// CON: concurrency and threads.
    @Tag public static var con: Self
}
