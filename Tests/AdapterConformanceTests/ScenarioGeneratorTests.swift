import AdapterConformance
import ConformanceVocabulary
import Foundation
import Testing

/// Generated scenarios are valid, deterministic and cite rules that fit their format.
@Suite struct ScenarioGeneratorTests {
    @Test(arguments: [UInt64(0), 1, 42, .max])
    func everyGeneratedScenarioLoadsBackAsItself(seed: UInt64) throws {
        let generator = ScenarioGenerator(seed: seed)
        for index in 0..<500 {
            let scenario = generator.scenario(at: index)
            let text = ScenarioWriter.file([scenario])
            var expected = scenario
            expected.source = "generated.json"
            let loaded = try ScenarioLoader().load(data: Data(text.utf8), file: "generated.json")
            #expect(loaded == [expected], "\(text)")
            if loaded != [expected] { return }
        }
    }
}

@Suite struct ScenarioGeneratorAimTests {
    /// Every rule can be aimed at: some draw of every index leaves it able to judge.
    @Test func aimedGenerationTerminates() {
        for rule in RuleCatalog.all.map(\.id) {
            let generator = ScenarioGenerator(seed: 1, target: FuzzTarget(rules: [rule]))
            for index in 0..<50 { _ = generator.scenario(at: index) }
        }
    }
}

@Suite struct ScenarioSizeTests {
    @Test func countsLoadsAnswersStepsSettingsAndNativeAssets() throws {
        let scenario = try #require(
            try BuiltInScenarios.load().first { $0.id == "native.load.fail-then-answer" })
        // One load, two answers, one step; the standard ad of the second answer has 12 assets.
        let size = ScenarioSize(scenario)
        #expect([size.loads, size.answers, size.steps, size.settings] as [Int] == [1, 2, 1, 0])
        #expect(size.assets == 12)
        var banner = scenario
        banner.format = .banner
        #expect(ScenarioSize(banner).assets == 0, "only native scenarios count assets")
        var present = Scenario(id: "x", title: "x", format: .interstitial, rules: [.ful2])
        present.steps = [.present(show: ShowEvent.ordinary)]
        #expect(ScenarioSize(present).steps == 5, "a present counts its show events")
    }

    @Test func sameSeedSameScenarios() {
        let one = ScenarioGenerator(seed: 77), two = ScenarioGenerator(seed: 77)
        for index in [0, 1, 500, 123_456] { #expect(one.scenario(at: index) == two.scenario(at: index)) }
        #expect(ScenarioGenerator(seed: 78).scenario(at: 0) != one.scenario(at: 0))
    }

    @Test func aimedScenariosCiteOnlyTheAimedRules() {
        let generator = ScenarioGenerator(seed: 4, target: FuzzTarget(formats: [.native, .banner], rules: [.opt9]))
        for index in 0..<50 {
            let scenario = generator.scenario(at: index)
            #expect(scenario.format == .banner && scenario.rules == [.opt9])
        }
    }
}
