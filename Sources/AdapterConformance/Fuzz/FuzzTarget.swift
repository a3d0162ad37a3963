import ConformanceVocabulary

/// What a fuzz run draws and judges: the formats it generates and the rules it aims at.
package struct FuzzTarget: Sendable, Equatable {
    /// The formats asked for.
    package var formats: [ScenarioFormat]
    /// The rules aimed at; empty aims at every rule.
    package var rules: [RuleID]

    /// Every format and every rule by default.
    package init(formats: [ScenarioFormat] = ScenarioFormat.allCases, rules: [RuleID] = []) {
        self.formats = formats
        self.rules = rules
    }

    /// The rules judged: those aimed at, or the whole catalog.
    package var judgedRules: [RuleID] { rules.isEmpty ? RuleID.allCases : rules }

    /// The formats generated: those asked for in which an aimed rule can be judged; empty when
    /// none can (the run has nothing to do).
    package var generatedFormats: [ScenarioFormat] {
        formats.filter { !rules(for: $0).isEmpty }
    }

    /// The rules a scenario of `format` cites: every judged rule that can be judged there.
    package func rules(for format: ScenarioFormat) -> [RuleID] {
        judgedRules.filter { RuleAim.formats(for: $0).contains(format) }
    }
}
