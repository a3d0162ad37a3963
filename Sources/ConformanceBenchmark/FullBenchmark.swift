import AdapterConformance
import ConformanceVocabulary
import Foundation

/// Runs every part and prints the table. Each figure is the median over `runs` runs; every
/// ratio is computed within one run and then the median of those ratios is shown.
@MainActor
struct FullBenchmark {
    let runs: Int
    let fixture: AdapterFixture
    /// Part numbers to run (1–8); all by default.
    var parts: Set<Int> = [1, 2, 3, 4, 5, 6, 7, 8]

    private func progress(_ text: String) {
        FileHandle.standardError.write(Data("… \(text)\n".utf8))
    }

    func run() async throws {
        let scratch = FileManager.default.temporaryDirectory
            .appendingPathComponent("conformance-benchmark-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let catalog = try BuiltInScenarios.load()
        let loadAtStart = Machine.loadAverage
        var table = Table()
        var notes: [String] = []

        if parts.contains(1) {
            progress("1/7 harness overhead per scenario")
            let overhead = await OverheadPart.measure(fixture: fixture, runs: runs, iterations: 400)
            let engine = Measure.median(overhead.map(\.engine)), bare = Measure.median(overhead.map(\.bare))
            let ratio = Measure.median(overhead.map(\.ratio))
            table.section("1. Harness overhead per scenario (native load + render + click + impression)")
            table.add("engine, one scenario", Figure.time(engine), target: "< 200 µs", met: engine < 200e-6)
            table.add("same adapter calls, no engine", Figure.time(bare))
            table.add("engine / bare", Figure.ratio(ratio), target: "≤ 5×", met: ratio <= 5)

        }
        if parts.contains(2) {
            progress("2/7 full catalog (\(catalog.count) scenarios)")
            _ = await CatalogPart.inProcess(catalog, fixture: fixture)  // warm up
            var inProcess: [Double] = []
            var readings: [CatalogPart.CommandReading] = []
            var jobs1VsLibrary: [Double] = []
            let executable = Siblings.executable("conformance")
            if executable == nil {
                notes.append(
                    """
                    The `conformance` executable is not next to the benchmark, so worker figures are missing. \
                    Build it first: swift build -c release --product conformance
                    """)
            }
            for _ in 0..<runs {
                let library = await CatalogPart.inProcess(catalog, fixture: fixture)
                inProcess.append(library)
                guard let executable else { continue }
                let reading = try CatalogPart.readCommands(
                    executable, adapter: fixture.name, scratch: scratch, rounds: CatalogPart.commandRounds)
                readings.append(reading)
                jobs1VsLibrary.append(reading.times[1]! / library)
            }
            let library = Measure.median(inProcess)
            // An adapter that keeps every completion handler (LOAD-7) once waited 100 ms of real
            // time per scenario for late calls; it must cost about what the reference costs.
            var kept: [Double] = []
            for _ in 0..<runs { kept.append(await CatalogPart.inProcess(catalog, fixture: CatalogPart.keptHandlers)) }
            let keptRatio = Measure.median(kept) / library
            table.section("2. Full catalog, reference adapter (\(catalog.count) scenarios)")
            table.add("in-process (ConformanceEngine.run)", Figure.time(library), target: "< 0.5 s", met: library < 0.5)
            table.add("per scenario", Figure.time(library / Double(catalog.count)))
            table.add("in-process, an adapter that keeps its handlers", Figure.time(Measure.median(kept)))
            table.add("kept handlers / reference", Figure.ratio(keptRatio), target: "≤ 2×", met: keptRatio <= 2)
            // Racing scenarios run under several seeds; what that costs the catalog.
            var oneSeed = RunOptions()
            oneSeed.raceSeeds = 1
            var singleSeeded: [Double] = []
            for _ in 0..<runs {
                singleSeeded.append(await CatalogPart.inProcess(catalog, fixture: fixture, options: oneSeed))
            }
            let racing = catalog.filter(\.racesLanes).count
            table.add(
                "racing scenarios (\(racing)) under \(RunOptions.defaultRaceSeeds) seeds / under 1",
                Figure.ratio(library / Measure.median(singleSeeded)))
            // A fixture declaring both paths runs every load scenario by ad unit and by bid.
            let bothPaths = catalog.onEachDeclaredPath(of: CatalogPart.bothPaths)
            var both: [Double] = []
            for _ in 0..<runs { both.append(await CatalogPart.inProcess(bothPaths, fixture: CatalogPart.bothPaths)) }
            table.add(
                "both paths declared: \(bothPaths.count) scenarios (\(bothPaths.count - catalog.count) by bid), in-process",
                Figure.time(Measure.median(both)))
            if let executable {
                let reading = CatalogPart.CommandReading.median(readings)
                table.add("`conformance run --jobs 0` (whole command)", Figure.time(reading.times[0]!))
                table.add("`conformance run --jobs 1`", Figure.time(reading.times[1]!))
                table.add("`conformance run --jobs 2`", Figure.time(reading.times[2]!))
                table.add(
                    "--jobs 1 / --jobs 0 (same command)", Figure.ratio(reading.jobs1VsJobs0), target: "≤ 1.3×",
                    met: reading.jobs1VsJobs0 <= 1.3)
                table.add("--jobs 1 / in-process engine", Figure.ratio(Measure.median(jobs1VsLibrary)))
                table.add(
                    "--jobs 2 / --jobs 1", Figure.ratio(reading.jobs2VsJobs1), target: "≤ 0.7×",
                    met: reading.jobs2VsJobs1 <= 0.7)
                table.add("  CPU time, jobs 0 / 1 / 2", Figure.times(byJobs: reading.cpu))
                table.add("  --jobs 2 with every usable core busy / --jobs 1", Figure.ratio(reading.jobs2Floor))
                // The same ratios where the scenarios outweigh the command's fixed costs: no
                // target, a reading of how the workers scale (one round a run: each takes
                // seconds).
                let copies = scratch.appendingPathComponent("catalog-copies")
                try CatalogPart.writeCopies(of: catalog, to: copies)
                let larger = CatalogPart.CommandReading.median(
                    try (0..<runs).map { _ in
                        try CatalogPart.readCommands(
                            executable, adapter: fixture.name, scratch: scratch, scenarios: copies, rounds: 1)
                    })
                table.add(
                    "catalog × \(CatalogPart.copies) (\(catalog.count * CatalogPart.copies) scenarios), jobs 0 / 1 / 2",
                    Figure.times(byJobs: larger.times))
                table.add("  --jobs 1 / --jobs 0", Figure.ratio(larger.jobs1VsJobs0))
                table.add("  --jobs 2 / --jobs 1", Figure.ratio(larger.jobs2VsJobs1))
                table.add("  --jobs 2 with every usable core busy / --jobs 1", Figure.ratio(larger.jobs2Floor))
            }
        }
        if parts.contains(3) {
            progress("3/7 virtual time")
            let virtual = await VirtualTimePart.virtualCost(fixture: fixture, iterations: 200)
            let real = VirtualTimePart.realWait()
            table.section("3. Virtual time (network never answers, 10 s load window)")
            table.add("scenario on the virtual clock", Figure.time(virtual))
            table.add("real wait of 1 s (measured once)", Figure.time(real))
            table.add("real / virtual", Figure.ratio(real / virtual), target: "≥ 1000×", met: real / virtual >= 1000)

        }
        if parts.contains(4) {
            progress("4/7 reports (each measurement in a fresh child process)")
            var writes: [ReportPart.Measurement] = []
            for _ in 0..<runs {
                writes.append(
                    try ReportPart.child(["--part", "report-write", "--cases", "10000", "--scratch", scratch.path]))
            }
            let shards = scratch.appendingPathComponent("shards")
            try FileManager.default.createDirectory(at: shards, withIntermediateDirectories: true)
            try await ReportPart.makeShards(100, perShard: 1_000, scratch: shards, fixture: fixture)
            var merges: [ReportPart.Measurement] = []
            for _ in 0..<runs {
                merges.append(try ReportPart.child(["--part", "report-merge", "--scratch", shards.path]))
            }
            var pages: [ReportPart.Measurement] = []
            var pagesFromResults: [ReportPart.Measurement] = []
            for _ in 0..<runs {
                pages.append(
                    try ReportPart.child(["--part", "report-html", "--cases", "10000", "--scratch", scratch.path]))
                pagesFromResults.append(
                    try ReportPart.child([
                        "--part", "report-html-results", "--cases", "10000", "--scratch", scratch.path,
                    ]))
            }
            let writeTime = Measure.median(writes.map(\.seconds))
            let writeGrowth = Int(Measure.median(writes.map { Double($0.peakGrowthKB) }))
            let mergeTime = Measure.median(merges.map(\.seconds))
            let mergeGrowth = Int(Measure.median(merges.map { Double($0.peakGrowthKB) }))
            table.section("4. Reports (JUnit, streaming writer; cases carry the reference's real traces)")
            table.add("write 10,000 cases", Figure.time(writeTime), target: "< 150 ms", met: writeTime < 0.150)
            table.add(
                "  peak memory growth", Figure.megabytes(writeGrowth), target: "< 20 MB", met: writeGrowth < 20 * 1024)
            table.add("  report size", Figure.megabytes(writes[0].bytes / 1024))
            let pageTime = Measure.median(pages.map(\.seconds))
            let pageBytes = pages[0].bytes
            table.add("HTML page of 10,000 cases (reference + 2 broken variants)", Figure.time(pageTime))
            table.add(
                "  page size", Figure.megabytes(pageBytes / 1024), target: "< 15 MB", met: pageBytes < 15_000_000)
            table.add(
                "  peak memory growth", Figure.megabytes(Int(Measure.median(pages.map { Double($0.peakGrowthKB) }))))
            table.add(
                "  the same page from the results (`run --html`)",
                Figure.time(Measure.median(pagesFromResults.map(\.seconds))))
            table.add(
                "    peak memory growth",
                Figure.megabytes(Int(Measure.median(pagesFromResults.map { Double($0.peakGrowthKB) }))))
            table.add("merge 100 shards × 1,000 cases", Figure.time(mergeTime), target: "< 1.5 s", met: mergeTime < 1.5)
            table.add("  peak memory growth", Figure.megabytes(mergeGrowth))
            table.add("  merged size", Figure.megabytes(merges[0].bytes / 1024))

        }
        if parts.contains(5) {
            progress("5/7 scaling")
            table.section("5. Scaling (catalog cycled with distinct IDs, in-process)")
            var perScenario: [Int: Double] = [:]
            for size in [100, 1_000, 10_000] {
                let scenarios = ScalingPart.scenarios(count: size, from: catalog)
                var times: [Double] = []
                for _ in 0..<(size >= 10_000 ? min(runs, 3) : runs) {
                    times.append(await ScalingPart.wallTime(scenarios, fixture: fixture))
                }
                let median = Measure.median(times)
                perScenario[size] = median / Double(size)
                table.add(
                    "\(size) scenarios", "\(Figure.time(median)) (\(Figure.time(median / Double(size)))/scenario)")
            }
            let growth = perScenario[10_000]! / perScenario[100]!
            table.add(
                "per-scenario cost, 10,000 vs 100", Figure.ratio(growth), target: "≈ 1× (linear)", met: growth < 1.5)
        }
        if parts.contains(6) {
            progress("6/7 Swift Testing, isolated and in-process (each run a fresh Swift Testing process)")
            var all: [(inProcess: SwiftTestingPart.Times, isolated: SwiftTestingPart.Times)] = []
            for _ in 0..<runs { all.append(try SwiftTestingPart.measure(scratch: scratch)) }
            let count = Double(catalog.count)
            let extra = count * Double(SwiftTestingPart.copies - 1)
            func perCase(_ times: SwiftTestingPart.Times) -> Double { (times.fiveTimes - times.once) / extra }
            let inProcess = Measure.median(all.map { perCase($0.inProcess) })
            let isolated = Measure.median(all.map { perCase($0.isolated) })
            let ratios = all.map { perCase($0.isolated) / perCase($0.inProcess) }
            let ratio = Measure.median(ratios)
            let wholeRatio = Measure.median(all.map { $0.isolated.once / $0.inProcess.once })
            table.section("6. Swift Testing: the catalog as cases (`ConformanceSuite.check`), in fresh test processes")
            table.add(
                "in-process (CONFORMANCE_ISOLATION=off), \(catalog.count) cases",
                Figure.time(Measure.median(all.map(\.inProcess.once))))
            table.add(
                "isolated (2 workers, the default), \(catalog.count) cases",
                Figure.time(Measure.median(all.map(\.isolated.once))))
            table.add("  whole run, isolated / in-process", Figure.ratio(wholeRatio))
            table.add("per case, in-process", Figure.time(inProcess))
            table.add("per case, isolated", Figure.time(isolated))
            table.add("per case, isolated / in-process", Figure.ratio(ratio), target: "≤ 1.3×", met: ratio <= 1.3)
            // Each run's per-case figure is the difference of two whole runs, a few hundred
            // milliseconds apart, so one burst elsewhere moves it far: the spread says how far.
            table.add(
                "  lowest – highest of the \(ratios.count) runs",
                "\(Figure.ratio(ratios.min()!)) – \(Figure.ratio(ratios.max()!))")
            table.add(
                "isolated, per run whatever its size",
                Figure.time(Measure.median(all.map { $0.isolated.once - count * perCase($0.isolated) })))
        }

        if parts.contains(8) {
            progress("8 Objective-C adapters")
            var objc: [Double] = [], swift: [Double] = []
            _ = await CatalogPart.inProcess(catalog, fixture: ObjCPart.fixture)  // loads the runtime, warms up
            for _ in 0..<runs {
                objc.append(await CatalogPart.inProcess(catalog, fixture: ObjCPart.fixture))
                swift.append(await CatalogPart.inProcess(catalog, fixture: fixture))
            }
            let ratio = Measure.median(zip(objc, swift).map { $0 / $1 })
            table.section("8. Objective-C adapters (the Objective-C reference, \(catalog.count) scenarios)")
            table.add("in-process catalog, Objective-C reference", Figure.time(Measure.median(objc)))
            table.add("per scenario", Figure.time(Measure.median(objc) / Double(catalog.count)))
            table.add(
                "Objective-C reference / Swift reference, in-process", Figure.ratio(ratio), target: "≤ 2×",
                met: ratio <= 2)
            if let objcExecutable = Siblings.executable("conformance-objc"),
                let swiftExecutable = Siblings.executable("conformance")
            {
                var objcStart: [Double] = [], swiftStart: [Double] = [], objcJobs: [Double] = [],
                    swiftJobs: [Double] = []
                for _ in 0..<runs {
                    objcStart.append(try ObjCPart.starts(objcExecutable, count: 10))
                    swiftStart.append(try ObjCPart.starts(swiftExecutable, count: 10))
                    objcJobs.append(
                        try ObjCPart.command(objcExecutable, adapter: ObjCPart.fixture.name, jobs: 2, scratch: scratch))
                    swiftJobs.append(
                        try ObjCPart.command(swiftExecutable, adapter: fixture.name, jobs: 2, scratch: scratch))
                }
                table.add(
                    "process start, `conformance-objc --version` (GNUstep loaded)",
                    Figure.time(Measure.median(objcStart)))
                table.add("process start, `conformance --version` (static)", Figure.time(Measure.median(swiftStart)))
                table.add(
                    "`conformance-objc run --jobs 2` / `conformance run --jobs 2` (workers)",
                    Figure.ratio(Measure.median(zip(objcJobs, swiftJobs).map { $0 / $1 })))
            } else {
                notes.append(
                    "part 8 compared no executables: build `conformance` and `conformance-objc` beside the benchmark")
            }
        }
        if parts.contains(9) {
            progress("9 ThreadSanitizer")
            // The harness cannot rebuild itself: a sanitized `conformance` is given by path.
            let sanitized = ProcessInfo.processInfo.environment["CONFORMANCE_SANITIZED"]
            if let sanitized, let plain = Siblings.executable("conformance") {
                var inProcess: [Double] = [], workers: [Double] = []
                for _ in 0..<runs {
                    let plainAlone = try ObjCPart.command(plain, adapter: fixture.name, jobs: 0, scratch: scratch)
                    let sanitizedAlone = try ObjCPart.command(
                        sanitized, adapter: fixture.name, jobs: 0, scratch: scratch)
                    inProcess.append(sanitizedAlone / plainAlone)
                    let plainJobs = try ObjCPart.command(plain, adapter: fixture.name, jobs: 2, scratch: scratch)
                    let sanitizedJobs = try ObjCPart.command(
                        sanitized, adapter: fixture.name, jobs: 2, scratch: scratch)
                    workers.append(sanitizedJobs / plainJobs)
                }
                table.section("9. ThreadSanitizer (the reference through the catalog, sanitized / plain `conformance`)")
                table.add("`run --jobs 0`, sanitized / plain", Figure.ratio(Measure.median(inProcess)))
                table.add("`run --jobs 2`, sanitized / plain", Figure.ratio(Measure.median(workers)))
            } else {
                notes.append(
                    "part 9 compared nothing: set CONFORMANCE_SANITIZED to a `conformance` built with "
                        + "`CONFORMANCE_LINK_DYNAMIC=1 swift build --sanitize=thread`, and build `conformance` beside "
                        + "the benchmark")
            }
        }
        if parts.contains(7) {
            progress("7/7 fuzzing")
            _ = await FuzzPart.measure(fixture: fixture, catalog: catalog, runs: 1_000)  // warm up
            var measured: [FuzzPart.Measurement] = []
            for _ in 0..<runs {
                measured.append(await FuzzPart.measure(fixture: fixture, catalog: catalog, runs: 10_000))
            }
            let perSecond = Measure.median(measured.map(\.fuzzPerSecond))
            table.section("7. Fuzzing in-process (10,000 generated scenarios, every fitting rule judged)")
            table.add(
                "generated scenarios per second", String(format: "%.0f/s", perSecond), target: "≥ 2000/s",
                met: perSecond >= 2_000)
            table.add(
                "catalog scenarios per second",
                String(format: "%.0f/s", Measure.median(measured.map(\.catalogPerSecond))))
            table.add("fuzz / catalog", Figure.ratio(Measure.median(measured.map(\.ratio))))
            guard let executable = Siblings.executable("conformance") else {
                return finish(table, notes, loadAtStart: loadAtStart)
            }
            // The whole command, in this process and in workers, on the same seed.
            let fuzzRuns = 5_000
            var perRun: (jobs1: [Double], jobs2: [Double], twoAtOnce: [Double], jobs2VsTwo: [Double]) = ([], [], [], [])
            var times: [Int: [Double]] = [:]
            var sameFindings = true
            for _ in 0..<runs {
                var seconds: [Int: Double] = [:]
                var findings: [Int: [String]] = [:]
                for jobs in [0, 1, 2] {
                    let command = try FuzzPart.command(
                        executable, adapter: fixture.name, jobs: jobs, runs: fuzzRuns, scratch: scratch)
                    (seconds[jobs], findings[jobs]) = (command.seconds, command.findings[0])
                    times[jobs, default: []].append(command.seconds)
                }
                // What the machine gives two in-process fuzzers, each on its own core: the most
                // two workers could give, were isolation free (the cores share caches and memory).
                let pair = try FuzzPart.command(
                    executable, adapter: fixture.name, jobs: 0, runs: fuzzRuns, copies: 2, scratch: scratch)
                sameFindings =
                    sameFindings && findings[1] == findings[0] && findings[2] == findings[0]
                    && pair.findings.allSatisfy { $0 == findings[0] }
                perRun.jobs1.append(seconds[0]! / seconds[1]!)
                perRun.jobs2.append(seconds[0]! / seconds[2]!)
                perRun.twoAtOnce.append(2 * seconds[0]! / pair.seconds)
                perRun.jobs2VsTwo.append(pair.seconds / (2 * seconds[2]!))
            }
            for jobs in [0, 1, 2] {
                let median = Measure.median(times[jobs]!)
                table.add(
                    "`conformance fuzz --runs \(fuzzRuns) --jobs \(jobs)`",
                    "\(Figure.time(median)) (\(String(format: "%.0f/s", Double(fuzzRuns) / median)))")
            }
            let one = Measure.median(perRun.jobs1), two = Measure.median(perRun.jobs2)
            table.add("fuzz --jobs 1, scenarios/s vs --jobs 0", Figure.ratio(one))
            table.add("fuzz --jobs 2, scenarios/s vs --jobs 0", Figure.ratio(two), target: "≥ 1.5×", met: two >= 1.5)
            table.add("  two --jobs 0 at once, scenarios/s vs one", Figure.ratio(Measure.median(perRun.twoAtOnce)))
            table.add("  per core: --jobs 2 vs two --jobs 0 at once", Figure.ratio(Measure.median(perRun.jobs2VsTwo)))
            table.add(
                "same findings for the same seed, --jobs 0, 1, 2", sameFindings ? "yes" : "no", target: "yes",
                met: sameFindings)
        }

        finish(table, notes, loadAtStart: loadAtStart)
    }

    private func finish(_ table: Table, _ notes: [String], loadAtStart: String) {
        print("conformance-benchmark: \(Machine.summary); medians of \(runs) runs")
        print("load average (1, 5, 15 min): \(loadAtStart) at the start, \(Machine.loadAverage) at the end")
        print(table.render(), terminator: "")
        for note in notes { print("\nNote: \(note)") }
    }
}
