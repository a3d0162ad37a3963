import Foundation

extension ScenarioRequest {
    /// Whether the server parameter is missing, empty or blank, as LOAD-8 reads it.
    package var parameterIsMissing: Bool {
        guard let parameter else { return true }
        return parameter.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
    }
}
