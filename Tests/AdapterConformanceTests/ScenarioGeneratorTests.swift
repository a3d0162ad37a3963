import AdapterConformance
import Foundation
import Testing

/// Generated scenarios are valid, deterministic and cite rules that fit their format.
@Suite struct ScenarioGeneratorTests {
    @Test(arguments: [UInt64(0), 1, 42, .max])
    func everyGeneratedScenarioLoadsBackAsItself(seed: UInt64) throws {
        let generator = ScenarioGenerator(seed: seed)
        for index in 0..<2_000 {
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
    @Test func aimedGenerationTerminates() {
        for rule in RuleCatalog.all.map(\.id) {
            FileHandle.standardError.write(Data("AIM \(rule)\n".utf8))
            let generator = ScenarioGenerator(seed: 1, target: FuzzTarget(rules: [rule]))
            for index in 0..<50 { _ = generator.scenario(at: index) }
        }
    }
}
