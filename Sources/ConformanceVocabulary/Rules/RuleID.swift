/// A rule's stable public ID (`LOAD-1`): the name reports, scenario files and outside tooling
/// key on. One case per rule of the catalog, in catalog order; the raw value is the public
/// spelling. IDs are never renamed or reused: a retired rule's ID moves to `RetiredRuleID`.
package enum RuleID: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    case adp1 = "ADP-1", adp2 = "ADP-2", adp3 = "ADP-3", adp4 = "ADP-4"
    case load1 = "LOAD-1", load2 = "LOAD-2", load3 = "LOAD-3", load4 = "LOAD-4", load5 = "LOAD-5", load6 = "LOAD-6",
        load7 = "LOAD-7", load8 = "LOAD-8"
    case opt1 = "OPT-1", opt2 = "OPT-2", opt3 = "OPT-3", opt4 = "OPT-4", opt5 = "OPT-5", opt6 = "OPT-6", opt7 = "OPT-7",
        opt8 = "OPT-8", opt9 = "OPT-9"
    case nat1 = "NAT-1", nat2 = "NAT-2", nat3 = "NAT-3", nat4 = "NAT-4"
    case adc1 = "ADC-1", adc2 = "ADC-2", adc3 = "ADC-3", adc4 = "ADC-4"
    case med1 = "MED-1", med2 = "MED-2", med3 = "MED-3", med4 = "MED-4"
    case clk1 = "CLK-1", clk2 = "CLK-2", clk3 = "CLK-3", clk4 = "CLK-4", imp1 = "IMP-1", imp2 = "IMP-2", imp3 = "IMP-3",
        imp4 = "IMP-4"
    case ban1 = "BAN-1", ban2 = "BAN-2", ban3 = "BAN-3", ban4 = "BAN-4"
    case con1 = "CON-1", con2 = "CON-2", con3 = "CON-3"
    case ful1 = "FUL-1", ful2 = "FUL-2", ful3 = "FUL-3", ful4 = "FUL-4", ful5 = "FUL-5", ful6 = "FUL-6", ful7 = "FUL-7"
    case rwd1 = "RWD-1", rwd2 = "RWD-2", rwd3 = "RWD-3", rwd4 = "RWD-4"
    case bid1 = "BID-1", bid2 = "BID-2", bid3 = "BID-3", bid4 = "BID-4", bid5 = "BID-5", bid6 = "BID-6", bid7 = "BID-7",
        bid8 = "BID-8", bid9 = "BID-9"
    case prv1 = "PRV-1", prv2 = "PRV-2"

    /// The public spelling, so that interpolation and reports print `LOAD-1`.
    package var description: String { rawValue }

    /// The family: the part of the ID before the dash. Every case's prefix names a family
    /// (a test runs every case through this).
    package var family: RuleFamily { Self.families[caseIndex] }

    /// Every ID's family by ``caseIndex``, read from the IDs once rather than parsed from the
    /// name at each call.
    private static let families: [RuleFamily] = ordered.map { id in
        guard let family = RuleFamily(ruleID: id.rawValue) else {
            preconditionFailure("rule \(id.rawValue) is in no family")
        }
        return family
    }

    /// The case's place in ``allCases``: the enum's stored tag, a byte in declaration order
    /// (checked as the checks are built), read directly. Hashing and comparing rule IDs by it
    /// rather than by their raw strings (what `RawRepresentable` would do) took a String hash
    /// off every set, dictionary and check look-up of a judged rule: several per rule and
    /// scenario.
    package var caseIndex: Int { Int(withUnsafeBytes(of: self) { $0[0] }) }

    /// Every ID by ``caseIndex``, built once (`allCases` builds its array at each use).
    package static let ordered: [RuleID] = allCases

    package static func == (lhs: RuleID, rhs: RuleID) -> Bool { lhs.caseIndex == rhs.caseIndex }

    package func hash(into hasher: inout Hasher) { hasher.combine(UInt8(truncatingIfNeeded: caseIndex)) }
}

/// IDs of rules the catalog retired: reserved, never reused, and refused in scenario files
/// with the reason.
package enum RetiredRuleID: String, CaseIterable, Sendable {
    case opt10 = "OPT-10"

    /// Why the rule was retired, and what judges its ground now.
    package var reason: String {
        switch self {
        case .opt10:
            "retired for PRV-1: Google Mobile Ads 13 carries child and age flags only in MobileAds.shared.requestConfiguration, not per request"
        }
    }
}
