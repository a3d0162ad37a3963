/// The families of the rule catalog: the prefix of every rule ID. Swift Testing files one
/// test function per family, so adapter repositories select scenarios by family.
public enum RuleFamily: String, CaseIterable, Sendable {
    /// ADP: the adapter class (versions, set-up, per-instance state).
    case adp = "ADP"
    /// LOAD: the load lifecycle and its completion handler.
    case load = "LOAD"
    /// OPT: request options reaching the network.
    case opt = "OPT"
    /// NAT: native asset mapping.
    case nat = "NAT"
    /// ADC: AdChoices presence and placement.
    case adc = "ADC"
    /// MED: video content or the image fallback.
    case med = "MED"
    /// CLK: click routing and counting.
    case clk = "CLK"
    /// IMP: impression counting.
    case imp = "IMP"
    /// BAN: banner views and events.
    case ban = "BAN"
    /// CON: concurrency and threads.
    case con = "CON"

    /// The family of a rule ID (`LOAD-1` → `.load`), if the catalog has that family.
    public init?(ruleID: String) {
        self.init(rawValue: String(ruleID.prefix { $0 != "-" }))
    }
}
