import AdapterConformance
import ConformanceReporting
import ConformanceVocabulary
import ConformanceWorkers
import Foundation

/// `conformance run`: selected scenarios × selected adapters, in worker processes (or in
/// this process with `--jobs 0`), then the JUnit report and a summary.
struct RunCommand {
    let context: CommandContext
    let arguments: ParsedArguments

    @MainActor
    func execute() async throws -> ExitCode {
        try arguments.value(of: ConformanceCommands.sanitize)?.require(commandLine: "conformance run")
        let fixtures = try selectedFixtures()
        let jobsCount = try arguments.value(of: ConformanceCommands.jobs)
        // The workers start while the options are read and the scenarios load, and each
        // scenario is queued as its file is read: with two workers, the first ones run while
        // the last files load. In-process, the jobs are made once all are loaded, in the
        // report's order. A refusal before the run ends the workers.
        let launch = WorkerLaunch(
            key: "", executable: context.executablePath, arguments: [ConformanceCommands.Name.worker])
        let workers =
            jobsCount == 0
            ? nil
            : PoolSession(
                count: jobsCount, prestart: launch, pipeline: .adaptive,
                harnessSources: Dictionary(fixtures.map { ($0.name, $0.harnessSources) }, uniquingKeysWith: { $1 }))
        var refused = true
        defer { if refused { workers?.abandon() } }
        // Everything a job needs is read before the first one is queued.
        let shard = try arguments.value(of: ConformanceCommands.shard)
        let seed = try arguments.value(of: ConformanceCommands.seed)
        let timeout = try arguments.value(of: ConformanceCommands.timeout)
        let strict = arguments.isSet(ConformanceCommands.strict)
        let summaryFormat = try arguments.value(of: ConformanceCommands.summary)
        try ReportLocation.preflight(arguments.value(of: ConformanceCommands.report))
        let htmlPath = try arguments.value(of: ConformanceCommands.htmlPage)
        if let htmlPath { try HTMLPage.preflight(htmlPath) }

        func inShard(_ adapter: String, _ scenario: Scenario) -> Bool {
            shard.map { Sharding.shard(of: "\(adapter)/\(scenario.id)", count: $0.count) == $0.index } ?? true
        }
        var queued: [WorkerJob] = []
        let selection = try ScenarioSelection(arguments: arguments) { scenario in
            for fixture in fixtures {
                try scenario.checkCredentials(against: fixture)
                guard let workers else { continue }
                for scenario in scenario.onEachDeclaredPath(of: fixture) where inShard(fixture.name, scenario) {
                    let job = WorkerJob(id: queued.count, adapter: fixture.name, scenario: scenario, seed: seed)
                    queued.append(job)
                    workers.enqueue([PoolJob(job: job, launch: launch, timeout: timeout)])
                }
            }
        }
        refused = false
        defer { workers?.close() }
        let pairs = fixtures.flatMap { fixture in
            selection.scenarios.onEachDeclaredPath(of: fixture).filter { inShard(fixture.name, $0) }
                .map { (adapter: fixture.name, scenario: $0) }
        }
        let jobs =
            workers == nil
            ? pairs.enumerated().map { WorkerJob(id: $0, adapter: $1.adapter, scenario: $1.scenario, seed: seed) }
            : queued
        let reportURL = ReportLocation.file(for: try arguments.value(of: ConformanceCommands.report))
        let errCapabilities = TerminalCapabilities.detect(fileDescriptor: 2)
        let quiet = arguments.isSet(ConformanceCommands.noProgress)
        let progress = ProgressReporter(
            total: jobs.count, capabilities: quiet ? .plain : errCapabilities, sink: quiet ? .discard : context.err)

        let order = Dictionary(uniqueKeysWithValues: pairs.enumerated().map { ("\($1.adapter)/\($1.scenario.id)", $0) })
        let report = RunReport(
            adapters: fixtures.map(\.name), order: order, url: reportURL, htmlPath: htmlPath, seed: seed,
            strict: strict,
            shard: shard?.description, expected: jobs.count, casesAsResultsArrive: workers != nil)
        let send = RunEvent.broadcast(to: [report.handle, progress.handler(strict: strict)])
        let start = DispatchTime.now().uptimeNanoseconds
        let interruption = Interruption()
        // Whatever this process is doing when the first signal comes (waiting for an in-process
        // adapter that never returns included), the report so far is written: by the steps
        // below if they get there at once, else from the signal's thread.
        let err = context.err
        interruption.onInterrupt {
            DispatchQueue.global().asyncAfter(deadline: .now() + RunReport.signalGrace) {
                guard (try? report.write(incomplete: true)) == true else { return }
                err.write(
                    "Interrupted: the report holds the \(report.resultCount) finished scenario(s) and is marked incomplete.\n"
                )
                // The supervisors may still be waiting on the workers they killed; their
                // directories go now, since the process ends before the supervisors do.
                WorkerFiles.removeAll()
                exit(ExitCode.violations.rawValue)
            }
        }
        // Said once a signal is handled as above: what waits to signal a run waits for this line.
        context.err.write(
            "Running \(jobs.count) scenario\(jobs.count == 1 ? "" : "s") against \(fixtures.map(\.name).joined(separator: ", ")) (seed \(seed)\(shard.map { ", shard \($0)" } ?? ""), \(jobsCount == 0 ? "in-process" : "\(jobsCount) worker\(jobsCount == 1 ? "" : "s")"))\n"
        )
        if let workers {
            // The report's adapter properties come from workers too, asked last: a version
            // query that hangs holds one worker for the timeout, and not before any scenario.
            let descriptions = fixtures.enumerated().map { index, fixture in
                WorkerJob.description(id: jobs.count + index, adapter: fixture.name, seed: seed)
            }
            interruption.onInterrupt { workers.abandon() }
            workers.listen { event in RunEvent(event).map(send) }
            workers.enqueue(descriptions.map { PoolJob(job: $0, launch: launch, timeout: timeout) })
            workers.close()
            await workers.ended()
        } else {
            context.out.reserveIfProcessOutput()
            await InProcessWorker(context: context, seed: seed, timeout: timeout).run(
                jobs, adapters: fixtures, send: send, stopRequested: { interruption.requested })
        }
        progress.finish()
        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9

        guard try report.write(incomplete: interruption.requested) else {
            // The signal's thread wrote it and is ending the process.
            while true { sleep(60) }
        }
        let results = report.results
        let summary = RunSummaryBuilder.summary(
            results: results, strict: strict, reportPath: reportURL.path, seconds: elapsed)
        switch summaryFormat {
        case .json: context.out.write((try SummaryJSON.encode(summary)) + "\n")
        case .text:
            let styler = Styler(capabilities: TerminalCapabilities.detect(fileDescriptor: 1))
            context.out.write(SummaryPrinter(styler: styler).render(summary))
            context.out.write("Seed \(seed). Replay with --seed \(seed).\n")
        }
        if interruption.requested {
            context.err.write(
                "Interrupted: the report holds the \(results.count) finished scenario(s) and is marked incomplete.\n")
            return .violations
        }
        let bad = results.contains { [.failed, .error].contains($0.status(strict: strict)) }
        return bad ? .violations : .success
    }

    private func selectedFixtures() throws -> [AdapterFixture] {
        let names = try arguments.value(of: ConformanceCommands.runAdapters)
        guard !names.isEmpty else {
            throw CommandFailure.input(
                "choose an adapter with --adapter NAME (or --adapter all); see '\(context.programName) adapters'")
        }
        if names.contains(ConformanceCommands.allAdapters) { return context.fixtures }
        return try names.map { name in
            guard let fixture = context.fixture(named: name) else {
                let hint =
                    Suggestion.closest(to: name, among: context.fixtures.map(\.name)).map { " Did you mean '\($0)'?" }
                    ?? ""
                throw CommandFailure.input("unknown adapter '\(name)'.\(hint) See '\(context.programName) adapters'.")
            }
            return fixture
        }
    }
}
