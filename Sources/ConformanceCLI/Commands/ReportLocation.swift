import Foundation
import JUnitReport

/// Where `--report` points: a directory (ends with `/` or exists as one) gets
/// `conformance.xml` inside it; anything else is the file itself. A symbolic link is written
/// through to the file it points to, and that file is what the run names as its report.
enum ReportLocation {
    static let defaultFileName = "conformance.xml"

    static func file(for path: String) -> URL {
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
        let url =
            path.hasSuffix("/") || (exists && isDirectory.boolValue)
            ? URL(fileURLWithPath: path).appendingPathComponent(defaultFileName) : URL(fileURLWithPath: path)
        // A path that cannot be resolved is refused by `preflight`; the writer reports it again.
        return (try? JUnitWriter.resolveDestination(url)) ?? url
    }

    /// Fails at once, before a scenario runs, when the report could not be written at `path`:
    /// exit 2 when the path cannot hold a report (a device, a FIFO, a directory where the file
    /// goes, a path through a regular file, a symbolic link loop), exit 3 when the system
    /// refuses (permission denied, a read-only or full file system). Missing directories are
    /// created, as writing the report would.
    static func preflight(_ path: String) throws {
        do {
            _ = try JUnitWriter.prepareDestination(file(for: path))
        } catch {
            let message = "cannot write the report: \(error)"
            if case .unusableDestination = error { throw CommandFailure.input(message) }
            throw CommandFailure.harness(message)
        }
    }
}
