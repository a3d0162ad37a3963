/// The families of the rule catalog: the prefix of every rule ID. Swift Testing files one
/// test function per family, so adapter repositories select scenarios by family.
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
    /// `FUL-n`: full-screen presentation (shown once, from the SDK's view controller, events in order).
    case ful = "FUL"
    /// `RWD-n`: rewards and video of rewarded and rewarded-interstitial ads.
    case rwd = "RWD"
    /// `BID-n`: bidding: signal collection and loads from a bid response.
    case bid = "BID"
    /// `PRV-n`: privacy: the global request configuration's child and age flags reach the network.
    case prv = "PRV"

    /// The family of a rule ID (`LOAD-1` → `.load`), if the catalog has that family.
    package init?(ruleID: String) {
        self.init(rawValue: String(ruleID.prefix { $0 != "-" }))
    }
}
