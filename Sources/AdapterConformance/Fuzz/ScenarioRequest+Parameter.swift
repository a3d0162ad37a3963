import Foundation

extension ScenarioRequest {
    /// Whether the server parameter is missing, empty or blank, as LOAD-8 reads it.
    package var parameterIsMissing: Bool {
        guard let parameter else { return true }
        // Most parameters start with a visible ASCII character, which no trimming removes;
        // Foundation's trimming (a tenth of what drawing a scenario cost) decides the rest.
        if let first = parameter.utf8.first, first > 0x20, first < 0x7F { return false }
        return parameter.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
    }
}
