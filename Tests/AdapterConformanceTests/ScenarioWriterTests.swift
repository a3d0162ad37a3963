import AdapterConformance
import ConformanceVocabulary
import Foundation
import ScriptedNetwork
import Testing

/// The writer is the decoder's inverse: every scenario of the built-in catalog, written and
/// read back, is the scenario it was.
@Suite struct ScenarioWriterTests {
    static let catalog = Result { try BuiltInScenarios.load() }

    @Test func catalogRoundTrips() throws {
        let scenarios = try Self.catalog.get()
        #expect(scenarios.count > 100)
        for scenario in scenarios {
            let text = ScenarioWriter.file([scenario], description: "round trip")
            let again = try ScenarioLoader().load(data: Data(text.utf8), file: scenario.source ?? "")
            #expect(again == [scenario], "\(scenario.id) does not survive writing:\n\(text)")
        }
    }

    @Test func wholeCatalogInOneFileRoundTrips() throws {
        let scenarios = try Self.catalog.get().map { scenario -> Scenario in
            var copy = scenario
            copy.source = "all.json"
            return copy
        }
        let text = ScenarioWriter.file(scenarios)
        #expect(try ScenarioLoader().load(data: Data(text.utf8), file: "all.json") == scenarios)
        #expect(ScenarioWriter.file(scenarios) == text, "the same scenarios give the same bytes")
    }

    @Test func writesOnlyWhatDiffersFromTheDefaults() {
        let scenario = Scenario(id: "native.x", title: "t", format: .native, rules: [.load1])
        #expect(
            ScenarioWriter.json(scenario).compact()
                == #"{"id": "native.x", "title": "t", "format": "native", "rules": ["LOAD-1"], "network": {"answers": [{"outcome": "ad"}]}}"#
        )
    }

    @Test func oddContentRoundTrips() throws {
        var ad = NetworkAd(headline: "quote \" backslash \\ newline \n tab \t bell \u{7} ünï 🎉", starRating: "3.75")
        ad.images = [NetworkImage(url: "https://x.example/a.png", bytes: "bytes-of-https://x.example/a.png", scale: 0)]
        ad.videoDuration = 12.5
        ad.adChoices = .iconAndURL(icon: NetworkImage(url: "data:,x", bytes: "b", scale: 2.5), clickURL: "https://c")
        ad.destination = ClickDestination(deepLinks: [], url: "https://d")
        let scenario = Scenario(
            id: "native.odd", title: "odd", format: .native, rules: [.nat1],
            request: ScenarioRequest(parameter: nil, childDirected: false, adWidth: 320.5, adHeight: 1e-3),
            loads: [NetworkScript(answers: [NetworkAnswer(.ad(ad), afterMilliseconds: 3, on: .background(lane: 2))])],
            source: "odd.json")
        let text = ScenarioWriter.file([scenario])
        #expect(try ScenarioLoader().load(data: Data(text.utf8), file: "odd.json") == [scenario], "\(text)")
    }
}
