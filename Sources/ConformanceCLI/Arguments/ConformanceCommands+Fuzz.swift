import AdapterConformance
import ConformanceVocabulary

extension ConformanceCommands {
    /// Default of `fuzz --runs` when neither `--runs` nor `--time` is given.
    static let defaultFuzzRuns = 1_000
    static let defaultFuzzOut = "reports/fuzz/"
    static let defaultFuzzReport = "reports/fuzz.xml"
    /// Where a fuzz run writes its shrunk scenario files.
    package static let fuzzOut = TypedOption(
        text: .value("out", valueName: "DIR", help: "Directory for the shrunk scenario files.", default: defaultFuzzOut)
    )
    /// Where a fuzz run writes its report.
    package static let fuzzReport = TypedOption(
        text: .value("report", valueName: "PATH", help: "Where to write the JUnit report.", default: defaultFuzzReport))
    /// A fuzz run's seed: random unless given, and printed either way.
    package static let fuzzSeed = TypedOption(
        .value(
            "seed", valueName: "N", help: "Seed of the run; printed, so a run can be replayed.",
            defaultDescription: "a random seed"),
        parsedBy: parseUInt64, whenAbsent: { UInt64.random(in: 0..<1_000_000_000) })
    /// The adapter to fuzz, by name.
    package static let fuzzAdapter = TypedOption(
        .value("adapter", valueName: "NAME", help: "Adapter to fuzz (see 'adapters')."), parsedBy: parseText)
    /// How many scenarios to generate; ``defaultFuzzRuns`` when neither this nor ``fuzzTime`` is given.
    package static let fuzzRuns = TypedOption(
        .value(
            "runs", valueName: "N", help: "Generated scenarios to run.",
            defaultDescription: "\(defaultFuzzRuns), unless --time is given"),
        parsedBy: parsePositiveInteger)
    package static let fuzzTime = TypedOption(
        .value("time", valueName: "SECONDS", help: "Run for this long instead of a number of scenarios."),
        parsedBy: parsePositiveSeconds)
    /// The formats to generate; every format when empty.
    package static let fuzzFormats = TypedOption(
        .repeatable(
            "format", valueName: "FORMAT",
            help: "Generate scenarios of this format only (\(choiceList(ScenarioFormat.self)))."),
        parsedEach: { (text: String) throws(InvalidValue) in try parseEnum(ScenarioFormat.self, text) })
    /// Rule IDs as given; ``ScenarioSelection/ruleIDs(_:)`` says which are unknown.
    package static let fuzzRules = TypedOption(
        .repeatable(
            "rule", valueName: "ID",
            help: "Aim at rule ID: generate what it can judge, and judge only the rules aimed at."),
        parsedEach: parseText)
    package static let fuzzStrict = TypedFlag(
        "strict", help: "Count violations of recommended rules as findings too.")

    static let fuzz = CommandSpec(
        name: Name.fuzz,
        abstract: "Generate scenarios to find what the catalog misses; shrink each failure to a scenario file.",
        discussion: """
            Draws scenarios from a grammar of everything the scenario language can say \
            (requests, network answers, delays, threads, races, ad content, steps, \
            presentations), runs them against the adapter and judges every rule that fits. \
            Each distinct failure is shrunk to a smallest scenario that still fails the same \
            way and written to --out as a scenario file that 'run --scenarios DIR \
            --no-builtin' and 'validate' take as it is. A crash or a hang in a worker is a \
            finding too. The same seed and adapter give the same scenarios, failures and \
            files, whatever --jobs. Exits with 1 if anything was found.

            Examples:
              conformance fuzz --adapter SampleCustomEvent --runs 5000
              conformance fuzz --adapter MyAdapter --time 60 --seed 42
              conformance fuzz --adapter MyAdapter --rule LOAD-1 --format native
            """,
        options: [
            fuzzAdapter.spec, fuzzSeed.spec, fuzzRuns.spec, fuzzTime.spec, fuzzFormats.spec, fuzzRules.spec,
            jobs.spec, fuzzOut.spec, fuzzReport.spec, fuzzStrict.spec, timeout.spec, noProgress.spec,
        ]
    ).performing { try await FuzzCommand(context: $0, arguments: $1).execute() }
}
