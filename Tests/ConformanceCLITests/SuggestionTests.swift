import ConformanceCLI
import Testing

@Suite("Did-you-mean suggestions")
struct SuggestionTests {
    @Test func misspelledAdapterOption() throws {
        let error = try #require(parseError(["run", "--adaptr", "X"]))
        #expect(
            error.description == """
                error: unknown option '--adaptr'. Did you mean '--adapter'?
                See 'conformance run --help'.
                """)
    }

    @Test func transposedShardOption() throws {
        let error = try #require(parseError(["run", "--shrad", "1/2"]))
        #expect(error.message == "unknown option '--shrad'. Did you mean '--shard'?")
    }

    @Test func transposedSubcommand() throws {
        let error = try #require(parseError(["rnu"]))
        #expect(error.message == "unknown subcommand 'rnu'. Did you mean 'run'?")
        #expect(error.hint == "See 'conformance --help'.")
        #expect(error.exitCode == .usage)
    }

    @Test func helpSubcommandAlsoSuggests() throws {
        #expect(parseError(["help", "valdiate"])?.message == "unknown subcommand 'valdiate'. Did you mean 'validate'?")
    }

    @Test func farOffStringsGetNoSuggestion() throws {
        #expect(parseError(["run", "--banana"])?.message == "unknown option '--banana'")
        #expect(parseError(["deploy"])?.message == "unknown subcommand 'deploy'")
        #expect(parseError(["run", "-x"])?.message == "unknown option '-x'")
    }

    @Test func hiddenSubcommandIsNeverSuggested() throws {
        #expect(parseError(["wroker"])?.message == "unknown subcommand 'wroker'")
    }

    @Test func longNameWithOneDash() throws {
        #expect(parseError(["run", "-strict"])?.message == "unknown option '-strict'. Did you mean '--strict'?")
    }

    @Test(arguments: [
        ("run", "run", 0), ("rnu", "run", 1), ("kitten", "sitting", 3), ("", "abc", 3),
        ("shrad", "shard", 1), ("adaptr", "adapter", 1), ("ca", "abc", 3),
    ])
    func editDistance(_ a: String, _ b: String, _ expected: Int) {
        #expect(EditDistance.between(a, b) == expected)
        #expect(EditDistance.between(b, a) == expected)
    }

    @Test func closestPrefersSmallestDistanceAndRespectsLimit() {
        #expect(Suggestion.closest(to: "lst", among: ["list", "last", "rules"]) == "list")
        #expect(Suggestion.closest(to: "x", among: ["j"]) == nil)
        #expect(Suggestion.closest(to: "summray", among: ["summary", "seed"]) == "summary")
        #expect(Suggestion.closest(to: "qqqqqq", among: ["summary"]) == nil)
    }
}
