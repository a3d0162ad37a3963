import AdapterConformance
import ConformanceVocabulary
import Foundation
import Testing

/// What each phase takes is said once (`ScenarioPhase`); the catalog's scenarios have the
/// phases their files imply, and a phase without rules that can judge it fails here.
@Suite struct ScenarioPhaseTests {
    @Test func catalogScenariosHaveThePhasesTheirFilesImply() throws {
        for scenario in try BuiltInScenarios.load() {
            let phases = scenario.phases
            if scenario.format == .setUp {
                #expect(phases == [.setUp], "\(scenario.id)")
            } else if scenario.loads.isEmpty {
                #expect(phases == [.collectSignals], "\(scenario.id): signals only")
                #expect(scenario.onlyCollectsSignals)
            } else {
                #expect(phases.last == .load(scenario.format), "\(scenario.id)")
                #expect(phases.contains(.collectSignals) == (scenario.signals != nil), "\(scenario.id)")
            }
            #expect(scenario.loadsAnAd == phases.contains { $0.loads })
        }
    }

    @Test func theLoadPhaseJudgesTheCompletionRulesUncited() {
        let load = Scenario(id: "native.x", title: "x", format: .native, rules: [.nat1])
        #expect(load.judgedRules == [.nat1, .load1, .load2])
        let setUp = Scenario(id: "adapter.x", title: "x", format: .setUp, rules: [.adp2])
        #expect(setUp.judgedRules == [.adp2])
        var signalsOnly = Scenario(id: "native.s", title: "s", format: .native, rules: [.bid1])
        signalsOnly.signals = SignalPhase(format: .native)
        signalsOnly.loads = []
        #expect(signalsOnly.phases == [.collectSignals])
        #expect(signalsOnly.judgedRules == [.bid1])
    }

    @Test func everyPhaseHasRulesAndOnlyLoadsTakeSteps() {
        let phases = [ScenarioPhase.setUp, .collectSignals] + ScenarioFormat.loadFormats.map(ScenarioPhase.load)
        for phase in phases {
            #expect(!phase.rules.isEmpty, "no rule can judge \(phase)")
            #expect(phase.loads == !phase.acceptedSteps.isEmpty, "\(phase)")
        }
        #expect(ScenarioPhase.setUp.rules.contains(.adp2))
        #expect(ScenarioPhase.collectSignals.rules.contains(.bid1))
        #expect(!ScenarioPhase.collectSignals.rules.contains(.load1))
        #expect(ScenarioFormat.loadFormats.allSatisfy { $0.phase == .load($0) })
        #expect(ScenarioFormat.setUp.phase == .setUp)
    }
}
