import Foundation

/// The built-in catalog: `scenarios/` at the root of this package, shipped as a resource of
/// this module, or the directory `CONFORMANCE_SCENARIOS` names.
package enum BuiltInScenarios {
    package static var directory: URL {
        if let override = ProcessInfo.processInfo.environment["CONFORMANCE_SCENARIOS"], !override.isEmpty {
            return URL(fileURLWithPath: override)
        }
        return Bundle.module.resourceURL!.appendingPathComponent("scenarios")
    }

    package static func load() throws -> [Scenario] {
        try ScenarioLoader().load([directory])
    }
}
