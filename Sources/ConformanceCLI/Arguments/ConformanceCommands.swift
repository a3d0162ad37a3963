import AdapterConformance
import Foundation

/// The `conformance` command tree as data: each option declared once, as the typed key its
/// command reads it with, and each command with the action it runs when selected.
package enum ConformanceCommands {
    /// Subcommand names, so wiring code does not repeat string literals.
    enum Name {
        static let run = "run"
        static let fuzz = "fuzz"
        static let list = "list"
        static let rules = "rules"
        static let validate = "validate"
        static let merge = "merge"
        static let html = "html"
        static let adapters = "adapters"
        /// Hidden: the child process `run` starts per job.
        static let worker = "worker"
        /// Hidden: writes each `<testsuite>` of a report as its own file, for `xmllint --schema`.
        static let splitReport = "split-report"
    }

    /// Value of `--adapter` that selects every registered adapter.
    static let allAdapters = "all"

    /// Default of `--timeout`, in seconds.
    static let defaultTimeoutSeconds = 10

    static let defaultReportPath = "reports/"

    /// Where `html` writes when not told.
    static let defaultHTMLPath = "reports/conformance.html"

    /// `programName` is what the executable is called in this repository; it appears in usage
    /// lines and hints.
    package static func parser(programName: String = "conformance", version: String? = nil) -> ArgumentParser {
        ArgumentParser(root: root, programName: programName, version: version)
    }

    package static let root = CommandSpec(
        name: "conformance",
        abstract: "Check Google Mobile Ads mediation adapters against the conformance rules.",
        discussion: """
            Each scenario scripts the ad network's behaviour, drives an adapter through the \
            mediation API and checks what it reports back against the rules. Exit status: 0 all \
            passed, 1 rule violations or scenario errors (crash, hang), 2 usage or input error, \
            3 harness fault.
            """,
        subcommands: [run, fuzz, list, rules, validate, merge, html, adapters, worker, splitReport])

    // MARK: - Shared options

    package static let scenarios = TypedOption(
        .repeatable(
            "scenarios", valueName: "DIR",
            help: "Also load scenario files from DIR, in addition to the built-in catalog."),
        parsedEach: parseText)
    package static let noBuiltin = TypedFlag(
        "no-builtin", help: "Use only the --scenarios directories, not the built-in catalog.")
    package static let filter = TypedOption(
        .repeatable(
            "filter", valueName: "GLOB",
            help: "Only scenarios whose ID matches GLOB (*, ?, [abc]); a scenario is kept if any filter matches."),
        parsedEach: parseText)
    /// Rule IDs as given; ``ScenarioSelection/ruleIDs(_:)`` says which are unknown.
    package static let rule = TypedOption(
        .repeatable("rule", valueName: "ID", help: "Only scenarios that check rule ID."), parsedEach: parseText)
    package static let formatFilter = TypedOption<FormatFilter?>(
        choice: .value(
            "format-filter", valueName: "FORMAT",
            help: "Only scenarios for this ad format: \(choiceList(FormatFilter.self))."))
    package static let summary = TypedOption<SummaryFormat>(
        choice: .value(
            "summary", valueName: choiceValueName(SummaryFormat.self),
            help: "How to print the summary on stdout.", default: SummaryFormat.text.rawValue))
    package static let seed = TypedOption(
        .value("seed", valueName: "N", help: "Seed for randomised scenario timing, to reproduce a run."),
        parsedBy: parseUInt64, whenAbsent: { 0 })
    package static let timeout = TypedOption(
        defaulted: .value(
            "timeout", valueName: "SECONDS",
            help: "Real-time limit per scenario; a scenario that exceeds it counts as an error.",
            default: String(defaultTimeoutSeconds)),
        parsedBy: parsePositiveSeconds)
    /// Where `run` writes its report.
    package static let report = TypedOption(
        text: .value(
            "report", valueName: "PATH", help: "Directory or file to write the JUnit report to.",
            default: defaultReportPath))
    /// Where `html` writes its page.
    package static let htmlOutput = TypedOption(
        text: .value(
            "output", short: "o", valueName: "PATH", help: "Where to write the page.", default: defaultHTMLPath))
    package static let jobs = TypedOption(
        .value(
            "jobs", short: "j", valueName: "N", help: "Number of worker processes; 0 runs scenarios in this process.",
            defaultDescription: "CPU cores, half if sanitized"),
        parsedBy: parseNonNegativeInteger, whenAbsent: defaultJobs)

    /// One worker per core; in a ThreadSanitizer build, one per two cores, so that a worker's
    /// racing lanes run at once: on a shared core one lane finishes before the other starts,
    /// and ThreadSanitizer, which reports only accesses it sees unordered, misses the race.
    static func defaultJobs() -> Int {
        let cores = ProcessInfo.processInfo.activeProcessorCount
        return ThreadSanitizerReports.isActive ? max(1, cores / 2) : cores
    }

    package static let sanitize = TypedOption<Sanitizer?>(
        choice: .value(
            "sanitize", valueName: choiceValueName(Sanitizer.self),
            help: "Check that this build has the sanitizer (swift build --sanitize=thread), whose data races in "
                + "the adapter's code then fail CON-2 in the scenario that made them."))

    // MARK: - Options of one command

    /// `run --adapter`: names as given, ``allAdapters`` included.
    package static let runAdapters = TypedOption(
        .repeatable(
            "adapter", valueName: "NAME",
            help: "Adapter to test, or '\(allAdapters)' for every registered adapter (see 'adapters')."),
        parsedEach: parseText)
    /// Where `run` also writes the report as an HTML page, if asked.
    package static let htmlPage = TypedOption(
        .value(
            "html", valueName: "PATH",
            help: "Also write the report as one self-contained HTML page (sequence diagrams, filters) to PATH."),
        parsedBy: parseText)
    package static let shard = TypedOption(
        .value("shard", valueName: "K/N", help: "Run only the K-th of N equal slices of the scenarios."),
        parsedBy: ShardSpec.init(parsing:))
    package static let strict = TypedFlag("strict", help: "Treat warnings as violations.")
    package static let noProgress = TypedFlag("no-progress", help: "Do not show progress while running.")

    // MARK: - Positionals

    package static let ruleToExplain = TypedPositional(optional: "ID", help: "Rule to explain in full.")
    /// `validate`'s files and directories; the built-in catalog when empty.
    package static let pathsToValidate = TypedPositional(
        variadic: "PATH", minimum: 0, help: "Scenario file or directory to check.")
    package static let mergedReport = TypedPositional("OUT", help: "Where to write the merged report.")
    package static let reportsToMerge = TypedPositional(variadic: "IN", minimum: 1, help: "Reports to merge.")
    package static let reportsToRender = TypedPositional(
        variadic: "REPORT", minimum: 1, help: "JUnit reports to render.")
    package static let reportToSplit = TypedPositional("REPORT", help: "The report to split.")
    package static let suiteDirectory = TypedPositional("DIR", help: "Directory for the suite files.")

    // MARK: - Subcommands

    static let run = CommandSpec(
        name: Name.run,
        abstract: "Run conformance scenarios against adapters and write reports.",
        discussion: """
            Runs every selected scenario against every selected adapter, in parallel worker \
            processes, and writes JUnit XML reports. Exits with 1 if any rule is violated \
            or any scenario crashes or hangs.

            The report path is checked before anything runs: missing directories are created, \
            a symbolic link is written through to its target, and the run stops at once with 2 \
            if the path cannot hold a report (a directory where the file goes, a device, a FIFO, \
            a path through a file, a link loop) or with 3 if the system refuses (permission \
            denied, a read-only or full file system).

            Examples:
              conformance run --adapter SampleCustomEvent
              conformance run --adapter all --filter 'native.*' --jobs 4
              conformance run --adapter all --shard 2/3 --report out/
            """,
        options: [
            runAdapters.spec, scenarios.spec, noBuiltin.spec, filter.spec, rule.spec, formatFilter.spec,
            report.spec, htmlPage.spec, shard.spec, jobs.spec, strict.spec,
            seed.spec, timeout.spec, summary.spec, sanitize.spec, noProgress.spec,
        ]
    ).performing { try await RunCommand(context: $0, arguments: $1).execute() }

    static let list = CommandSpec(
        name: Name.list,
        abstract: "List scenarios and the rules they check.",
        discussion: "Takes the same selection options as 'run', so it shows what a run would execute.",
        options: [scenarios.spec, noBuiltin.spec, filter.spec, rule.spec, formatFilter.spec, summary.spec]
    ).performing { try ListCommand(context: $0, arguments: $1).execute() }

    static let rules = CommandSpec(
        name: Name.rules,
        abstract: "List the conformance rules, or explain one.",
        positionals: [ruleToExplain.spec]
    ).performing { try RulesCommand(context: $0, arguments: $1).execute() }

    static let validate = CommandSpec(
        name: Name.validate,
        abstract: "Check scenario files for mistakes without running them.",
        discussion: "With no PATH, validates the built-in catalog.",
        positionals: [pathsToValidate.spec]
    ).performing { try ValidateCommand(context: $0, arguments: $1).execute() }

    static let merge = CommandSpec(
        name: Name.merge,
        abstract: "Merge JUnit reports, e.g. from sharded runs, into one.",
        positionals: [mergedReport.spec, reportsToMerge.spec]
    ).performing { try MergeCommand(context: $0, arguments: $1).execute() }

    static let html = CommandSpec(
        name: Name.html,
        abstract: "Render JUnit reports of this harness as one HTML page people open.",
        discussion: """
            Reads one or more reports (a run's, shard reports, a merged one) and writes a single \
            self-contained page: totals, a family × adapter overview, failures grouped by rule, \
            crashes grouped by the adapter's frame, and every failing scenario's trace as a \
            sequence diagram with the violating step marked. No network access is needed to open it.

            Examples:
              conformance html reports/conformance.xml -o reports/conformance.html
              conformance html out/shard-*.xml -o out/conformance.html
            """,
        options: [htmlOutput.spec],
        positionals: [reportsToRender.spec]
    ).performing { try HTMLCommand(context: $0, arguments: $1).execute() }

    static let adapters = CommandSpec(
        name: Name.adapters,
        abstract: "List the adapters this executable can test."
    ).performing { context, _ in AdaptersCommand(context: context).execute() }

    static let splitReport = CommandSpec(
        name: Name.splitReport,
        abstract: "Write each <testsuite> of a report as a standalone file (internal, for schema checks).",
        positionals: [reportToSplit.spec, suiteDirectory.spec],
        isHidden: true
    ).performing { try SplitReportCommand(context: $0, arguments: $1).execute() }

    static let worker = CommandSpec(
        name: Name.worker,
        abstract: "Run scenarios on behalf of 'run' (internal).",
        discussion: """
            Started by 'run' for parallel execution: reads scenario assignments on stdin and \
            writes results on stdout. Not meant to be invoked by hand.
            """,
        options: [scenarios.spec, noBuiltin.spec, seed.spec, timeout.spec],
        isHidden: true
    ).performing { context, _ in await WorkerCommand(context: context).execute() }
}
