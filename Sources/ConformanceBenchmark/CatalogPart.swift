import AdapterConformance
import BrokenAdapters
import ConformanceVocabulary
import HostileAdapters
import Foundation
import SampleAdSDKFixture
import SampleCustomEvent

/// Part 2: the reference adapter through the whole built-in catalog, in this process and
/// through the `conformance` executable (in-process and with worker processes).
@MainActor
enum CatalogPart {
    /// The reference, keeping every completion handler it is given (`hostile-kept-handler`).
    static let keptHandlers = AdapterFixture.sampleSDKStandIn(
        name: "hostile-kept-handler", summary: "keeps every load's completion handler"
    ) { KeptHandlerAdapter() }

    /// Wall time of `ConformanceEngine.run` over `scenarios`, once.
    static func inProcess(
        _ scenarios: [Scenario], fixture: AdapterFixture, options: RunOptions = RunOptions()
    ) async -> Double {
        await Measure.seconds {
            let results = await ConformanceEngine.run(scenarios, fixture: fixture, options: options)
            precondition(results.count == scenarios.count)
        }
    }

    /// The bidding reference declaring both paths: every load scenario runs by ad unit and by bid.
    static let bothPaths: AdapterFixture = {
        var fixture = AdapterFixture.sampleSDKStandIn(
            name: "SampleBiddingCustomEvent", summary: "both paths declared"
        ) { SampleBiddingCustomEvent() }
        fixture.bidding.paths = .both
        return fixture
    }()

    /// Rounds of `run --jobs 0`, `1` and `2` in each benchmark run (see part 2).
    static let commandRounds = 9

    /// `run --jobs 0`, `1` and `2` read together: each job count's time and CPU time (the
    /// command's process and its workers), and the ratios.
    struct CommandReading {
        var times: [Int: Double]
        var cpu: [Int: Double]
        var jobs1VsJobs0: Double
        var jobs2VsJobs1: Double
        /// The least `--jobs 2` / `--jobs 1` could be with this much work: `--jobs 2`'s CPU
        /// time spread evenly over every core it can use (a supervisor and two workers: at most
        /// three), against `--jobs 1`'s wall time. Less work lowers it; work moved from the
        /// supervisor into the workers lowers it only by making `--jobs 1` slower.
        var jobs2Floor: Double

        /// One round's reading: its times and CPU times, and the ratios within it.
        static func of(times: [Int: Double], cpu: [Int: Double]) -> CommandReading {
            CommandReading(
                times: times, cpu: cpu, jobs1VsJobs0: times[1]! / times[0]!, jobs2VsJobs1: times[2]! / times[1]!,
                jobs2Floor: cpu[2]! / Double(min(ProcessInfo.processInfo.activeProcessorCount, 3)) / times[1]!)
        }

        /// The medians of `readings`, field by field.
        static func median(_ readings: [CommandReading]) -> CommandReading {
            func medians(_ field: (CommandReading) -> [Int: Double]) -> [Int: Double] {
                Dictionary(
                    uniqueKeysWithValues: [0, 1, 2].map { jobs in
                        (jobs, Measure.median(readings.map { field($0)[jobs]! }))
                    })
            }
            return CommandReading(
                times: medians(\.times), cpu: medians(\.cpu),
                jobs1VsJobs0: Measure.median(readings.map(\.jobs1VsJobs0)),
                jobs2VsJobs1: Measure.median(readings.map(\.jobs2VsJobs1)),
                jobs2Floor: Measure.median(readings.map(\.jobs2Floor)))
        }
    }

    /// The three commands, `rounds` times over, interleaved: the medians of their times and of
    /// the rounds' ratios. A command takes tens of milliseconds, so one sample of each is at
    /// the mercy of a neighbour's burst.
    static func readCommands(
        _ executable: String, adapter: String, scratch: URL, scenarios: URL? = nil, rounds: Int
    ) throws -> CommandReading {
        var readings: [CommandReading] = []
        for _ in 0..<rounds {
            var times: [Int: Double] = [:]
            var cpu: [Int: Double] = [:]
            for jobs in [0, 1, 2] {
                (times[jobs], cpu[jobs]) = try command(
                    executable, adapter: adapter, jobs: jobs, scratch: scratch, scenarios: scenarios)
            }
            readings.append(.of(times: times, cpu: cpu))
        }
        return .median(readings)
    }

    /// Wall and CPU time (``Measure/commands(_:_:environment:maximumStatus:what:)``, workers
    /// included) of `conformance run --adapter <name> --jobs <jobs>`, report included; with
    /// `scenarios`, that directory's scenarios instead of the built-in catalog.
    static func command(
        _ executable: String, adapter: String, jobs: Int, scratch: URL, scenarios: URL? = nil
    ) throws -> (seconds: Double, cpu: Double) {
        let report = scratch.appendingPathComponent("catalog-jobs\(jobs).xml")
        let arguments =
            ["run", "--adapter", adapter, "--jobs", String(jobs), "--report", report.path, "--no-progress"]
            + (scenarios.map { ["--no-builtin", "--scenarios", $0.path] } ?? [])
        // Exit status 1 means violations, which the reference must not have.
        return try Measure.commands(
            executable, [arguments], maximumStatus: 0, what: "`conformance run --jobs \(jobs)`")
    }
}

struct BenchmarkError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// Finds sibling executables of the benchmark (they are built into the same directory).
enum Siblings {
    static var directory: URL {
        let path = Bundle.main.executablePath ?? CommandLine.arguments[0]
        return URL(fileURLWithPath: path).resolvingSymlinksInPath().deletingLastPathComponent()
    }

    static func executable(_ name: String) -> String? {
        let candidate = directory.appendingPathComponent(name).path
        return FileManager.default.isExecutableFile(atPath: candidate) ? candidate : nil
    }

    static var benchmark: String {
        Bundle.main.executablePath ?? CommandLine.arguments[0]
    }
}

extension CatalogPart {
    /// How many times the larger catalog repeats the built-in one.
    static let copies = 10

    /// The built-in catalog `copies` times over, as scenario files in `directory` (one per
    /// copy, IDs suffixed with the copy): a run long enough that what a command costs whatever
    /// its size (the process, loading, the report, the exit) weighs a tenth as much.
    static func writeCopies(of catalog: [Scenario], to directory: URL) throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for copy in 0..<copies {
            let scenarios = catalog.map { scenario in
                var scenario = scenario
                scenario.id += ".copy\(copy)"
                return scenario
            }
            try Data(ScenarioWriter.file(scenarios).utf8)
                .write(to: directory.appendingPathComponent("copy-\(copy).json"))
        }
    }
}
