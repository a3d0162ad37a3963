import Foundation

extension Scenario {
    /// The position of scenario `id` in the `scenarios` array of `file`.
    package static func index(of id: String, inFile file: String) -> Int? {
        guard let data = try? ScenarioFileSystem.contents(of: file),
            case .object(let root)? = try? JSONValue.parse(data),
            case .array(let scenarios)? = root["scenarios"]
        else { return nil }
        return scenarios.firstIndex {
            guard case .object(let scenario) = $0, case .string(let text)? = scenario["id"] else { return false }
            return text == id
        }
    }
}
