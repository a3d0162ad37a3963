#if canImport(Glibc)
import ConformanceVocabulary
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import AdapterConformance
import ConformanceTestSupport
import Foundation
import JUnitReport
import Testing

/// Bad report paths and unreadable scenario paths: refused at once with a sentence and the
/// documented exit status, before any scenario runs and without touching what is there.
extension CommandLineRunTests {
    /// One quick scenario in-process, its report sent to `report`.
    func runOne(report: String) async -> Outcome {
        await run([
            "run", "--adapter", "SampleCustomEvent", "--jobs", "0", "--filter", "native.load.fail-then-answer",
            "--report", report, "--no-progress",
        ])
    }

    func fileType(_ path: String) -> mode_t? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        return info.st_mode & S_IFMT
    }

    /// Refused before anything ran: the "Running …" line comes after the check.
    func expectRefusedBeforeRunning(_ result: Outcome, status: Int32, saying words: String...) {
        #expect(result.status == status, "\(result.err)")
        #expect(!result.err.contains("Running"), "\(result.err)")
        #expect(result.err.contains("error: cannot write the report: "), "\(result.err)")
        for word in words { #expect(result.err.contains(word), "\(result.err)") }
    }

    // MARK: - Report paths

    @Test func reportToACharacterDeviceIsRefused() async {
        let result = await runOne(report: "/dev/null")
        expectRefusedBeforeRunning(result, status: 2, saying: "/dev/null: a character device, not a regular file")
        #expect(fileType("/dev/null") == S_IFCHR)
    }

    @Test func reportToAFIFOIsRefused() async throws {
        let dir = try temporaryDirectory()
        let fifo = dir.appendingPathComponent("r.xml").path
        #expect(mkfifo(fifo, 0o644) == 0)
        let result = await runOne(report: fifo)
        expectRefusedBeforeRunning(result, status: 2, saying: "\(fifo): a FIFO, not a regular file")
        #expect(fileType(fifo) == S_IFIFO)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["r.xml"])
    }

    @Test func reportWhereADirectoryStandsIsRefused() async throws {
        let dir = try temporaryDirectory()
        // `--report DIR/` means DIR/conformance.xml, which here is itself a directory.
        let inner = dir.appendingPathComponent("conformance.xml")
        try FileManager.default.createDirectory(at: inner, withIntermediateDirectories: false)
        let result = await runOne(report: dir.path + "/")
        expectRefusedBeforeRunning(result, status: 2, saying: "\(inner.path): a directory, not a regular file")
        #expect(fileType(inner.path) == S_IFDIR)
    }

    @Test func reportThroughARegularFileIsRefused() async throws {
        let dir = try temporaryDirectory()
        let file = dir.appendingPathComponent("notes.txt")
        try Data("keep".utf8).write(to: file)
        let result = await runOne(report: file.path + "/r.xml")
        expectRefusedBeforeRunning(result, status: 2, saying: "a component of the path is a file, not a directory")
        #expect(try Data(contentsOf: file) == Data("keep".utf8))
    }

    @Test func reportSymbolicLinkLoopIsRefused() async throws {
        let dir = try temporaryDirectory()
        let loop = dir.appendingPathComponent("r.xml").path
        try FileManager.default.createSymbolicLink(atPath: loop, withDestinationPath: "r.xml")
        let result = await runOne(report: loop)
        expectRefusedBeforeRunning(result, status: 2, saying: "symbolic link loop")
        #expect(fileType(loop) == S_IFLNK)
    }

    @Test func missingDirectoriesAreCreated() async throws {
        let dir = try temporaryDirectory()
        let report = dir.appendingPathComponent("a/b/r.xml")
        let result = await runOne(report: report.path)
        #expect(result.status == 0, "\(result.err)")
        #expect(try JUnitReportReader.read(contentsOf: report).totals.tests == 1)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: report.deletingLastPathComponent().path) == ["r.xml"])
    }

    @Test func symbolicLinkIsWrittenThrough() async throws {
        let dir = try temporaryDirectory()
        let targets = dir.appendingPathComponent("targets")
        try FileManager.default.createDirectory(at: targets, withIntermediateDirectories: false)
        let target = targets.appendingPathComponent("r.xml")
        try Data("old".utf8).write(to: target)
        // link.xml → hop.xml → targets/r.xml, both relative.
        let link = dir.appendingPathComponent("link.xml").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "hop.xml")
        try FileManager.default.createSymbolicLink(
            atPath: dir.appendingPathComponent("hop.xml").path, withDestinationPath: "targets/r.xml")

        let result = await runOne(report: link)
        #expect(result.status == 0, "\(result.err)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "hop.xml")
        #expect(fileType(target.path) == S_IFREG)
        #expect(try JUnitReportReader.read(contentsOf: target).totals.tests == 1)
        #expect(result.out.contains("Report: \(target.path)\n"), "\(result.out)")
        // The temporary file went next to the target and was renamed onto it.
        #expect(try FileManager.default.contentsOfDirectory(atPath: targets.path) == ["r.xml"])
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted() == [
                "hop.xml", "link.xml", "targets",
            ])
    }

    @Test func danglingSymbolicLinkCreatesItsTarget() async throws {
        let dir = try temporaryDirectory()
        let link = dir.appendingPathComponent("r.xml").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "out/real.xml")
        let result = await runOne(report: link)
        #expect(result.status == 0, "\(result.err)")
        #expect(fileType(link) == S_IFLNK)
        #expect(try JUnitReportReader.read(contentsOf: URL(fileURLWithPath: link)).totals.tests == 1)
        #expect(result.out.contains("Report: \(dir.path)/out/real.xml\n"), "\(result.out)")
    }

    // Root writes whatever the mode says, so there is nothing to refuse.
    @Test(.enabled(if: geteuid() != 0, "permissions do not bind root"))
    func unwritableDirectoryIsAHarnessFault() async throws {
        let dir = try temporaryDirectory()
        let locked = dir.appendingPathComponent("locked")
        try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: false)
        #expect(chmod(locked.path, 0o555) == 0)
        defer { chmod(locked.path, 0o755) }
        let result = await runOne(report: locked.path + "/r.xml")
        expectRefusedBeforeRunning(result, status: 3, saying: "permission denied")
        #expect(try FileManager.default.contentsOfDirectory(atPath: locked.path).isEmpty)
    }

    // MARK: - validate

    @Test func validateEmptyDirectoryExitsTwo() async throws {
        let dir = try temporaryDirectory()
        let result = await run(["validate", dir.path])
        #expect(result.status == 2)
        #expect(result.err.contains("\(dir.path): $: no scenario files (*.json) in the directory"), "\(result.err)")
        #expect(result.err.contains("nothing was run"))
    }

    @Test func validateDirectoryNamedLikeAScenarioFileExitsTwo() async throws {
        let dir = try temporaryDirectory()
        try FileManager.default.createDirectory(
            at: dir.appendingPathComponent("x.json"), withIntermediateDirectories: false)
        let result = await run(["validate", dir.path])
        #expect(result.status == 2)
        #expect(result.err.contains("\(dir.path)/x.json: $: is a directory"), "\(result.err)")
    }

    @Test func validateSymbolicLinkLoopExitsTwo() async throws {
        let dir = try temporaryDirectory()
        let loop = dir.appendingPathComponent("loop.json").path
        try FileManager.default.createSymbolicLink(atPath: loop, withDestinationPath: "loop.json")
        for path in [dir.path, loop] {
            let result = await run(["validate", path])
            #expect(result.status == 2)
            #expect(result.err.contains("\(loop): $: symbolic link loop"), "\(result.err)")
            #expect(!result.err.contains("NSCocoaErrorDomain"))
        }
    }

    @Test func validateMissingPathAndFIFOExitTwo() async throws {
        let dir = try temporaryDirectory()
        let fifo = dir.appendingPathComponent("pipe.json").path
        #expect(mkfifo(fifo, 0o644) == 0)
        let missing = dir.appendingPathComponent("missing.json").path
        let result = await run(["validate", missing, fifo])
        #expect(result.status == 2)
        #expect(result.err.contains("\(missing): $: no such file or directory"), "\(result.err)")
        #expect(result.err.contains("\(fifo): $: not a regular file (a FIFO)"), "\(result.err)")
        #expect(result.err.contains("2 problems"))
    }

    @Test func runWithAnUnreadableScenarioPathExitsTwo() async throws {
        let dir = try temporaryDirectory()
        try FileManager.default.createDirectory(
            at: dir.appendingPathComponent("x.json"), withIntermediateDirectories: false)
        let result = await run([
            "run", "--adapter", "SampleCustomEvent", "--scenarios", dir.path, "--jobs", "0", "--report",
            dir.path + "/r.xml",
        ])
        #expect(result.status == 2)
        #expect(result.err.contains("x.json: at $: is a directory"), "\(result.err)")
        #expect(!FileManager.default.fileExists(atPath: dir.path + "/r.xml"))
    }

    /// In workers, the first files' scenarios are queued while the later ones load; a bad
    /// later file still ends the run with its error, as in-process, and writes no report.
    @Test(.enabled(if: BuiltExecutable.conformance != nil), arguments: ["0", "2"])
    func aBadLaterFileEndsTheRunBeforeAnyReport(jobs: String) async throws {
        let dir = try temporaryDirectory()
        let scenarios = dir.appendingPathComponent("scenarios")
        try FileManager.default.createDirectory(at: scenarios, withIntermediateDirectories: false)
        try FileManager.default.copyItem(
            at: BuiltInScenarios.directory.appendingPathComponent("load-native.json"),
            to: scenarios.appendingPathComponent("a.json"))
        try Data(#"{ "scenarios": [ { "id": "z.one" } ] }"#.utf8).write(to: scenarios.appendingPathComponent("z.json"))
        let result = await run(
            [
                "run", "--adapter", "SampleCustomEvent", "--no-builtin", "--scenarios", scenarios.path, "--jobs", jobs,
                "--report", dir.path + "/r.xml", "--no-progress",
            ], executable: BuiltExecutable.conformance)
        #expect(result.status == 2)
        #expect(
            result.err.contains("invalid scenario file \(scenarios.path)/z.json: at $.scenarios[0]"), "\(result.err)")
        #expect(!result.err.contains("Running"), "\(result.err)")
        #expect(!FileManager.default.fileExists(atPath: dir.path + "/r.xml"))
    }
}
