import Foundation

/// A scenario file the loader refused: which file, where in it, and what was expected.
/// Nothing from a refused file runs.
package struct ScenarioFileError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file, as given to the loader.
    package var file: String
    /// JSON path of the offending value, e.g. `$.scenarios[3].network.answers[0].afterMs`.
    package var path: String
    /// What was expected there, and what was found.
    package var message: String

    package init(file: String, path: String, message: String) {
        self.file = file
        self.path = path
        self.message = message
    }

    /// `file: path: message` on one line, ready to print as a diagnostic.
    package var description: String { "\(file): \(path): \(message)" }
}
