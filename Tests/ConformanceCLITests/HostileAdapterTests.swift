import ConformanceTestSupport
import AdapterConformance
import ConformanceCLI
import ConformanceVocabulary
import Foundation
import HostileAdapters
import JUnitReport
import ReportGrammar
import Synchronization
import Testing

/// The hostile adapters of `Sources/HostileAdapters` attack the worker
/// protocol instead of breaking a rule. Whatever they do, the report must stay true: every
/// scenario exactly once, innocent scenarios exactly as the reference adapter's, the guilty
/// ones blamed for what they did, nothing left running or lying around afterwards.
///
/// Serialized: the runs own the machine's cores, and the checks for leftover processes and
/// files must see one run at a time.
@Suite(.serialized, .enabled(if: BuiltExecutable.conformance != nil))
struct HostileAdapterTests {
    /// What a hostile adapter's guilty scenarios must come out as.
    enum Guilt: Sendable {
        /// Output and descriptor games: no verdict and no trace may change, its own included.
        case none
        /// An `<error>` of this type (`crash`, `hang`).
        case error(String)
        /// A `<failure>` of this rule.
        case violation(String)
    }

    struct Hostility: Sendable, CustomTestStringConvertible {
        let adapter: String
        let guilt: Guilt
        var testDescription: String { adapter }
    }

    static let hostilities: [Hostility] = [
        Hostility(adapter: "hostile-print", guilt: .none),
        Hostility(adapter: "hostile-partial-line", guilt: .none),
        Hostility(adapter: "hostile-megabyte", guilt: .none),
        Hostility(adapter: "hostile-forged-line", guilt: .none),
        Hostility(adapter: "hostile-stderr-flood", guilt: .none),
        Hostility(adapter: "hostile-close-stdio", guilt: .none),
        Hostility(adapter: "hostile-close-fds", guilt: .none),
        Hostility(adapter: "hostile-exit", guilt: .error("crash")),
        Hostility(adapter: "hostile-abort", guilt: .error("crash")),
        Hostility(adapter: "hostile-stack-overflow", guilt: .error("crash")),
        Hostility(adapter: "hostile-late-trap", guilt: .error("crash")),
        Hostility(adapter: "hostile-timer-completion", guilt: .violation("LOAD-1")),
        Hostility(adapter: "hostile-late-completion", guilt: .violation("LOAD-1")),
        Hostility(adapter: "hostile-main-block", guilt: .error("hang")),
        Hostility(adapter: "hostile-deadlock", guilt: .error("hang")),
        Hostility(adapter: "hostile-freeze", guilt: .error("hang")),
        // The selection asks for no versions: only the report's description meets these two.
        Hostility(adapter: "hostile-version-hop", guilt: .none),
        Hostility(adapter: "hostile-version-block", guilt: .none),
    ]

    /// Banner and native only: the hostile adapters misbehave in those two loads. Innocent
    /// scenarios of both formats (one and two loads, main and background answers)
    /// around the four guilty ones, which sit in the middle of the catalog order so that
    /// scenarios run after them in the same worker.
    static let filters = [
        "*.options.[a-m]*", "banner.load.*-parameter", "native.load.*-parameter", "banner.load.background-answer",
        "native.load.background-answer", "*.concurrency.two-loads-reverse",
    ]

    static let selection: [Scenario] = {
        let patterns = filters.map(GlobPattern.init)
        let all = (try? BuiltInScenarios.load()) ?? []
        return all.filter { scenario in patterns.contains { $0.matches(scenario.id) } }
    }()

    /// The scenarios the adapters pick on.
    static func isGuilty(_ scenario: Scenario) -> Bool { HostileTrigger.fires(in: scenario) }

    /// What everything the adapters write carries.
    static let marker = HostileOutput.marker

    /// The reference adapter in-process, where no worker protocol can interfere: the truth
    /// every hostile run is held to. Run once per process.
    static let cleanRun = Task { try await ConformanceRun.start(adapter: "SampleCustomEvent", jobs: 0) }

    func clean() async throws -> ConformanceRun {
        let clean = try await Self.cleanRun.value
        try #require(Self.selection.count >= 20, "the selection shrank: \(Self.selection.map(\.id))")
        try #require(Self.selection.contains(where: Self.isGuilty) && !Self.selection.allSatisfy(Self.isGuilty))
        try #require(clean.status == 0, "the reference must pass the selection: \(clean.stderrTail)")
        try #require(Set(clean.cases.keys) == Set(Self.selection.map(\.id)))
        return clean
    }

    @Test(arguments: hostilities, [2, 1])
    func hostileAdapterCannotCorruptTheReport(_ hostility: Hostility, jobs: Int) async throws {
        let clean = try await clean()
        let run = try await ConformanceRun.start(adapter: hostility.adapter, jobs: jobs)

        expectEachScenarioOnce(run)
        let problems = Self.selection.compactMap { scenario -> String? in
            guard let hostile = run.cases[scenario.id]?.first, let reference = clean.cases[scenario.id]?.first else {
                return nil
            }
            let guilt = Self.isGuilty(scenario) ? hostility.guilt : .none
            return Self.problem(hostile, reference: reference, guilt: guilt).map { "\(scenario.id): \($0)" }
        }
        if !problems.isEmpty {
            Issue.record("\(problems.count) scenario(s) not as expected:\n\(problems.joined(separator: "\n"))")
        }
        let expectedStatus: Int32 = if case .none = hostility.guilt { clean.status } else { 1 }
        #expect(run.status == expectedStatus, "exit status; stderr ends: \(run.stderrTail)")
        #expect(run.leftoverWorkers.isEmpty, "workers still running: \(run.leftoverWorkers)")
        #expect(run.leftoverTempFiles.isEmpty, "left in the temporary directory: \(run.leftoverTempFiles)")
    }

    /// A completion called again from a timer 50 ms after its scenario ended is judged in that
    /// scenario (LOAD-1, "even from a timer after the scenario ended"), with the late call in
    /// its trace after the note that the scenario had ended, in this process as in workers;
    /// every other scenario reads as the reference's.
    @Test(arguments: [0, 1, 2])
    func aLateCompletionIsJudgedInItsOwnScenario(jobs: Int) async throws {
        let clean = try await clean()
        let run = try await ConformanceRun.start(adapter: "hostile-late-completion", jobs: jobs)
        expectEachScenarioOnce(run)
        #expect(run.status == 1, "exit status; stderr ends: \(run.stderrTail)")
        let guilty = Self.selection.filter(Self.isGuilty)
        try #require(!guilty.isEmpty)
        for scenario in Self.selection {
            guard let got = run.cases[scenario.id]?.first, let want = clean.cases[scenario.id]?.first else { continue }
            guard Self.isGuilty(scenario) else {
                #expect(Self.problem(got, reference: want, guilt: .none) == nil, "\(scenario.id)")
                continue
            }
            #expect(Self.problem(got, reference: want, guilt: .violation("LOAD-1")) == nil, "\(scenario.id)")
            let lines = Self.trace(got) + (got.systemOut ?? "").split(separator: "\n").map(String.init)
            let note = lines.firstIndex { $0.contains("the scenario ended; the adapter went on calling") }
            #expect(note != nil, "\(scenario.id): no late calls in the trace:\n\(got.systemOut ?? "")")
            if let note {
                #expect(lines[note...].contains { $0.contains("completion #2") }, "\(scenario.id)")
            }
        }
    }

    /// What an adapter prints belongs to the scenario that printed it, not to the supervisor's
    /// terminal nor to whichever scenario happened to be reading stdout.
    @Test(arguments: [2, 1])
    func printedTextStaysWithTheScenarioThatPrintedIt(jobs: Int) async throws {
        let run = try await ConformanceRun.start(adapter: "hostile-print", jobs: jobs)
        let lost = Self.selection.filter { scenario in
            let testCase = run.cases[scenario.id]?.first
            let parameter = scenario.request.parameter.map { "\"\($0)\"" } ?? "none"
            let printed = "\(Self.marker) print: \(scenario.format.rawValue) load, parameter \(parameter)"
            return ![testCase?.systemOut, testCase?.systemErr].contains { $0?.contains(printed) == true }
        }.map(\.id)
        #expect(lost.isEmpty, "printed text not in the <system-out> or <system-err> of its scenario")
    }

    /// The check for leftover workers would pass vacuously if it could not recognize one.
    @Test func leftoverCheckRecognizesAWorker() async throws {
        let binary = try #require(BuiltExecutable.conformance)
        let runID = UUID().uuidString
        let worker = Process()
        worker.executableURL = URL(fileURLWithPath: binary)
        worker.arguments = ["worker"]
        // With a directory to work in, a worker waits for jobs instead of refusing to start.
        worker.environment = ProcessInfo.processInfo.environment.merging([
            ConformanceRun.markerKey: runID,
            "CONFORMANCE_WORKER_DIRECTORY": FileManager.default.temporaryDirectory.path,
        ]) { $1 }
        let input = Pipe()
        worker.standardInput = input
        try worker.run()
        defer {
            kill(worker.processIdentifier, SIGKILL)
            worker.waitUntilExit()
        }
        try await Task.sleep(for: .milliseconds(200))
        #expect(ConformanceRun.workers(binary: binary, runID: runID) == [worker.processIdentifier])
    }

    // MARK: Comparisons

    func expectEachScenarioOnce(_ run: ConformanceRun, sourceLocation: SourceLocation = #_sourceLocation) {
        let expected = Set(Self.selection.map(\.id))
        let missing = expected.subtracting(run.cases.keys).sorted()
        let repeated = run.cases.filter { $0.value.count > 1 }.keys.sorted()
        let unasked = Set(run.cases.keys).subtracting(expected).sorted()
        #expect(missing.isEmpty, "missing from the report", sourceLocation: sourceLocation)
        #expect(repeated.isEmpty, "reported more than once", sourceLocation: sourceLocation)
        #expect(unasked.isEmpty, "reported but not selected", sourceLocation: sourceLocation)
    }

    /// What is wrong with a hostile run's case, given the reference's and what the adapter did.
    static func problem(_ hostile: JUnitTestCase, reference: JUnitTestCase, guilt: Guilt) -> String? {
        switch guilt {
        case .none:
            guard hostile.outcome.kind == reference.outcome.kind else {
                return "\(hostile.outcome.detail), the reference \(reference.outcome.kind)"
            }
            let (got, want) = (trace(hostile), trace(reference))
            guard got != want else { return nil }
            let index = (0..<min(got.count, want.count)).first { got[$0] != want[$0] } ?? min(got.count, want.count)
            return """
                trace differs from the reference's at line \(index + 1) of \(want.count) (has \(got.count))
                  got:  \(index < got.count ? got[index] : "<end>")
                  want: \(index < want.count ? want[index] : "<end>")
                """
        case .error(let type):
            if case .error(let error) = hostile.outcome, error.type == type { return nil }
            return "expected an error of type \(type), got \(hostile.outcome.detail)"
        case .violation(let rule):
            if case .failed(let failures) = hostile.outcome,
                failures.contains(where: {
                    $0.message.prefix { $0 != ":" }.split(separator: ", ").contains(Substring(rule))
                })
            {
                return nil
            }
            return "expected a \(rule) failure, got \(hostile.outcome.detail)"
        }
    }

    /// The header and event lines of a case's `<system-out>`. Scenario time is virtual, so
    /// lines compare exactly; left out are the adapter's own output (marked) and whatever
    /// framing a harness puts around it, which the reference run cannot have.
    static func trace(_ testCase: JUnitTestCase) -> [String] {
        (testCase.systemOut ?? "").split(separator: "\n").map(String.init).filter { line in
            guard !line.contains(marker) else { return false }
            return line.hasPrefix(CaseText.scenarioPrefix) || line.hasPrefix(CaseText.rulesPrefix)
                || TraceLine(line: line[...]) != nil
        }
    }
}

extension JUnitTestCase.Outcome {
    var kind: String {
        switch self {
        case .passed: "passed"
        case .failed: "failed"
        case .error: "error"
        case .skipped: "skipped"
        }
    }

    /// The kind and its first line of explanation.
    var detail: String {
        switch self {
        case .passed: "passed"
        case .failed(let failures): "failed (\(failures.map(\.message).joined(separator: "; ")))"
        case .error(let error): "error \(error.type) (\(error.body.prefix { $0 != "\n" }.prefix(200)))"
        case .skipped(let message): "skipped (\(message ?? ""))"
        }
    }
}

/// One `conformance run` of the built binary over the selection, with what it left behind.
struct ConformanceRun: Sendable {
    let status: Int32
    /// Test cases by scenario ID; more than one means the scenario was reported twice.
    let cases: [String: [JUnitTestCase]]
    let stderrTail: String
    /// Worker processes of this run still alive once it ended.
    let leftoverWorkers: [Int32]
    /// Entries naming "conformance" in the run's temporary directory once it ended.
    let leftoverTempFiles: [String]

    /// Longer than any run of the selection takes, hangs and all: past it the run itself hangs.
    static let watchdog: Duration = .seconds(150)

    /// Set in the run's environment; workers inherit it, which tells them from other tests' workers.
    static let markerKey = "HOSTILE_ADAPTER_TESTS_RUN"

    static func start(adapter: String, jobs: Int) async throws -> ConformanceRun {
        let binary = try #require(BuiltExecutable.conformance)
        let runID = UUID().uuidString
        // Named without "conformance", so the run's own leftovers are the only such names in it.
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("hostile-\(runID)")
        let temporary = directory.appendingPathComponent("tmp")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let report = directory.appendingPathComponent("r.xml")
        let stderrFile = directory.appendingPathComponent("stderr.txt")
        _ = FileManager.default.createFile(atPath: stderrFile.path, contents: nil)

        let process = Process()
        // A shell starts the CLI with SIGPIPE at its default, and a supervisor writing to a dead
        // worker's pipe dies of it; the test runner may ignore SIGPIPE, which children inherit.
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        // 6 s: an innocent scenario must never read as a hang on a loaded two-core machine
        // (2 s did, with several builds running beside the tests).
        process.arguments =
            [
                "--default-signal=PIPE", binary, "run", "--adapter", adapter, "--jobs", String(jobs), "--timeout", "6",
                "--no-progress", "--report", report.path,
            ] + HostileAdapterTests.filters.flatMap { ["--filter", $0] }
        // A private temporary directory makes the run's temporary files its own.
        var environment = ProcessInfo.processInfo.environment
        environment["TMPDIR"] = temporary.path
        environment[markerKey] = runID
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = try FileHandle(forWritingTo: stderrFile)

        let (status, timedOut) = try await runToEnd(process)
        #expect(!timedOut, "\(adapter) --jobs \(jobs) did not end within \(watchdog); killed")
        let workers = await survivingWorkers(binary: binary, runID: runID)
        for pid in workers { kill(pid, SIGKILL) }
        let leftovers = ((try? FileManager.default.contentsOfDirectory(atPath: temporary.path)) ?? [])
            .filter { $0.localizedCaseInsensitiveContains("conformance") }.sorted()
        let stderrText = (try? String(contentsOf: stderrFile, encoding: .utf8)) ?? ""

        var cases: [String: [JUnitTestCase]] = [:]
        do {
            for testCase in try JUnitReportReader.read(contentsOf: report).suites.flatMap(\.testCases) {
                cases[testCase.name, default: []].append(testCase)
            }
        } catch {
            Issue.record("\(adapter) --jobs \(jobs) (exit \(status)): no readable report: \(error)")
        }
        return ConformanceRun(
            status: status, cases: cases, stderrTail: String(stderrText.suffix(1_000)), leftoverWorkers: workers,
            leftoverTempFiles: leftovers)
    }

    private final class Watch: Sendable {
        let ended = Atomic<Bool>(false)
        let killed = Atomic<Bool>(false)
    }

    /// Waits without holding a cooperative thread; past ``watchdog`` the run is killed.
    private static func runToEnd(_ process: Process) async throws -> (status: Int32, timedOut: Bool) {
        let watch = Watch()
        let status: Int32 = try await withCheckedThrowingContinuation { continuation in
            process.terminationHandler = { finished in
                watch.ended.store(true, ordering: .sequentiallyConsistent)
                continuation.resume(returning: finished.terminationStatus)
            }
            do {
                try process.run()
            } catch {
                continuation.resume(throwing: error)
                return
            }
            let pid = process.processIdentifier
            Task.detached {
                try? await Task.sleep(for: watchdog)
                if !watch.ended.load(ordering: .sequentiallyConsistent) {
                    watch.killed.store(true, ordering: .sequentiallyConsistent)
                    kill(pid, SIGKILL)
                }
            }
        }
        return (status, watch.killed.load(ordering: .sequentiallyConsistent))
    }

    /// This run's workers still alive; one being reaped as the run ends gets a second to go.
    private static func survivingWorkers(binary: String, runID: String) async -> [Int32] {
        var found: [Int32] = []
        for _ in 0..<10 {
            found = workers(binary: binary, runID: runID)
            if found.isEmpty { break }
            try? await Task.sleep(for: .milliseconds(100))
        }
        return found
    }

    /// Processes whose command line is the binary's `worker` and whose environment has the
    /// run's marker. Workers may name the binary by its resolved path (`/proc/self/exe`).
    static func workers(binary: String, runID: String) -> [Int32] {
        let names = [binary, URL(fileURLWithPath: binary).resolvingSymlinksInPath().path]
        let marker = Data("\(markerKey)=\(runID)".utf8)
        let pids = ((try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []).compactMap(Int32.init)
        return pids.filter { pid in
            guard let commandLine = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline"),
                let environment = FileManager.default.contents(atPath: "/proc/\(pid)/environ")
            else { return false }
            let arguments = commandLine.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
            guard let program = arguments.first, names.contains(where: program.contains) else { return false }
            return arguments.dropFirst().contains { $0.contains("worker") } && environment.range(of: marker) != nil
        }
    }
}
