import Foundation

/// This package's executables as `swift build --build-tests` leaves them: in the folder of the
/// running test binary, or a few folders up from a test bundle's own executable.
package enum BuiltExecutable {
    /// The `conformance` executable, if it was built: what tests start as a run or as workers.
    package static let conformance: String? = named("conformance")

    /// The executable called `name` built alongside the tests, if any.
    package static func named(_ name: String) -> String? {
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = directory.appendingPathComponent(name).path
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            directory.deleteLastPathComponent()
        }
        return nil
    }
}
