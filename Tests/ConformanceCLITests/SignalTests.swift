import ConformanceTestSupport
import Foundation
import HostileAdapters
import JUnitReport
import Testing

/// Signals to a run: SIGTERM and SIGHUP stop it as Ctrl-C does (the report written so far,
/// marked incomplete, exit 1), promptly even while a worker hangs; a second signal ends it at
/// once with 128 + the signal; a worker killed from outside costs one scenario. Nothing is
/// left running or in the temporary directory.
@Suite(.serialized, .enabled(if: BuiltExecutable.conformance != nil))
struct SignalTests {
    /// A run that takes long: the adapter blocks the main thread for a minute on loads
    /// without a server parameter, and the timeout is longer than the test waits.
    static let slowRun = [
        "run", "--adapter", "hostile-main-block", "--jobs", "2", "--timeout", "120", "--no-progress",
        "--filter", "banner.load.*",
    ]

    @Test(arguments: [SIGTERM, SIGHUP, SIGINT])
    func aSignalWritesAnIncompleteReportPromptly(_ signal: Int32) async throws {
        let run = try SignalledRun(Self.slowRun)
        try await run.waitUntilRunning()
        kill(run.pid, signal)
        let status = try await run.wait(atMost: .seconds(20))
        #expect(status == 1, "exit status after signal \(signal)")
        let report = try JUnitReportReader.read(contentsOf: run.report)
        let incomplete = report.suites.flatMap(\.testCases).filter {
            if case .error(let error) = $0.outcome { return error.type == "incomplete" }
            return false
        }
        #expect(!incomplete.isEmpty, "the report is marked incomplete")
        #expect(run.stderr.contains("Interrupted"))
        try await run.expectNothingLeft()
    }

    /// In-process, a hung adapter holds the run's own thread, so the first signal cannot end
    /// it; the second must.
    @Test func aSecondSignalEndsTheRunAtOnce() async throws {
        let run = try SignalledRun(Self.slowRun.map { $0 == "2" ? "0" : $0 })
        // In-process, the adapter's standard error is the run's.
        try await run.waitUntilSaid(HostileOutput.blocking)
        kill(run.pid, SIGTERM)
        try await Task.sleep(for: .milliseconds(50))
        kill(run.pid, SIGTERM)
        let status = try await run.wait(atMost: .seconds(10))
        #expect(status == 128 + SIGTERM)
        try await run.expectNothingLeft()
    }

    /// The worker is killed while its scenario blocks the main thread: that scenario is a
    /// crash naming the signal, and the run ends on its own.
    @Test func aWorkerKilledFromOutsideCostsOneScenario() async throws {
        let run = try SignalledRun([
            "run", "--adapter", "hostile-main-block", "--jobs", "1", "--timeout", "120", "--no-progress",
            "--filter", "banner.load.missing-parameter",
        ])
        var victims: [Int32] = []
        for _ in 0..<50 where victims.isEmpty {
            try await Task.sleep(for: .milliseconds(100))
            victims = ConformanceRun.workers(binary: run.binary, runID: run.runID)
        }
        let victim = try #require(victims.first, "no worker to kill")
        try await Task.sleep(for: .seconds(1))
        kill(victim, SIGKILL)
        let status = try await run.wait(atMost: .seconds(20))
        #expect(status == 1)
        let cases = try JUnitReportReader.read(contentsOf: run.report).suites.flatMap(\.testCases)
        #expect(cases.count == 1)
        guard case .error(let error) = cases.first?.outcome else {
            Issue.record("expected an error, got \(String(describing: cases.first?.outcome))")
            return
        }
        #expect(error.type == "crash" && error.message.contains("SIGKILL"), "\(error.message)")
        try await run.expectNothingLeft()
    }
}

/// The built `conformance` binary started in a temporary directory of its own.
final class SignalledRun: @unchecked Sendable {
    let binary: String
    let runID = UUID().uuidString
    let directory: URL
    let report: URL
    private let process = Process()
    private let stderrFile: URL
    private let stdoutFile: URL

    init(_ arguments: [String]) throws {
        binary = try #require(BuiltExecutable.conformance)
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("signals-\(runID)")
        let temporary = directory.appendingPathComponent("tmp")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        report = directory.appendingPathComponent("r.xml")
        stderrFile = directory.appendingPathComponent("stderr.txt")
        _ = FileManager.default.createFile(atPath: stderrFile.path, contents: nil)
        stdoutFile = directory.appendingPathComponent("stdout.txt")
        _ = FileManager.default.createFile(atPath: stdoutFile.path, contents: nil)
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["--default-signal=PIPE", binary] + arguments + ["--report", report.path]
        var environment = ProcessInfo.processInfo.environment
        environment["TMPDIR"] = temporary.path
        environment[ConformanceRun.markerKey] = runID
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = try FileHandle(forWritingTo: stdoutFile)
        process.standardError = try FileHandle(forWritingTo: stderrFile)
        try process.run()
    }

    deinit { try? FileManager.default.removeItem(at: directory) }

    var pid: Int32 { process.processIdentifier }
    var stderr: String { (try? String(contentsOf: stderrFile, encoding: .utf8)) ?? "" }
    var stdout: String { (try? String(contentsOf: stdoutFile, encoding: .utf8)) ?? "" }

    /// Waits until the run says it is running (its signal handling is in place by then), or
    /// records an issue past `limit`.
    func waitUntilRunning(atMost limit: Duration = .seconds(60)) async throws {
        try await waitUntilSaid("Running ", atMost: limit)
    }

    /// Waits until the run's standard error holds `text`, or records an issue past `limit`.
    func waitUntilSaid(_ text: String, atMost limit: Duration = .seconds(60)) async throws {
        let deadline = ContinuousClock.now + limit
        while !stderr.contains(text), process.isRunning, ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(20))
        }
        if !stderr.contains(text) { Issue.record("the run never said '\(text)': \(stderr)") }
    }

    /// The exit status, or a recorded issue and SIGKILL past `limit`.
    func wait(atMost limit: Duration) async throws -> Int32 {
        let deadline = ContinuousClock.now + limit
        while process.isRunning && ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(20)) }
        if process.isRunning {
            Issue.record("the run did not end within \(limit) of the signal")
            kill(pid, SIGKILL)
        }
        process.waitUntilExit()
        return process.terminationStatus
    }

    func expectNothingLeft(sourceLocation: SourceLocation = #_sourceLocation) async throws {
        var workers: [Int32] = []
        for _ in 0..<20 {
            workers = ConformanceRun.workers(binary: binary, runID: runID)
            if workers.isEmpty { break }
            try await Task.sleep(for: .milliseconds(100))
        }
        for worker in workers { kill(worker, SIGKILL) }
        #expect(workers.isEmpty, "workers still running", sourceLocation: sourceLocation)
        let temporary = directory.appendingPathComponent("tmp").path
        let left = ((try? FileManager.default.contentsOfDirectory(atPath: temporary)) ?? []).filter {
            $0.localizedCaseInsensitiveContains("conformance")
        }
        #expect(left.isEmpty, "left in the temporary directory: \(left)", sourceLocation: sourceLocation)
    }
}
