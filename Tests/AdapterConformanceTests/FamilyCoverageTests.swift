import AdapterConformance
import AdapterConformanceTesting
import Foundation
import SampleAdSDKFixture
import SampleCustomEvent
import Testing

/// An adopter's suite that asks for some families only hears about the rest; one that asks
/// for the whole catalog, or for every family, hears nothing; their own folders run too.
@Suite struct FamilyCoverageTests {
    private static func probe(_ name: String) -> AdapterFixture {
        AdapterFixture.sampleSDKStandIn(name: name, summary: "coverage probe") { SampleCustomEvent() }
    }

    @Test func familiesNoTestAskedForAreNamedOnce() throws {
        let fixture = Self.probe("coverage-some")
        _ = try ConformanceSuite.scenarios(for: fixture, family: .load, report: .none)
        _ = try ConformanceSuite.scenarios(for: fixture, family: .nat, report: .none)
        let missed = try #require(FamilyCoverage.takeMissed(fixture))
        let families = Set(missed.map(\.family))
        #expect(!families.contains(.load) && !families.contains(.nat))
        #expect(families.isSuperset(of: [.adp, .ful, .rwd]))
        #expect(missed.allSatisfy { $0.scenarios > 0 })
        #expect(FamilyCoverage.takeMissed(fixture) == nil, "named once per process")
    }

    @Test func theWholeCatalogOrEveryFamilyMissesNothing() throws {
        let whole = Self.probe("coverage-whole")
        _ = try ConformanceSuite.scenarios(for: whole, report: .none)
        #expect(FamilyCoverage.takeMissed(whole) == nil)
        let each = Self.probe("coverage-each")
        for family in RuleFamily.allCases {
            _ = try ConformanceSuite.scenarios(for: each, family: family, report: .none)
        }
        #expect(FamilyCoverage.takeMissed(each) == nil)
    }

    @Test func adoptersOwnFoldersRunWithTheCatalog() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("own-scenarios-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = """
            {"scenarios": [{"id": "own.load.found-by-fuzzing", "title": "An adopter's own scenario", "format": "native",
              "rules": ["LOAD-1"]}]}
            """
        try Data(file.utf8).write(to: folder.appendingPathComponent("own.json"))
        let fixture = Self.probe("coverage-own")
        let cases = try ConformanceSuite.scenarios(for: fixture, family: .load, including: [folder], report: .none)
        #expect(cases.contains { $0.description.contains("own.load.found-by-fuzzing") })
        #expect(try ConformanceSuite.scenarios(for: fixture, family: .load, report: .none).count == cases.count - 1)
    }
}

/// Swift Testing refuses a scenario that names a credential key the fixture does not
/// declare, with the file and JSON path, as the CLI does.
@Suite struct SwiftTestingCredentialCheckTests {
    @Test func anUndeclaredCredentialKeyIsABadScenarioFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "bad-credentials-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = """
            {"scenarios": [{"id": "own.load.typo-key", "title": "A misspelt credential key", "format": "native",
              "rules": ["LOAD-1"], "request": {"credentials": {"paramter": "x"}}}]}
            """
        try Data(file.utf8).write(to: folder.appendingPathComponent("typo.json"))
        let fixture = AdapterFixture.sampleSDKStandIn(name: "credential-probe", summary: "probe") {
            SampleCustomEvent()
        }
        #expect {
            _ = try ConformanceSuite.scenarios(for: fixture, including: [folder], report: .none)
        } throws: { error in
            "\(error)".contains("typo.json") && "\(error)".contains("request.credentials.paramter")
        }
    }
}
