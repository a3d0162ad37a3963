import ConformanceCLI
import Testing

@Suite("Glob patterns")
struct GlobPatternTests {
    @Test(arguments: [
        ("native.*", "native.load.answer-twice", true),
        ("native.*", "banner.load", false),
        ("*", "", true),
        ("*", "anything.at.all", true),
        ("*.answer-*", "native.load.answer-twice", true),
        ("*twice", "native.load.answer-twice", true),
        ("*twice", "native.load.answer-twice.x", false),
        ("banner.load.?", "banner.load.1", true),
        ("banner.load.?", "banner.load.12", false),
        ("banner.load.?", "banner.load.", false),
        ("[bn]*", "banner", true),
        ("[bn]*", "native", true),
        ("[bn]*", "video", false),
        ("[!bn]*", "video", true),
        ("[^bn]*", "banner", false),
        ("case[0-9]", "case7", true),
        ("case[0-9]", "casex", false),
        ("[]]x", "]x", true),
        ("a[b", "a[b", true),
        ("a\\*", "a*", true),
        ("a\\*", "ab", false),
        ("exact", "exact", true),
        ("exact", "exactly", false),
        ("a*b*c", "aXbYc", true),
        ("a*b*c", "aXbY", false),
        ("**a", "bba", true),
        ("*a*a*a*a*b", "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa", false),
    ])
    func matching(_ pattern: String, _ text: String, _ expected: Bool) {
        #expect(GlobPattern(pattern).matches(text) == expected, "\(pattern) vs \(text)")
    }

    @Test func filterMatchesAnyPatternAndEverythingWhenEmpty() {
        let ids = ["banner.load.ok", "native.load.ok", "native.click.twice"]
        #expect(ids.filter(GlobFilter([]).includes) == ids)
        #expect(ids.filter(GlobFilter(["banner.*", "*.twice"]).includes) == ["banner.load.ok", "native.click.twice"])
    }
}
