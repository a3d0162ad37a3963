import ConformanceVocabulary
import AdapterConformance
import Foundation

/// Where a fuzz run writes its shrunk scenarios: `--out`, one file per finding, named after
/// the shrunk scenario's ID, each a scenario file `run --scenarios` and `validate` take.
struct FindingFiles {
    let directory: URL

    /// Creates the directory (and missing parents) at once, before anything runs.
    init(directory path: String) throws {
        directory = URL(fileURLWithPath: path, isDirectory: true)
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue {
            throw CommandFailure.input("--out \(path) is a file; it must be a directory for the scenario files")
        }
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw CommandFailure.harness("cannot create the directory \(path) for the scenario files: \(error)")
        }
    }

    /// Writes each finding's file; returns the path written per shrunk scenario ID.
    func write(_ findings: [FuzzFinding], adapter: String) throws -> [String: String] {
        var written: [String: String] = [:]
        for finding in findings {
            let url = directory.appendingPathComponent(finding.scenario.id + ".json")
            do {
                try Data(finding.fileText(adapter: adapter).utf8).write(to: url, options: .atomic)
            } catch {
                throw CommandFailure.harness("cannot write \(url.relativePath): \(error)")
            }
            written[finding.scenario.id] = url.relativePath
        }
        return written
    }
}
