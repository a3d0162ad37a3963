import ConformanceVocabulary

extension RuleID {
    /// The rule's check: the registry. A new case does not compile until it has one.
    package var check: any RuleCheck { RuleChecks.all[caseIndex] }

    /// The check of each rule, built once; exhaustive, so a rule without a check does not compile.
    fileprivate var makeCheck: any RuleCheck {
        switch self {
        case .adp1: ADP_1()
        case .adp2: ADP_2()
        case .adp3: ADP_3()
        case .adp4: ADP_4()
        case .load1: LOAD_1()
        case .load2: LOAD_2()
        case .load3: LOAD_3()
        case .load4: LOAD_4()
        case .load5: LOAD_5()
        case .load6: LOAD_6()
        case .load7: LOAD_7()
        case .load8: LOAD_8()
        case .opt1: OPT_1()
        case .opt2: OPT_2()
        case .opt3: OPT_3()
        case .opt4: OPT_4()
        case .opt5: OPT_5()
        case .opt6: OPT_6()
        case .opt7: OPT_7()
        case .opt8: OPT_8()
        case .opt9: OPT_9()
        case .nat1: NAT_1()
        case .nat2: NAT_2()
        case .nat3: NAT_3()
        case .nat4: NAT_4()
        case .adc1: ADC_1()
        case .adc2: ADC_2()
        case .adc3: ADC_3()
        case .adc4: ADC_4()
        case .med1: MED_1()
        case .med2: MED_2()
        case .med3: MED_3()
        case .med4: MED_4()
        case .clk1: CLK_1()
        case .clk2: CLK_2()
        case .clk3: CLK_3()
        case .clk4: CLK_4()
        case .imp1: IMP_1()
        case .imp2: IMP_2()
        case .imp3: IMP_3()
        case .imp4: IMP_4()
        case .ban1: BAN_1()
        case .ban2: BAN_2()
        case .ban3: BAN_3()
        case .ban4: BAN_4()
        case .con1: CON_1()
        case .con2: CON_2()
        case .con3: CON_3()
        case .ful1: FUL_1()
        case .ful2: FUL_2()
        case .ful3: FUL_3()
        case .ful4: FUL_4()
        case .ful5: FUL_5()
        case .ful6: FUL_6()
        case .ful7: FUL_7()
        case .rwd1: RWD_1()
        case .rwd2: RWD_2()
        case .rwd3: RWD_3()
        case .rwd4: RWD_4()
        case .bid1: BID_1()
        case .bid2: BID_2()
        case .bid3: BID_3()
        case .bid4: BID_4()
        case .bid5: BID_5()
        case .bid6: BID_6()
        case .bid7: BID_7()
        case .bid8: BID_8()
        case .bid9: BID_9()
        case .prv1: PRV_1()
        case .prv2: PRV_2()
        }
    }
}

/// Every check, one per rule of the catalog.
package enum RuleChecks {
    /// All checks in catalog order (`RuleID`'s order).
    package static let all: [any RuleCheck] = {
        precondition(MemoryLayout<RuleID>.size == 1, "RuleID's tag is read as a byte")
        for (index, id) in RuleID.allCases.enumerated() {
            precondition(id.caseIndex == index, "RuleID's tags follow allCases")
        }
        return RuleID.allCases.map(\.makeCheck)
    }()
}
