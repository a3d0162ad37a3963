import ConformanceCLI
import Testing

@Suite("Positional arguments")
struct PositionalParsingTests {
    @Test func mergeTakesOutputThenVariadicInputs() throws {
        let parsed = try parseCommand(["merge", "all.xml", "a.xml", "b.xml", "c.xml"])
        #expect(parsed.positional("OUT") == "all.xml")
        #expect(parsed.positionalValues("IN") == ["a.xml", "b.xml", "c.xml"])
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
        #expect(parsed.positionalValues("IN") == ["-odd-name.xml"])
    }

    @Test func validateAcceptsZeroOrMorePaths() throws {
        #expect(try parseCommand(["validate"]).positionalValues("PATH") == [])
        #expect(try parseCommand(["validate", "x", "y"]).positionalValues("PATH") == ["x", "y"])
    }

    @Test func rulesTakesOptionalID() throws {
        #expect(try parseCommand(["rules"]).positional("ID") == nil)
        #expect(try parseCommand(["rules", "GMA-LOAD-001"]).positional("ID") == "GMA-LOAD-001")
    }

    @Test func extraArgumentIsRejected() throws {
        #expect(parseError(["rules", "A", "B"])?.message == "unexpected argument 'B'")
        #expect(parseError(["adapters", "x"])?.message == "unexpected argument 'x'")
    }

    @Test func customTreeWithRequiredOptionalAndVariadic() throws {
        let command = CommandSpec(
            name: "tool", abstract: "",
            positionals: [
                PositionalSpec("A", help: ""),
                PositionalSpec("B", arity: .optional, help: ""),
                PositionalSpec("C", arity: .variadic(minimum: 1), help: ""),
            ])
        let parser = ArgumentParser(root: command, programName: "tool")
        // Two words: A and C are required, so the optional B stays empty.
        guard case .command(let two) = try parser.parse(["1", "2"]) else { Issue.record("no command"); return }
        #expect(two.positional("A") == "1")
        #expect(two.positional("B") == nil)
        #expect(two.positionalValues("C") == ["2"])
        guard case .command(let four) = try parser.parse(["1", "2", "3", "4"]) else {
            Issue.record("no command"); return
        }
        #expect(four.positional("B") == "2")
        #expect(four.positionalValues("C") == ["3", "4"])
    }
}
