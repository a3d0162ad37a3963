import Foundation

extension ScenarioRequest {
    /// Whether the server parameter is missing, empty or blank, as LOAD-8 reads it.
    package var parameterIsMissing: Bool { Self.isBlank(parameter) }

    /// Whether a credential value is missing, empty or blank.
    package static func isBlank(_ value: String?) -> Bool {
        guard let value else { return true }
        // Most values start with a visible ASCII character, which no trimming removes;
        // Foundation's trimming (costly for every scenario drawn) decides the rest.
        if let first = value.utf8.first, first > 0x20, first < 0x7F { return false }
        return value.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
    }
}
