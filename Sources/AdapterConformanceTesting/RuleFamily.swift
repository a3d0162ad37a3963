import AdapterConformance
import ConformanceVocabulary
import Testing

// Swift Testing's tags are fixed per test function, so a scenario is filed under one
// family, that of the first rule it cites.
extension RuleFamily {
    /// The family a scenario is filed under: that of its first rule.
    package init?(scenario: Scenario) {
        guard let first = scenario.rules.first else { return nil }
        self = first.family
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
        case .ful: .ful
        case .rwd: .rwd
        case .bid: .bid
        case .prv: .prv
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
    /// BID: bidding (signals, bid-response loads).
    @Tag public static var bid: Self
    /// PRV: privacy flags of the global request configuration.
    @Tag public static var prv: Self
    @Tag public static var imp: Self
    /// BAN: banner events.
    @Tag public static var ban: Self
    /// CON: concurrency and threads.
    @Tag public static var con: Self
    /// FUL: full-screen presentation.
    @Tag public static var ful: Self
    /// RWD: rewards and rewarded video.
    @Tag public static var rwd: Self
}
