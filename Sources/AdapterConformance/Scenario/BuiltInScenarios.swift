import Foundation

/// Where the built-in catalog lives: `scenarios/` at the root of this package, found from
/// this source file's location (the package is always built from source), or from
/// `CONFORMANCE_SCENARIOS` when set.
package enum BuiltInScenarios {
    /// The catalog directory.
    package static var directory: URL {
        if let override = ProcessInfo.processInfo.environment["CONFORMANCE_SCENARIOS"], !override.isEmpty {
            return URL(fileURLWithPath: override)
        }
        return packageRoot.appendingPathComponent("scenarios")
    }

    /// The root of the harness package.
    package static var packageRoot: URL {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent()  // Scenario
            .deletingLastPathComponent()  // AdapterConformance
            .deletingLastPathComponent()  // Sources
            .deletingLastPathComponent()
    }

    /// Loads the whole built-in catalog.
    package static func load() throws -> [Scenario] {
        try ScenarioLoader().load(directory: directory)
    }
}
