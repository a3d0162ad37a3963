import ConformanceVocabulary
import ScriptedNetwork

/// What the fuzzer reads of each rule: the formats it can be judged in and what to make
/// likelier when a run aims at it. Each rule declares these next to its check (`RuleCheck`);
/// what it does not declare comes from its family, below.
package enum RuleAim {
    /// Every format that loads an ad.
    static let loadFormats = ScenarioFormat.loadFormats
    static let fullScreenFormats: [ScenarioFormat] = [.interstitial, .rewarded, .rewardedInterstitial, .appOpen]

    /// The formats in which `rule` can be judged.
    package static func formats(for rule: RuleID) -> [ScenarioFormat] { rule.check.formats }

    /// Makes likelier what `rule` needs: its family's aim, then its own.
    static func raise(_ grammar: inout FuzzGrammar, toward rule: RuleID) {
        rule.family.aim(&grammar)
        rule.check.aim(&grammar)
    }
}

extension RuleFamily {
    /// The formats a rule of the family is judged in unless it says otherwise.
    var formats: [ScenarioFormat] {
        switch self {
        case .nat, .adc, .med, .clk, .imp: [.native]
        case .ban: [.banner]
        case .ful: RuleAim.fullScreenFormats
        case .rwd: RewardJudgement.rewardedFormats
        case .adp, .load, .opt, .con, .bid, .prv: RuleAim.loadFormats
        }
    }

    /// Whether a rule of the family judges a scenario that only collects signals, unless it
    /// says otherwise.
    var judgesSignalsAlone: Bool {
        switch self {
        case .bid, .prv: true
        case .adp, .load, .opt, .nat, .adc, .med, .clk, .imp, .ban, .con, .ful, .rwd: false
        }
    }

    /// What every rule of the family needs of a fuzzed scenario: rules about a loaded ad
    /// need loads that succeed.
    func aim(_ grammar: inout FuzzGrammar) {
        switch self {
        case .nat, .adc, .med, .clk, .imp, .ban, .ful, .rwd:
            grammar.failure = 0.1; grammar.missingParameter = 0.01; grammar.silent = 0.01
        case .adp, .load, .opt, .con, .bid, .prv: break
        }
    }
}

extension FuzzGrammar {
    /// Makes network steps likelier, and among them `events`.
    mutating func favour(_ events: [NetworkEvent]) {
        stepKinds[.network, default: 0] += 6
        for event in events { networkEvents[event, default: 0] += 8 }
    }
}
