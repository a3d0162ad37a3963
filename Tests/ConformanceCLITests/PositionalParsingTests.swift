import ConformanceCLI
import Testing

@Suite("Positional arguments")
struct PositionalParsingTests {
    @Test func mergeTakesOutputThenVariadicInputs() throws {
        let parsed = try parseCommand(["merge", "all.xml", "a.xml", "b.xml", "c.xml"])
        #expect(parsed.value(of: ConformanceCommands.mergedReport) == "all.xml")
        #expect(parsed.value(of: ConformanceCommands.reportsToMerge) == ["a.xml", "b.xml", "c.xml"])
        #expect(parsed.positionals == ["all.xml", "a.xml", "b.xml", "c.xml"])
    }

    @Test func mergeNeedsAtLeastOneInput() throws {
        let error = try #require(parseError(["merge", "all.xml"]))
        #expect(error.message == "missing required argument 'IN...'")
        #expect(error.hint == "See 'conformance merge --help'.")
    }

    @Test func mergeNeedsOutput() throws {
        #expect(parseError(["merge"])?.message == "missing required argument 'OUT'")
    }

    @Test func mergeInputsAfterDoubleDash() throws {
        let parsed = try parseCommand(["merge", "out.xml", "--", "-odd-name.xml"])
        #expect(parsed.value(of: ConformanceCommands.reportsToMerge) == ["-odd-name.xml"])
    }

    @Test func validateAcceptsZeroOrMorePaths() throws {
        #expect(try parseCommand(["validate"]).value(of: ConformanceCommands.pathsToValidate) == [])
        #expect(try parseCommand(["validate", "x", "y"]).value(of: ConformanceCommands.pathsToValidate) == ["x", "y"])
    }

    @Test func rulesTakesOptionalID() throws {
        #expect(try parseCommand(["rules"]).value(of: ConformanceCommands.ruleToExplain) == nil)
        #expect(
            try parseCommand(["rules", "GMA-LOAD-001"]).value(of: ConformanceCommands.ruleToExplain) == "GMA-LOAD-001")
    }

    @Test func extraArgumentIsRejected() throws {
        #expect(parseError(["rules", "A", "B"])?.message == "unexpected argument 'B'")
        #expect(parseError(["adapters", "x"])?.message == "unexpected argument 'x'")
    }

    @Test func customTreeWithRequiredOptionalAndVariadic() throws {
        let a = TypedPositional("A", help: "")
        let b = TypedPositional(optional: "B", help: "")
        let c = TypedPositional(variadic: "C", minimum: 1, help: "")
        let command = CommandSpec(name: "tool", abstract: "", positionals: [a.spec, b.spec, c.spec])
        let parser = ArgumentParser(root: command, programName: "tool")
        // Two words: A and C are required, so the optional B stays empty.
        guard case .command(let two) = try parser.parse(["1", "2"]) else { Issue.record("no command"); return }
        #expect(two.value(of: a) == "1")
        #expect(two.value(of: b) == nil)
        #expect(two.value(of: c) == ["2"])
        guard case .command(let four) = try parser.parse(["1", "2", "3", "4"]) else {
            Issue.record("no command"); return
        }
        #expect(four.value(of: b) == "2")
        #expect(four.value(of: c) == ["3", "4"])
    }
}
