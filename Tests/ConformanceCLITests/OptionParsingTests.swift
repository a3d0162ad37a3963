import ConformanceCLI
import Testing

@Suite("Option parsing")
struct OptionParsingTests {
    @Test func flagsAreFalseUnlessGiven() throws {
        let parsed = try parseCommand(["run", "--strict"])
        #expect(parsed.commandPath == ["run"])
        #expect(parsed.subcommand == "run")
        #expect(parsed.isSet(ConformanceCommands.strict))
        #expect(!parsed.isSet(ConformanceCommands.noProgress))
        #expect(!parsed.isSet(ConformanceCommands.noBuiltin))
    }

    @Test func singleValueSeparateAndEqualsForms() throws {
        #expect(
            try parseCommand(["run", "--report", "out/a.xml"]).value(of: ConformanceCommands.report) == "out/a.xml")
        #expect(try parseCommand(["run", "--report=out/b.xml"]).value(of: ConformanceCommands.report) == "out/b.xml")
        // A value may itself contain '='.
        #expect(try parseCommand(["run", "--filter=a=b"]).value(of: ConformanceCommands.filter) == ["a=b"])
    }

    @Test func singleValueLastOccurrenceWins() throws {
        let parsed = try parseCommand(["run", "--report", "first", "--report=second"])
        #expect(try parsed.value(of: ConformanceCommands.report) == "second")
    }

    @Test func defaultsApplyWhenAbsent() throws {
        let parsed = try parseCommand(["run"])
        #expect(try parsed.value(of: ConformanceCommands.report) == "reports/")
        #expect(try parsed.value(of: ConformanceCommands.timeout) == .seconds(10))
        #expect(try parsed.value(of: ConformanceCommands.shard) == nil)
        #expect(try parsed.value(of: ConformanceCommands.summary) == .text)
        #expect(try parsed.value(of: ConformanceCommands.sanitize) == nil)
    }

    @Test func repeatableValuesKeepOrder() throws {
        let parsed = try parseCommand([
            "run", "--adapter", "A", "--adapter=B", "--filter", "native.*", "--adapter", "C",
        ])
        #expect(try parsed.value(of: ConformanceCommands.runAdapters) == ["A", "B", "C"])
        #expect(try parsed.value(of: ConformanceCommands.filter) == ["native.*"])
        #expect(try parsed.value(of: ConformanceCommands.scenarios) == [])
    }

    @Test func shortAliasWithSeparateOrAttachedValue() throws {
        #expect(try parseCommand(["run", "-j", "4"]).value(of: ConformanceCommands.jobs) == 4)
        #expect(try parseCommand(["run", "-j4"]).value(of: ConformanceCommands.jobs) == 4)
        #expect(try parseCommand(["run", "--jobs", "0"]).value(of: ConformanceCommands.jobs) == 0)
    }

    @Test func negativeNumberIsAValueNotAnOption() throws {
        // Taken as the value of --seed, which then rejects it, not as an unknown option '-5'.
        let parsed = try parseCommand(["run", "--seed", "-5"])
        #expect(
            throws: UsageError(
                "invalid value '-5' for '--seed': expected a non-negative integer", commandLine: "conformance run")
        ) { try parsed.value(of: ConformanceCommands.seed) }
    }

    @Test func optionsAndPositionalsMayInterleave() throws {
        let verbose = TypedFlag("verbose", help: "")
        let out = TypedOption(.value("out", short: "o", valueName: "PATH", help: ""), parsedBy: parseText)
        let command = CommandSpec(
            name: "tool", abstract: "",
            options: [verbose.spec, out.spec],
            positionals: [PositionalSpec("FILE", arity: .variadic(minimum: 0), help: "")])
        let outcome = try ArgumentParser(root: command, programName: "tool")
            .parse(["a.json", "--verbose", "b.json", "-o", "x", "c.json"])
        guard case .command(let parsed) = outcome else { Issue.record("no command"); return }
        #expect(parsed.positionals == ["a.json", "b.json", "c.json"])
        #expect(parsed.isSet(verbose))
        #expect(try parsed.value(of: out) == "x")
        #expect(parsed.commandPath.isEmpty)
    }

    @Test func missingValueAtEnd() throws {
        let error = try #require(parseError(["run", "--report"]))
        #expect(error.description == "error: option '--report' needs a value (PATH)\nSee 'conformance run --help'.")
        #expect(error.exitCode == .usage)
        #expect(error.exitCode.rawValue == 2)
    }

    @Test func missingValueWhenNextWordIsAnOption() throws {
        let error = try #require(parseError(["run", "--report", "--strict"]))
        #expect(error.message == "option '--report' needs a value (PATH)")
    }

    @Test func missingValueForShortAliasNamesTheAlias() throws {
        let error = try #require(parseError(["run", "-j"]))
        #expect(error.message == "option '-j' needs a value (N)")
    }

    @Test func emptyEqualsValueIsMissing() throws {
        let error = try #require(parseError(["run", "--report="]))
        #expect(error.message == "option '--report' needs a value (PATH)")
    }

    @Test func flagRejectsInlineValue() throws {
        let error = try #require(parseError(["run", "--strict=yes"]))
        #expect(error.message == "option '--strict' does not take a value")
    }

    @Test func optionsAreScopedToTheirSubcommand() throws {
        let error = try #require(parseError(["list", "--jobs", "2"]))
        #expect(error.message == "unknown option '--jobs'")
        #expect(error.hint == "See 'conformance list --help'.")
    }

    @Test func subcommandOptionBeforeSubcommandIsExplained() throws {
        let error = try #require(parseError(["--strict", "run"]))
        #expect(error.message.contains("'conformance run --strict'"))
    }

    @Test func doubleDashEndsOptions() throws {
        let parsed = try parseCommand(["validate", "--", "--strict", "-j", "--help"])
        #expect(parsed.positionals == ["--strict", "-j", "--help"])
    }

    @Test func singleDashIsAPositional() throws {
        #expect(try parseCommand(["validate", "-"]).positionals == ["-"])
    }

    @Test func versionOnRootOnly() throws {
        let outcome = try ConformanceCommands.parser(version: "1.2.3").parse(["--version"])
        guard case .version(let text) = outcome else { Issue.record("expected the version, got \(outcome)"); return }
        #expect(text == "1.2.3")
        #expect(parseError(["run", "--version"])?.message == "unknown option '--version'")
    }

    @Test func programNameIsConfigurable() throws {
        let parsed = try parseCommand(["run"], programName: "acme-conformance")
        #expect(parsed.commandLine == "acme-conformance run")
        do {
            _ = try ConformanceCommands.parser(programName: "acme-conformance").parse(["rnu"])
            Issue.record("expected an error")
        } catch {
            #expect(error.hint == "See 'acme-conformance --help'.")
        }
        let help = try ConformanceCommands.parser(programName: "acme-conformance").parse(["--help"])
        guard case .help(let text) = help else { Issue.record("expected help"); return }
        #expect(text.contains("USAGE: acme-conformance"))
    }

    @Test func missingSubcommandIsAUsageError() throws {
        let error = try #require(parseError([]))
        #expect(error.message.hasPrefix("missing subcommand"))
        #expect(!error.message.contains("worker"))
    }
}
