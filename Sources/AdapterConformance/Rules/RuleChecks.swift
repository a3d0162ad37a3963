import Foundation

/// Every check, one per rule of the catalog.
package enum RuleChecks {
    /// All checks in catalog order.
    package static let all: [any RuleCheck] = [
        ADP_1(), ADP_2(), ADP_3(), ADP_4(),
        LOAD_1(), LOAD_2(), LOAD_3(), LOAD_4(), LOAD_5(), LOAD_6(), LOAD_7(), LOAD_8(),
        OPT_1(), OPT_2(), OPT_3(), OPT_4(), OPT_5(), OPT_6(), OPT_7(), OPT_8(), OPT_9(),
        NAT_1(), NAT_2(), NAT_3(), NAT_4(),
        ADC_1(), ADC_2(), ADC_3(), ADC_4(),
        MED_1(), MED_2(), MED_3(), MED_4(),
        CLK_1(), CLK_2(), CLK_3(), CLK_4(), IMP_1(), IMP_2(), IMP_3(), IMP_4(),
        BAN_1(), BAN_2(), BAN_3(), BAN_4(),
        CON_1(), CON_2(), CON_3(),
        FUL_1(), FUL_2(), FUL_3(), FUL_4(), FUL_5(), FUL_6(), FUL_7(),
        RWD_1(), RWD_2(), RWD_3(), RWD_4(),
        BID_1(), BID_2(), BID_3(), BID_4(), BID_5(), BID_6(), BID_7(), BID_8(), BID_9(),
        PRV_1(), PRV_2(),
    ]

    /// Checks by rule ID.
    package static let byID: [String: any RuleCheck] = Dictionary(uniqueKeysWithValues: all.map { ($0.rule.id, $0) })
}
