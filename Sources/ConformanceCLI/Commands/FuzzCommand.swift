import AdapterConformance
import ConformanceReporting
import ConformanceVocabulary
import Foundation

/// `conformance fuzz`: generated scenarios against one adapter, in worker processes (or in
/// this process with `--jobs 0`); each distinct failure shrunk and written to `--out` as a
/// scenario file, then the JUnit report and a summary.
struct FuzzCommand {
    let context: CommandContext
    let arguments: ParsedArguments

    @MainActor
    func execute() async throws -> ExitCode {
        let fixture = try selectedFixture()
        var options = try fuzzOptions()
        let jobs = try arguments.value(of: ConformanceCommands.jobs)
        let timeout = try arguments.value(of: ConformanceCommands.timeout)
        let reportPath = try arguments.value(of: ConformanceCommands.fuzzReport)
        try ReportLocation.preflight(reportPath)
        let out = try FindingFiles(directory: arguments.value(of: ConformanceCommands.fuzzOut))

        let formats = options.target.generatedFormats.map(\.rawValue).joined(separator: ", ")
        context.err.write(
            "Fuzzing \(fixture.name) with seed \(options.seed) (\(Self.describe(options.budget)); formats \(formats); "
                + "rules \(options.target.rules.isEmpty ? "all" : options.target.rules.map(\.rawValue).joined(separator: ", ")); "
                + "\(jobs == 0 ? "in-process" : "\(jobs) worker\(jobs == 1 ? "" : "s")"))\n")
        let executor: any FuzzExecutor
        let interruption = Interruption()
        var workers: WorkerExecutor?
        if jobs == 0 {
            context.out.reserveIfProcessOutput()
            executor = InProcessWorker.fuzzExecutor(for: fixture)
        } else {
            let pool = WorkerExecutor(
                executable: context.executablePath, adapter: fixture.name, count: jobs, timeout: timeout)
            interruption.onInterrupt { pool.stop() }
            (executor, workers) = (pool, pool)
        }
        // Workers go idle while the session reads a batch's results and queues the next one:
        // fewer, larger batches leave them idle less often.
        if jobs > 0 { options.batchSize = 1_000 }
        let quiet = arguments.isSet(ConformanceCommands.noProgress)
        let printer = FuzzProgressPrinter(
            capabilities: quiet ? .plain : TerminalCapabilities.detect(fileDescriptor: 2),
            sink: quiet ? .discard : context.err)
        let summary = await FuzzSession(adapter: fixture.name, options: options, executor: executor).run(
            progress: { printer.update($0) }, stopRequested: { interruption.requested })
        printer.finish()

        let files = try out.write(summary.findings, adapter: fixture.name)
        let description: AdapterDescription
        if let workers {
            description =
                if let answered = workers.description { answered } else {
                    await WorkerExecutor.describe(
                        fixture.name, executable: context.executablePath, timeout: timeout, seed: options.seed)
                }
        } else {
            description = await InProcessWorker.describe(fixture, within: timeout)
        }
        let reportURL = ReportLocation.file(for: reportPath)
        let settings = ReportSettings(seed: options.seed, strict: options.strict, isIncomplete: interruption.requested)
        do {
            try FuzzReport.write(
                summary, adapter: description, target: options.target, settings: settings,
                files: files, to: reportURL)
        } catch {
            throw CommandFailure.harness("could not write the report to \(reportURL.path): \(error)")
        }
        let styler = Styler(capabilities: TerminalCapabilities.detect(fileDescriptor: 1))
        context.out.write(
            FuzzSummaryPrinter(styler: styler).render(
                summary, files: files, reportPath: reportURL.path, incomplete: interruption.requested))
        if !summary.harnessFaults.isEmpty { return .harnessFault }
        return summary.findings.isEmpty && !interruption.requested ? .success : .violations
    }

    private func selectedFixture() throws -> AdapterFixture {
        guard let name = try arguments.value(of: ConformanceCommands.fuzzAdapter) else {
            throw CommandFailure.input(
                "choose an adapter with --adapter NAME; see '\(context.programName) adapters'")
        }
        guard let fixture = context.fixture(named: name) else {
            let hint =
                Suggestion.closest(to: name, among: context.fixtures.map(\.name)).map { " Did you mean '\($0)'?" } ?? ""
            throw CommandFailure.input("unknown adapter '\(name)'.\(hint) See '\(context.programName) adapters'.")
        }
        return fixture
    }

    private func fuzzOptions() throws -> FuzzOptions {
        let runs = try arguments.value(of: ConformanceCommands.fuzzRuns)
        let seconds = try arguments.value(of: ConformanceCommands.fuzzTime)
        if runs != nil, seconds != nil {
            throw UsageError("give --runs or --time, not both", commandLine: arguments.commandLine)
        }
        let budget: FuzzBudget =
            seconds.map { .seconds(Double($0.components.seconds) + Double($0.components.attoseconds) / 1e18) }
            ?? .runs(runs ?? ConformanceCommands.defaultFuzzRuns)
        let formats = try arguments.value(of: ConformanceCommands.fuzzFormats)
        let rules = try ScenarioSelection.ruleIDs(arguments.value(of: ConformanceCommands.fuzzRules))
        let target = FuzzTarget(formats: formats.isEmpty ? ScenarioFormat.allCases : formats, rules: rules)
        guard !target.generatedFormats.isEmpty else {
            let fits = rules.map { "\($0): \(RuleAim.formats(for: $0).map(\.rawValue).joined(separator: ", "))" }
            throw CommandFailure.input(
                "no rule aimed at can be judged in the formats asked for (\(fits.joined(separator: "; ")))")
        }
        let seed = try arguments.value(of: ConformanceCommands.fuzzSeed)
        return FuzzOptions(
            seed: seed, budget: budget, target: target, strict: arguments.isSet(ConformanceCommands.fuzzStrict))
    }

    private static func describe(_ budget: FuzzBudget) -> String {
        switch budget {
        case .runs(let runs): "\(runs) scenario\(runs == 1 ? "" : "s")"
        case .seconds(let seconds): "\(String(format: "%g", seconds)) s"
        }
    }
}
