import Foundation
import Testing

/// No adapter method is called outside worker code: a supervisor that calls the adapter
/// (its versions for the report, say) hangs or dies with it, and takes the run along. This
/// reads the CLI's sources: only the files that play a worker (``workerFiles``) may reach the
/// engine, which is where adapter code runs, and none may name an adapter member itself.
struct AdapterCallTests {
    /// CLI sources that are worker code: the hidden `worker` subcommand and `--jobs 0`.
    static let workerFiles: Set<String> = ["Commands/WorkerCommand.swift", "Commands/InProcessWorker.swift"]

    /// What reaches adapter code: its class members, its instances, and the engine's entry
    /// points that call them.
    static let adapterCalls = [
        "adapterType", "makeAdapter", "adapterVersion(", "adSDKVersion(", "networkExtrasClass(", "setUp(with",
        "collectSignals", "MediationAdapter", "ConformanceEngine.", "InProcessExecutor(", "MainLane.",
        "AdapterDescription(fixture", "AdapterDescription.init(fixture",
    ]

    static let sourceRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/ConformanceCLI")

    /// Every Swift file under the CLI's sources, by path relative to them.
    static func sources() throws -> [String: String] {
        let root = sourceRoot.standardizedFileURL.path
        let enumerator = try #require(FileManager.default.enumerator(atPath: root))
        var files: [String: String] = [:]
        while let path = enumerator.nextObject() as? String {
            guard path.hasSuffix(".swift") else { continue }
            files[path] = try String(contentsOfFile: root + "/" + path, encoding: .utf8)
        }
        return files
    }

    /// Lines of `text` naming an adapter call, comments aside.
    static func offences(in text: String) -> [String] {
        text.split(separator: "\n").map(String.init).filter { line in
            let code = line.trimmingCharacters(in: .whitespaces)
            guard !code.hasPrefix("//") else { return false }
            return adapterCalls.contains { code.contains($0) }
        }
    }

    @Test func onlyWorkerCodeReachesTheAdapter() throws {
        let files = try Self.sources()
        #expect(files.count > 20, "found only \(files.count) CLI sources under \(Self.sourceRoot.path)")
        var found: [String] = []
        for (path, text) in files where !Self.workerFiles.contains(path) {
            found += Self.offences(in: text).map { "\(path): \($0)" }
        }
        #expect(found.isEmpty, "adapter calls outside worker code:\n\(found.joined(separator: "\n"))")
        // The in-process worker does reach the engine, or this test would be looking at the wrong names.
        #expect(!Self.offences(in: files["Commands/InProcessWorker.swift"] ?? "").isEmpty)
    }

    /// The check catches the supervisor's old way of describing the adapter.
    @Test func theCheckCatchesASupervisorCall() {
        let old =
            "        let report = ConformanceReport.make(results: r, adapters: fixtures.map(AdapterDescription.init(fixture:)))"
        let direct = "    let version = string(for: fixture.adapterType.adSDKVersion())"
        #expect(!Self.offences(in: direct).isEmpty)
        #expect(!Self.offences(in: old).isEmpty)
        #expect(Self.offences(in: "    // fixture.adapterType, in a comment").isEmpty)
    }
}
